// A timed-out member's notice on every community page: until when, and that they can read but not take part.
// A timeout is no state page (that is a permanent ban's): the member keeps reading the community.
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { messages } from '@hearth/shared/messages';
import { Alert } from '@mantine/core';
import { formatBanExpiry } from '../account-state-pages/account-state-pages.tsx';

export function TimeoutNotice({ community, until }: { community: CommunityLook; until: string }) {
  return (
    <Alert role="status" color="orange" title="You are timed out" mb="md">
      {messages.timedOut(community.name, formatBanExpiry(until))}
    </Alert>
  );
}
