// The pages of accounts that may not use the community yet or any more: pending approval (polls until a
// decision), denied, banned (a timed ban reads the session again when it ends). Their texts are the spec's
// (member-forum §8).
import { APPROVAL_POLL_MS } from '@hearth/shared/constants/auth';
import * as messages from '@hearth/shared/messages';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../api/get-session.ts';
import { AuthCard } from '../components/auth-card/auth-card.tsx';
import { formatBanExpiry } from '@/lib/ban-expiry.ts';

export function ApprovalPendingPage({ community }: { community: CommunityLook }) {
  useDocumentTitle(community.name);
  // Each answer goes through the session cache; when the state changes the guards move the page on.
  useQuery({ ...sessionQueryOptions(), refetchInterval: APPROVAL_POLL_MS });
  return (
    <AuthCard title="Registration pending">
      <Text>{messages.approvalPending}</Text>
    </AuthCard>
  );
}

export function AccountDeniedPage({ community }: { community: CommunityLook }) {
  useDocumentTitle(community.name);
  return (
    <AuthCard title="Registration denied">
      <Text>{messages.signUpDenied(community.name)}</Text>
    </AuthCard>
  );
}

/** A browser timer holds at most ~24.8 days; a longer ban checks again then. A second past the end, never sooner. */
const TIMER_MAX_MS = 2 ** 31 - 1;
const untilExpiry = (expiresAt: string) =>
  Math.min(Math.max(Date.parse(expiresAt) - Date.now() + 1000, 1000), TIMER_MAX_MS);

export function AccountBanPage({
  community,
  expiresAt,
  permanentBan,
}: {
  community: CommunityLook;
  expiresAt: string | undefined;
  permanentBan: boolean | undefined;
}) {
  useDocumentTitle(community.name);
  const expiry = expiresAt && !Number.isNaN(Date.parse(expiresAt)) ? expiresAt : undefined;
  const permanent = permanentBan ?? !expiry;
  // A timed ban ends by itself: the session is read again then, and the guards let the member back in.
  useQuery({
    ...sessionQueryOptions(),
    refetchInterval: permanent || !expiry ? false : () => untilExpiry(expiry),
  });
  return (
    <AuthCard title="Account banned">
      <Text>{messages.banned(community.name, permanent)}</Text>
      {!permanent && expiry && <Text mt="sm">{messages.banExpires(formatBanExpiry(expiry))}</Text>}
    </AuthCard>
  );
}
