// A timed-out member's notice on every community page: until when, and that they can read but not take part.
// A timeout is no state page (that is a permanent ban's): the member keeps reading the community.
import type { CommunityLook } from '@hearth/shared/schemas/site';
import * as messages from '@hearth/shared/messages';
import { Alert } from '@mantine/core';
import { formatBanExpiry } from '../../../../lib/ban-expiry.ts';

export function TimeoutNotice({ community, until }: { community: CommunityLook; until: string }) {
  return (
    <Alert role="status" color="orange" title="You are timed out" mb="md">
      {messages.timedOut(community.name, formatBanExpiry(until))}
    </Alert>
  );
}
