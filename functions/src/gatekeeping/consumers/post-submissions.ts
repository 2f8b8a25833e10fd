// The consumer that keeps the Post Submissions list (../post-submissions.ts reads it): post.submitted and
// post.republished put a post awaiting approval on it; post.approved / post.denied / post.deleted take it off.
// Idempotent: each event writes the item as it should then be (a Put or a Delete).
import type { DomainEvent } from '@hearth/shared/schemas/events';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { postNotice } from '../../posts/notice.ts';
import * as store from '../store.ts';

export const postSubmissions: EventConsumer = {
  name: 'gatekeeping.post-submissions',
  domain: 'gatekeeping',
  types: ['post.submitted', 'post.republished', 'post.approved', 'post.denied', 'post.deleted'],
  async apply(event: DomainEvent) {
    const { postId } = event.detail as { postId: string };
    if (event.type !== 'post.submitted' && event.type !== 'post.republished') {
      return [store.postSubmissionDelete(event.communityId, postId)];
    }
    const notice = await postNotice(event.communityId, postId);
    // Gone, or already decided by the time this runs: nothing to list.
    if (!notice || notice.post.approved !== null) return [];
    return [
      store.postSubmissionPut({
        communityId: event.communityId,
        postId,
        slug: notice.slug,
        title: notice.title,
        authorId: notice.authorId,
        authorName: notice.post.authorName,
        anonymous: notice.anonymous,
        submittedAt: event.occurredAt,
      }),
    ];
  },
};
