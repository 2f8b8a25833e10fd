// Content approval (member-forum §2.10, §4): the Post Submissions list — posts awaiting approval, kept by the
// `gatekeeping.post-submissions` consumer (consumers/post-submissions.ts) from post.submitted and post.republished
// (on, while it awaits approval), post.approved / post.denied / post.deleted (off).
// Approve and Deny are the posts domain's own approval call (the author is notified from its events, and it writes
// the audit entry); this list is for staff: admins, moderators, the owner and editors.
import { POST_SUBMISSIONS_PAGE_SIZE, type PostSubmission } from '@hearth/shared/schemas/content-approval';
import type { Actor } from '../platform/auth/verify.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { ANONYMOUS } from '../posts/views.ts';
import { staffIn } from '../members/staff.ts';
import * as store from './store.ts';

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
