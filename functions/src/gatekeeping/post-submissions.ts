// Content approval (member-forum §2.10, §4): the Post Submissions list — posts awaiting approval, kept by the
// `gatekeeping.post-submissions` consumer from post.submitted and post.republished (on, while it awaits approval),
// post.approved / post.denied / post.deleted (off).
// Approve and Deny are the posts domain's own approval call (the author is notified from its events, and it writes
// the audit entry); this list is for staff: admins, moderators, the owner and editors.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { POST_SUBMISSIONS_PAGE_SIZE, type PostSubmission } from '@hearth/shared/schemas/content-approval';
import type { Actor } from '../platform/auth/verify.ts';
import type { EventConsumer } from '../platform/events/consumer.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { postNotice } from '../posts/notice.ts';
import { ANONYMOUS } from '../posts/views.ts';
import { staffIn } from '../members/staff.ts';
import * as store from './store.ts';

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

export async function listPostSubmissions(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  cursor: string | undefined,
) {
  await staffIn(tenant, actor, communityId, 'CONTENT_APPROVAL_STAFF_ONLY');
  const startKey = decodeCursor(cursor, store.postSubmissionPartition(communityId));
  const page = await store.queryPostSubmissions(communityId, POST_SUBMISSIONS_PAGE_SIZE, startKey);
  const items: PostSubmission[] = page.items.map((s) => ({
    postId: s.postId,
    slug: s.slug,
    title: s.title,
    // An anonymous post's author is hidden from staff too (posts/views.ts authorView).
    authorName: s.anonymous ? ANONYMOUS : s.authorName,
    anonymous: s.anonymous,
    submittedAt: s.submittedAt,
  }));
  return { items, nextCursor: encodeCursor(page.lastKey) };
}
