// Paid membership: a member's subscriber badge on their post cards and comments (member-forum §3, §6: the badge on
// cards and comments while the subscription is active, never the owner's), carried with the author's name so a feed
// page reads nothing more. A change of the badge (`billing.supporter-changed` with `badgeChanged`) rewrites the
// author's posts, then their signed comments, 100 a delivery, each pass committing `member.subscriber-badge-spreading`
// with its applied mark while any remain. Each pass writes the badge as the member item says when it runs, not as the
// event said: passes of two quick changes, in whatever order, end with every card showing the member's state, and a
// pass run twice changes nothing. Written like the avatar frame's passes (author-frame.ts), with them in comments;
// its consuming domain, the Lambda that runs it, stays posts.
import type { EventDetail } from '@hearth/shared/schemas/events';
import { spreadCommentAuthorSubscriber } from '../author-data.ts';
import { wearsSubscriberBadge } from '../../members/model.ts';
import { getMember } from '../../members/service.ts';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { spreadAuthorSubscriber } from '../../posts/author-data.ts';

/** Posts or comments per delivery: a few seconds of writes at most. */
export const SUBSCRIBER_PASS_SIZE = 100;

type Pass = Omit<EventDetail<'member.subscriber-badge-spreading'>, 'memberId'>;

export const authorSubscriber: EventConsumer = {
  name: 'posts.author-subscriber',
  domain: 'posts',
  types: ['billing.supporter-changed', 'member.subscriber-badge-spreading'],
  async apply(event) {
    const detail = event.detail as { memberId: string; badgeChanged?: boolean } & Partial<Pass>;
    // A supporter change that leaves the badge as it was (a renewal, a new period of a member already wearing it)
    // has nothing to spread.
    if (event.type === 'billing.supporter-changed' && detail.badgeChanged !== true) return [];
    const { memberId } = detail;
    const member = await getMember(event.communityId, memberId);
    // A deleted account's content is anonymised (faceless) by its own consumer.
    if (!member) return [];
    const subscriber = wearsSubscriberBadge(member);
    const phase = detail.phase ?? 'posts';
    const from = detail.from ?? undefined;
    const next =
      phase === 'posts'
        ? await spreadAuthorSubscriber(event.communityId, memberId, subscriber, SUBSCRIBER_PASS_SIZE, from)
        : await spreadCommentAuthorSubscriber(event.communityId, memberId, subscriber, SUBSCRIBER_PASS_SIZE, from);
    const following: Pass | null = next
      ? { phase, from: next as Record<string, string> }
      : phase === 'posts'
        ? { phase: 'comments', from: null }
        : null;
    return following
      ? [outboxItem('member.subscriber-badge-spreading', event.communityId, { memberId, ...following })]
      : [];
  },
};
