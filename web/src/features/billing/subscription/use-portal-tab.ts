// Manage billing: the customer portal opens in a new tab. The tab is opened in the click itself and sent to the
// portal when its address arrives; a tab opened after the answer would be stopped by the browser's popup blocker.
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { placeApiError } from '@/lib/form-errors.ts';

type PortalMutation = UseMutationResult<{ portalUrl: string }, Error, void>;

export function usePortalTab(portal: PortalMutation) {
  const [error, setError] = useState<string | null>(null);
  /** The portal's address when the browser refused the tab: the page offers it as a link instead. */
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const open = () => {
    setError(null);
    setBlockedUrl(null);
    const tab = window.open('', '_blank');
    // The portal page gets no handle on this one.
    if (tab) tab.opener = null;
    portal.mutate(undefined, {
      onSuccess: ({ portalUrl }) => {
        if (tab && !tab.closed) tab.location.href = portalUrl;
        else setBlockedUrl(portalUrl);
      },
      onError: (failure) => {
        tab?.close();
        setError(placeApiError(failure, []).message);
      },
    });
  };

  return { open, pending: portal.isPending, error, blockedUrl };
}
