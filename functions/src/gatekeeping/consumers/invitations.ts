// The consumer that mails an Invite Members batch: each `invitations.requested { batchId, from }` delivery mails one
// pass of addresses (../invitations.ts `mailInvitationPass`) and, while any remain, commits the next pass's event.
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { mailInvitationPass } from '../invitations.ts';

export const invitationMailing: EventConsumer = {
  name: 'gatekeeping.invitations',
  domain: 'gatekeeping',
  types: ['invitations.requested'],
  apply(event) {
    const { batchId, from } = event.detail as { batchId: string; from: number };
    return mailInvitationPass(event.communityId, batchId, from);
  },
};
