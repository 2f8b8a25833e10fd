// Reading comments (member-forum §2.6): a post's comments a page of threads at a time (newest or top first), one
// thread by a comment's link, and a member's own comments on their profile.
import { COMMENTS_PAGE_SIZE } from '@hearth/shared/constants/forum';
import { commentSlugFor } from '@hearth/shared/rules/slug';
import { contentNotFound, forumFor } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { readablePost, readablePosts } from '../posts/access.ts';
import type { PostItem } from '../posts/model.ts';
import { ownCommentsPartition, queryOwnComments } from './store/author-index.ts';
import * as store from './store/comments.ts';
import { commentActions, nest } from './views.ts';

/**
 * A post with at most this many comments is read whole, in one Query of its partition, and its page cut in memory:
 * fewer reads than the top-level index's Query plus the page's threads (one range newest first, one Query per thread
 * by score), and at most two pages' worth of items.
 */
const WHOLE_POST_READ_MAX = 2 * COMMENTS_PAGE_SIZE;

/**
 * The threads (each top-level comment with its replies) of a page. Newest first, the page's threads are adjacent in
 * the post's partition (ids are time-ordered), so one range read holds exactly them; by score they are scattered,
 * so each is read on its own, in parallel, instead of everything between the first and the last.
 */
async function pageThreads(cid: string, postId: string, sort: 'new' | 'top', top: store.CommentItem[]) {
  if (top.length === 0) return [];
  if (sort === 'new') {
    const ids = top.map((c) => c.id).sort();
    return store.queryThreads(cid, postId, ids[0]!, ids[ids.length - 1]!);
  }
  return (await Promise.all(top.map((c) => store.queryThreads(cid, postId, c.id, c.id)))).flat();
}

/** A page of top-level comments and every comment of their threads: one Query for a small post, else two or more. */
async function commentsPage(
  cid: string,
  post: PostItem,
  sort: 'new' | 'top',
  startKey: Record<string, unknown> | undefined,
) {
  const whole =
    post.totalComments <= WHOLE_POST_READ_MAX ? await store.queryPostComments(cid, post.id, WHOLE_POST_READ_MAX) : null;
  if (whole) {
    const page = store.pageTopLevel(whole, sort, COMMENTS_PAGE_SIZE, startKey);
    const onPage = new Set(page.items.map((c) => c.id));
    return { page, all: whole.filter((c) => onPage.has(c.path.split('/')[0]!)) };
  }
  const page = await store.queryTopLevel(cid, post.id, sort, COMMENTS_PAGE_SIZE, startKey);
  return { page, all: await pageThreads(cid, post.id, sort, page.items) };
}

export async function listComments(
  tenant: Tenant | null,
  actor: Actor | null,
  postId: string,
  input: { sort: 'new' | 'top'; cursor?: string },
) {
  const forum = await forumFor(tenant, actor);
  const { post } = await readablePost(forum, postId);
  const cid = forum.config.community.communityId;
  const partition = store.topLevelPartition(cid, postId);
  const startKey = decodeCursor(input.cursor, input.sort === 'new' ? { GSI2PK: partition } : { GSI3PK: partition });
  const { page, all } = await commentsPage(cid, post, input.sort, startKey);
  const actions = await commentActions(
    forum,
    postId,
    all.map((c) => c.id),
  );
  return {
    items: await nest(forum, post, page.items, all, actions),
    nextCursor: encodeCursor(page.lastKey),
    totalComments: post.totalComments,
  };
}

export async function getThread(tenant: Tenant | null, actor: Actor | null, commentId: string) {
  const forum = await forumFor(tenant, actor);
  const cid = forum.config.community.communityId;
  const ref = await store.getCommentRef(cid, commentId);
  if (!ref) throw contentNotFound();
  const { post } = await readablePost(forum, ref.postId);
  const topId = ref.path.split('/')[0]!;
  const all = await store.queryThreads(cid, ref.postId, topId, topId);
  const top = all.find((c) => c.id === topId);
  if (!top) throw contentNotFound();
  const actions = await commentActions(
    forum,
    ref.postId,
    all.map((c) => c.id),
  );
  return { postId: post.id, postSlug: post.slug, thread: (await nest(forum, post, [top], all, actions))[0]! };
}

/**
 * A member's signed comments, newest first (their profile's Activity tab): one Query of their author index and one
 * BatchGet of the posts they are on; comments on posts the viewer may not read are left out of the page.
 */
export async function listAuthorComments(
  tenant: Tenant | null,
  actor: Actor | null,
  memberId: string,
  cursor: string | undefined,
) {
  const forum = await forumFor(tenant, actor);
  const cid = forum.config.community.communityId;
  const page = await queryOwnComments(
    cid,
    memberId,
    false,
    COMMENTS_PAGE_SIZE,
    decodeCursor(cursor, ownCommentsPartition(cid, memberId, false)),
  );
  const posts = await readablePosts(
    forum,
    page.items.map((c) => c.postId),
  );
  const items = page.items.flatMap((c) => {
    const post = posts.get(c.postId);
    if (!post || c.deleted) return [];
    return [
      {
        id: c.id,
        slug: commentSlugFor(c.content, c.id),
        postId: c.postId,
        postSlug: post.slug,
        postTitle: post.title,
        content: c.content,
        publishedAt: c.publishedAt,
        upvotes: c.upvotes,
        downvotes: c.downvotes,
      },
    ];
  });
  return { items, nextCursor: encodeCursor(page.lastKey) };
}
