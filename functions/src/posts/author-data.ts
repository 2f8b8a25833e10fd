// A member's own posts and post actions, for their account's deletion and their data export. A deleted
// account's posts stay (counters, comments and threads intact) and show [DELETED USER]: each post is rewritten on
// its own (posts/store/posts.ts rewritePost, conditioned on its version), which takes it out of its author's indexes, so a
// pass that dies half-way is simply run again from the top of the index.
import { eachLimited } from '../platform/each-limited.ts';
import * as messages from '@hearth/shared/messages';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import type { PostItem } from './model.ts';
import * as authorIndex from './store/author-index.ts';
import { getPost, rewritePost } from './store/posts.ts';

const WRITE_RETRIES = 5;

/** The post as a deleted account's: [DELETED USER], no picture, and the member's commenter avatar likewise. */
function anonymised(post: PostItem, memberId: string): PostItem {
  const authored = post.authorId === memberId;
  return {
    ...post,
    ...(authored ? { authorName: messages.deletedUser, authorPicKey: null, authorDeleted: true } : {}),
    commenters: post.commenters.map((c) =>
      c.memberId === memberId ? { ...c, fullName: messages.deletedUser, profilePicKey: null } : c,
    ),
  };
}

const needsAnonymising = (post: PostItem, memberId: string) =>
  (post.authorId === memberId && !post.authorDeleted) ||
  post.commenters.some((c) => c.memberId === memberId && c.fullName !== messages.deletedUser);

/**
 * Rewrites one post as `change` makes it (null: nothing to do), reading it again while it changes under the write
 * (each rewrite is conditioned on the version read). True when it was rewritten.
 */
async function rewriteSettled(
  communityId: string,
  postId: string,
  change: (post: PostItem) => PostItem | null,
  during: string,
): Promise<boolean> {
  for (let attempt = 0; attempt < WRITE_RETRIES; attempt++) {
    const post = await getPost(communityId, postId);
    const next = post && change(post);
    if (!post || !next) return false;
    if (await rewritePost(post, next)) return true;
  }
  throw new Error(`post ${postId} kept changing while ${during}`);
}

/** Rewrites one post for a deleted member (as its author, as one of its commenters, or both); false if nothing to do. */
export const anonymiseMemberOnPost = (communityId: string, postId: string, memberId: string): Promise<boolean> =>
  rewriteSettled(
    communityId,
    postId,
    (post) => (needsAnonymising(post, memberId) ? anonymised(post, memberId) : null),
    "its author's account was deleted",
  );

/**
 * One pass over a deleted member's posts: up to `limit` of them anonymised (each leaves the author's index). Answers
 * whether more may remain.
 */
export async function anonymiseAuthorPosts(communityId: string, memberId: string, limit: number) {
  const page = await authorIndex.queryPostsByAuthor(communityId, memberId, limit);
  await eachLimited(
    page.items.map((p) => p.id),
    (id) => anonymiseMemberOnPost(communityId, id, memberId),
  );
  return { handled: page.items.length, remaining: page.items.length >= limit };
}

// gamification: the author's level on their post cards

/** Writes the author's new level on one post (and so on its cards), unless it shows that level or a higher one. */
const levelOnPost = (communityId: string, postId: string, level: number) =>
  rewriteSettled(
    communityId,
    postId,
    (post) => (post.authorDeleted || (post.authorLevel ?? 0) >= level ? null : { ...post, authorLevel: level }),
    "its author's level was written",
  );

/**
 * One pass of a level-up over the author's posts, newest first from `startKey`: up to `limit` of them show the new
 * level. Answers where the next pass starts (null: done). Levels only rise here, so a late pass never lowers one.
 */
export async function spreadAuthorLevel(
  communityId: string,
  memberId: string,
  level: number,
  limit: number,
  startKey?: Record<string, unknown>,
) {
  const page = await authorIndex.queryPostsByAuthor(communityId, memberId, limit, startKey);
  await eachLimited(
    page.items.map((p) => p.id),
    (id) => levelOnPost(communityId, id, level),
  );
  return page.lastKey ?? null;
}

// gamification: the author's avatar frame on their post cards

/** Writes the author's frame (null: none) on one post and its cards, unless it already shows it. */
const frameOnPost = (communityId: string, postId: string, frameId: string | null) =>
  rewriteSettled(
    communityId,
    postId,
    (post) =>
      post.authorDeleted || (post.authorFrameId ?? null) === frameId ? null : { ...post, authorFrameId: frameId },
    "its author's frame was written",
  );

/**
 * One pass of a frame change over the author's posts, newest first from `startKey`: up to `limit` of them show
 * `frameId` (the frame the member wears now, read by the caller). Answers where the next pass starts (null: done).
 */
export async function spreadAuthorFrame(
  communityId: string,
  memberId: string,
  frameId: string | null,
  limit: number,
  startKey?: Record<string, unknown>,
) {
  const page = await authorIndex.queryPostsByAuthor(communityId, memberId, limit, startKey);
  await eachLimited(
    page.items.map((p) => p.id),
    (id) => frameOnPost(communityId, id, frameId),
  );
  return page.lastKey ?? null;
}

// The author's subscriber badge on their post cards

/** Writes whether the author wears the subscriber badge on one post and its cards, unless it already shows so. */
const subscriberOnPost = (communityId: string, postId: string, subscriber: boolean) =>
  rewriteSettled(
    communityId,
    postId,
    (post) => {
      if (post.authorDeleted || (post.authorSubscriber ?? false) === subscriber) return null;
      const { authorSubscriber: _was, ...rest } = post;
      return subscriber ? { ...rest, authorSubscriber: true } : rest;
    },
    "its author's subscriber badge was written",
  );

/**
 * One pass of a subscriber-badge change over the author's posts, newest first from `startKey`: up to `limit` of them
 * show `subscriber` (whether the member wears the badge now, read by the caller). Answers where the next pass starts
 * (null: done).
 */
export async function spreadAuthorSubscriber(
  communityId: string,
  memberId: string,
  subscriber: boolean,
  limit: number,
  startKey?: Record<string, unknown>,
) {
  const page = await authorIndex.queryPostsByAuthor(communityId, memberId, limit, startKey);
  await eachLimited(
    page.items.map((p) => p.id),
    (id) => subscriberOnPost(communityId, id, subscriber),
  );
  return page.lastKey ?? null;
}

/** A page of the member's own posts as the data export gives them (not deleted ones). */
export async function exportPosts(communityId: string, memberId: string, cursor: string | undefined, limit: number) {
  const page = await authorIndex.queryPostsByAuthor(
    communityId,
    memberId,
    limit,
    decodeCursor(cursor, authorIndex.postsByAuthorPartition(communityId, memberId)),
  );
  const items = page.items
    .filter((p) => !p.deleted)
    .map((p) => ({
      id: p.id,
      slug: p.slug,
      type: p.type,
      title: p.title,
      content: p.content,
      anonymous: p.anonymous,
      approved: p.approved,
      archived: p.archived,
      publishedAt: p.publishedAt,
      editedAt: p.editedAt,
      subforumId: p.subforumId,
      categoryId: p.categoryId,
      hashtags: p.hashtags,
      poll: p.poll ? { options: p.poll.options.map((o) => ({ id: o.id, title: o.title, count: o.count })) } : null,
      upvotes: p.upvotes,
      downvotes: p.downvotes,
      reactions: p.reactions,
      totalComments: p.totalComments,
    }));
  return { items, nextCursor: encodeCursor(page.lastKey) };
}

/** A page of the member's own votes, reactions, poll votes and follows on posts. */
export async function exportPostActions(
  communityId: string,
  memberId: string,
  cursor: string | undefined,
  limit: number,
) {
  const page = await authorIndex.queryPostActionsOf(
    communityId,
    memberId,
    limit,
    decodeCursor(cursor, authorIndex.postActionsByMemberPartition(communityId, memberId)),
  );
  const items = page.items.map((a) => ({
    postId: a.postId,
    vote: a.vote ?? null,
    reactions: a.reactions ?? [],
    pollVotes: a.pollVotes ?? [],
    subscribed: a.subscribed ?? false,
  }));
  return { items, nextCursor: encodeCursor(page.lastKey) };
}

// ── the author index backfill (comments/jobs/author-index-backfill.ts) ───────────────────────────────────────────────

const hasIndex = (item: Record<string, unknown>) => typeof item.GSI1PK === 'string';

/** Rewrites a post written before the author indexes (same content): its author index and author feed entry appear. */
const reindexPost = (communityId: string, postId: string): Promise<boolean> =>
  rewriteSettled(
    communityId,
    postId,
    (post) => (post.authorDeleted || hasIndex(post as unknown as Record<string, unknown>) ? null : post),
    'it was reindexed',
  );

/**
 * One page of the table's posts and post actions: each written before the author indexes gets them (a post is
 * rewritten as it is, which also writes its author feed entry; an action gets its member index). Answers the page's
 * counts and where the next page starts (none at the end).
 */
export async function backfillPostsPage(limit: number, startKey?: Record<string, unknown>) {
  const page = await authorIndex.scanPostItems(limit, startKey);
  let fixed = 0;
  const count = (done: boolean) => {
    if (done) fixed++;
  };
  await eachLimited(page.items, async (item) => {
    if (hasIndex(item)) return;
    if (authorIndex.isPostItem(item)) {
      if (!item.authorDeleted) count(await reindexPost(String(item.communityId), String(item.id)));
    } else {
      count(await authorIndex.indexPostAction(item));
    }
  });
  return { scanned: page.items.length, fixed, lastKey: page.lastKey };
}
