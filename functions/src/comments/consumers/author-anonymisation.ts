// A deleted account's posts and comments shown as [DELETED USER] (member-forum §3), in the background.
// `member.deleted` (committed with the account's deletion) starts it; each delivery anonymises one pass of posts and
// comments through their own domains' services and, while more remain, commits `member.anonymising` with its applied
// mark, so the next pass is an event of its own: bounded work per delivery, resumable after any crash (a pass done
// twice changes nothing, and each pass starts from whatever is left in the author's indexes).
// It writes posts and comments, so it lives with comments (which may import posts); its consuming domain, the
// Lambda that runs it, stays posts.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { anonymiseAuthorComments } from '../author-data.ts';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { anonymiseAuthorPosts } from '../../posts/author-data.ts';

/** Posts and comments per delivery: a few seconds of writes at most. */
export const ANONYMISE_PASS_SIZE = 100;

export const authorAnonymisation: EventConsumer = {
  name: 'posts.author-anonymisation',
  domain: 'posts',
  types: ['member.deleted', 'member.anonymising'],
  async apply(event: DomainEvent) {
    const { memberId } = event.detail as { memberId: string };
    const posts = await anonymiseAuthorPosts(event.communityId, memberId, ANONYMISE_PASS_SIZE);
    const comments = await anonymiseAuthorComments(event.communityId, memberId, ANONYMISE_PASS_SIZE);
    return posts.remaining || comments.remaining
      ? [outboxItem('member.anonymising', event.communityId, { memberId })]
      : [];
  },
};
