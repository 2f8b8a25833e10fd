// The consumer that keeps member approval's request list (member-forum §2.10): a registration verified into
// `pending` opens a request; `member.approved` / `member.denied` move it to its status list. Idempotent: each event
// writes the request as it then stands (a Put), keeping the first request time.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import * as store from '../store.ts';

export const memberRequests: EventConsumer = {
  name: 'gatekeeping.member-requests',
  domain: 'gatekeeping',
  types: ['member.verified', 'member.approved', 'member.denied'],
  async apply(event: DomainEvent) {
    const { memberId } = event.detail as { memberId: string };
    if (event.type === 'member.verified' && (event.detail as { state: string }).state !== 'pending') return [];
    const previous = await store.getMemberRequest(event.communityId, memberId);
    const status =
      event.type === 'member.approved' ? 'approved' : event.type === 'member.denied' ? 'denied' : 'pending';
    return [
      store.memberRequestPut({
        communityId: event.communityId,
        memberId,
        status,
        requestedAt: previous?.requestedAt ?? event.occurredAt,
        decidedAt: status === 'pending' ? null : event.occurredAt,
      }),
    ];
  },
};
