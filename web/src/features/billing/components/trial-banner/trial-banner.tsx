// The dashboard's trial banner for the selected community (owner-dashboard §4 Trial banner): blue while the free
// trial runs, closed for the rest of the browser session once dismissed; red, and staying, once the trial is over.
// It advertises the trial promotion code; the owner gets a link to choose a plan.
import type { MyCommunity } from '@hearth/shared/schemas/communities';
import { trialBanner, trialBannerText } from '@hearth/shared/rules/trial-banner';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useNow } from '@/app/clock.ts';
import { dashboardPaths } from '@/features/communities/paths.ts';

const dismissalKey = (communityId: string) => `hearth.trialBanner.dismissed.${communityId}`;

function readDismissed(communityId: string) {
  try {
    return window.sessionStorage.getItem(dismissalKey(communityId)) === '1';
  } catch {
    return false;
  }
}

function storeDismissed(communityId: string) {
  try {
    window.sessionStorage.setItem(dismissalKey(communityId), '1');
  } catch {
    // Without session storage the banner stays closed until the page is left.
  }
}

/** Render with `key={communityId}`: the dismissal is read when the community is shown. */
export function TrialBanner({ community }: { community: MyCommunity }) {
  const now = useNow();
  const [dismissed, setDismissed] = useState(() => readDismissed(community.communityId));
  const banner = trialBanner(community, new Date(now));
  if (!banner || (banner.dismissible && dismissed)) return null;

  return (
    <Alert
      // A running trial is information (a polite status); an ended one needs acting on (an alert).
      role={banner.ended ? 'alert' : 'status'}
      color={banner.tone}
      variant={banner.ended ? 'filled' : 'light'}
      title={banner.ended ? 'Your free trial has ended' : 'Free trial'}
      withCloseButton={banner.dismissible}
      closeButtonLabel="Dismiss the trial banner"
      onClose={() => {
        storeDismissed(community.communityId);
        setDismissed(true);
      }}
      mb="lg"
    >
      <Text size="sm" c="inherit">
        {trialBannerText(banner)}{' '}
        {community.role === 'owner' && (
          <Anchor component={Link} to={dashboardPaths.subscription} c="inherit" fw={700} underline="always">
            Choose a plan
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}
