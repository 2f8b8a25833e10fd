// A member's own comments and comment actions, for their account's deletion and their data export. A
// deleted account's comments stay in their threads (counters intact) and show [DELETED USER]; each leaves its author
// index as it is anonymised, so a pass that dies half-way is simply run again from the top.
import * as messages from '@hearth/shared/messages';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { eachLimited } from '../platform/each-limited.ts';
import { anonymiseMemberOnPost } from '../posts/author-data.ts';
import * as store from './store/author-index.ts';

/**
 * One pass over a deleted member's comments (signed, then anonymous): up to `limit` of each anonymised, and the
 * member's avatar among each post's commenters with them. Answers whether more may remain.
 */
export async function anonymiseAuthorComments(communityId: string, memberId: string, limit: number) {
  const [signed, anonymous] = await Promise.all([
    store.queryOwnComments(communityId, memberId, false, limit),
    store.queryOwnComments(communityId, memberId, true, limit),
  ]);
  const comments = [...signed.items, ...anonymous.items];
  const byId = new Map(comments.map((c) => [c.id, c]));
  // The posts first: a pass that dies between the two finds the comments again and redoes the posts (a no-op).
  await eachLimited([...new Set(signed.items.map((c) => c.postId))], (postId) =>
    anonymiseMemberOnPost(communityId, postId, memberId),
  );
  await eachLimited([...byId.keys()], (id) => store.anonymiseComment(byId.get(id)!, messages.deletedUser));
  return {
    handled: comments.length,
    remaining: signed.items.length >= limit || anonymous.items.length >= limit,
  };
}

/**
 * gamification: one pass of a frame change over the author's signed comments, newest first from `startKey`: up to
 * `limit` of them show `frameId` (what the member wears now). Answers where the next pass starts (null: done).
 */
export async function spreadCommentAuthorFrame(
  communityId: string,
  memberId: string,
  frameId: string | null,
  limit: number,
  startKey?: Record<string, unknown>,
) {
  const page = await store.queryOwnComments(communityId, memberId, false, limit, startKey);
  await eachLimited(
    page.items.filter((c) => !c.authorDeleted && (c.authorFrameId ?? null) !== frameId),
    (c) => store.setCommentAuthorFrame(c, frameId),
  );
  return page.lastKey ?? null;
}

/**
 * One pass of a subscriber-badge change over the author's signed comments, newest first from `startKey`: up to
 * `limit` of them show `subscriber` (whether the member wears the badge now). Answers where the next pass starts
 * (null: done).
 */
export async function spreadCommentAuthorSubscriber(
  communityId: string,
  memberId: string,
  subscriber: boolean,
  limit: number,
  startKey?: Record<string, unknown>,
) {
  const page = await store.queryOwnComments(communityId, memberId, false, limit, startKey);
  await eachLimited(
    page.items.filter((c) => !c.authorDeleted && (c.authorSubscriber ?? false) !== subscriber),
    (c) => store.setCommentAuthorSubscriber(c, subscriber),
  );
  return page.lastKey ?? null;
}

/** A page of the member's own comments (signed or anonymous) as the data export gives them (not deleted ones). */
export async function exportComments(
  communityId: string,
  memberId: string,
  anonymous: boolean,
  cursor: string | undefined,
  limit: number,
) {
  const page = await store.queryOwnComments(
    communityId,
    memberId,
    anonymous,
    limit,
    decodeCursor(cursor, store.ownCommentsPartition(communityId, memberId, anonymous)),
  );
  const items = page.items
    .filter((c) => !c.deleted)
    .map((c) => ({
      id: c.id,
      postId: c.postId,
      parentId: c.parentId,
      content: c.content,
      anonymous: c.anonymous,
      publishedAt: c.publishedAt,
      editedAt: c.editedAt,
      upvotes: c.upvotes,
      downvotes: c.downvotes,
      reactions: c.reactions,
      totalReplies: c.totalReplies,
    }));
  return { items, nextCursor: encodeCursor(page.lastKey) };
}

/** A page of the member's own votes and reactions on comments. */
export async function exportCommentActions(
  communityId: string,
  memberId: string,
  cursor: string | undefined,
  limit: number,
) {
  const page = await store.queryCommentActionsOf(
    communityId,
    memberId,
    limit,
    decodeCursor(cursor, store.commentActionsByMemberPartition(communityId, memberId)),
  );
  const items = page.items.map((a) => ({
    postId: a.postId,
    commentId: a.commentId,
    vote: a.vote ?? null,
    reactions: a.reactions ?? [],
  }));
  return { items, nextCursor: encodeCursor(page.lastKey) };
}

// ── the author index backfill (comments/jobs/author-index-backfill.ts) ───────────────────────────────────────────────

/**
 * One page of the table's comments and comment actions: each written before the author indexes gets its own (a live
 * comment of an existing author its author index, signed or anonymous; an action its member index). Answers the
 * page's counts and where the next page starts (none at the end).
 */
export async function backfillCommentsPage(limit: number, startKey?: Record<string, unknown>) {
  const page = await store.scanCommentItems(limit, startKey);
  let fixed = 0;
  await eachLimited(page.items, async (item) => {
    if (await store.indexCommentItem(item)) fixed++;
  });
  return { scanned: page.items.length, fixed, lastKey: page.lastKey };
}
