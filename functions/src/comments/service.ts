// Comment write and read paths (member-forum §2.6, §4): replies nest to 3 levels, archived posts close comments,
// votes and reactions share the posts' state machine; every count changes in the transaction that causes it.
import {
  type ContentRef,
  type PermissionScope,
  can,
  canComment,
  canVoteOrReact,
  contentMenu,
  menuBeyondReach,
} from '@hearth/shared/rules/permissions';
import { topSortKey } from '@hearth/shared/rules/hot-score';
import { commentSlugFor } from '@hearth/shared/rules/slug';
import { CARD_COMMENTERS, COMMENTS_PAGE_SIZE } from '@hearth/shared/constants/forum';
import type { CommentView } from '@hearth/shared/schemas/forum';
import type { CreateCommentBody } from '@hearth/shared/schemas/comments';
import { MENTIONS_NOTIFIED } from '@hearth/shared/schemas/events';
import { isBlankHtml } from '@hearth/shared/schemas/posts';
import { ulid } from 'ulid';
import { type ActionTarget, type CountedChange, castVote, pressReaction } from '../posts/content-actions.ts';
import { type Forum, contentNotFound, forumFor, forumWriter } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import type { ContentRevision } from '@hearth/shared/schemas/audit';
import { type EditedContent, assertMayEditOthers, editAuditItem } from '../posts/staff-edits.ts';
import { authorsBeyondReach } from '../posts/staff-judge.ts';
import { outboxItem } from '../platform/events/port.ts';
import { loadRichText } from '../platform/html/load.ts';
import { refusal } from '../platform/http/errors.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import type { PostItem } from '../posts/model.ts';
import * as posts from '../posts/changes.ts';
import { type ModeratedContent, readablePost, readablePosts } from '../posts/access.ts';
import { authorView, contentRefOf } from '../posts/views.ts';
import { newComment } from './model.ts';
import * as actionStore from './store/actions.ts';
import { ownCommentsPartition, queryOwnComments } from './store/author-index.ts';
import * as store from './store/comments.ts';
import { wordMatcher } from '../word-filter/service.ts';
import { countMemberAction } from '../platform/rate-limit.ts';

const RETRIES = 20;

const commentRef = (c: store.CommentItem, post: PostItem): ContentRef => ({
  kind: 'comment',
  authorId: c.authorId,
  anonymous: c.anonymous,
  archived: post.archived,
  approved: true,
});

/**
 * One comment for this viewer. `beyondReach`: the authors the viewer, as staff, may not act on (their menus leave out
 * what the server would refuse).
 */
function view(
  forum: Forum,
  post: PostItem,
  c: store.CommentItem,
  actions: Map<string, actionStore.CommentActionItem>,
  replies: CommentView[] = [],
  beyondReach: ReadonlySet<string> = new Set(),
): CommentView {
  const action = actions.get(c.id) ?? null;
  return {
    id: c.id,
    slug: commentSlugFor(c.deleted ? '' : c.content, c.id),
    postId: c.postId,
    parentId: c.parentId,
    indentLevel: c.indentLevel,
    content: c.deleted ? '' : c.content,
    author: c.deleted
      ? { memberId: null, fullName: '[DELETED]', profilePicURL: null }
      : authorView(forum, {
          id: c.authorId,
          name: c.authorName,
          picKey: c.authorPicKey,
          anonymous: c.anonymous,
          deleted: c.authorDeleted,
          frameId: c.authorFrameId,
        }),
    anonymous: c.anonymous,
    publishedAt: c.publishedAt,
    editedAt: c.editedAt,
    deleted: c.deleted,
    upvotes: c.upvotes,
    downvotes: c.downvotes,
    reactions: c.reactions,
    viewer: { vote: action?.vote ?? 'none', reactions: action?.reactions ?? [] },
    menu: c.deleted ? [] : commentMenu(forum, post, c, beyondReach.has(c.authorId)),
    totalReplies: c.totalReplies,
    replies,
  };
}

function commentMenu(forum: Forum, post: PostItem, c: store.CommentItem, authorBeyondReach: boolean) {
  const offered = contentMenu(forum.viewer, commentRef(c, post)).filter((a) => a !== 'subscribe');
  return authorBeyondReach ? menuBeyondReach(offered) : offered;
}

/** Nests flat comments by path under the given top-level ones, keeping their order; replies oldest first. */
async function nest(
  forum: Forum,
  post: PostItem,
  top: store.CommentItem[],
  all: store.CommentItem[],
  actions: Map<string, actionStore.CommentActionItem>,
) {
  const shown = all.filter((c) => !c.deleted);
  const beyondReach = await authorsBeyondReach(
    forum,
    shown.map((c) => c.authorId),
    post.subforumId,
  );
  const children = new Map<string, store.CommentItem[]>();
  for (const c of [...all].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (c.parentId === null) continue;
    const parentPath = c.path.slice(0, c.path.lastIndexOf('/'));
    children.set(parentPath, [...(children.get(parentPath) ?? []), c]);
  }
  const build = (c: store.CommentItem): CommentView =>
    view(forum, post, c, actions, (children.get(c.path) ?? []).map(build), beyondReach);
  return top.map(build);
}

async function commentActions(forum: Forum, postId: string, ids: string[]) {
  const actor = forum.actor;
  if (!actor || ids.length === 0) return new Map<string, actionStore.CommentActionItem>();
  return actionStore.getCommentActions(forum.config.community.communityId, postId, ids, actor.memberId);
}

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

function assertCanComment(forum: Forum, post: PostItem, scope: PermissionScope) {
  if (post.archived) throw refusal('POST_ARCHIVED');
  if (!canComment(forum.viewer, scope, contentRefOf(post))) throw refusal('COMMENT_NOT_ALLOWED');
}

/** The comment's HTML after the allowlist, with the community's filtered words masked (gatekeeping). */
async function cleanContent(communityId: string, html: string) {
  const [{ sanitizeRichText }, filter] = await Promise.all([loadRichText(), wordMatcher(communityId)]);
  const content = sanitizeRichText(html);
  if (isBlankHtml(content)) {
    throw refusal('COMMENT_EMPTY');
  }
  return filter.maskHtml(content);
}

/**
 * addComment: assertCanComment → rate limit → place in the thread → one transaction (comment, ref, counts) →
 * comment.created.
 */
export async function addComment(tenant: Tenant | null, actor: Actor | null, postId: string, body: CreateCommentBody) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const cid = forum.config.community.communityId;
  const content = await cleanContent(cid, body.content);
  const id = ulid().toLowerCase();
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const { post, scope } = await readablePost(forum, postId);
    assertCanComment(forum, post, scope);
    if (body.anonymous && !can(forum.viewer, 'anonymousComment', scope)) {
      throw refusal('ANONYMOUS_NOT_ALLOWED');
    }
    // Counted once a comment is allowed, not again on a retry of the same comment.
    if (attempt === 0) await countMemberAction(cid, 'comment', memberId);
    let parent: store.CommentItem | null = null;
    if (body.parentId) {
      const parentRef = await store.getCommentRef(cid, body.parentId);
      parent = parentRef && parentRef.postId === postId ? await store.getComment(cid, postId, parentRef.path) : null;
      if (!parent || parent.deleted) throw refusal('PARENT_NOT_FOUND');
    }
    const { comment, hostPath } = newComment({
      communityId: cid,
      postId,
      id,
      parent,
      content,
      authorId: memberId,
      authorName: `${member.firstName} ${member.lastName}`,
      authorFrameId: member.avatarFrameId ?? null,
      anonymous: body.anonymous,
      publishedAt: new Date().toISOString(),
      reactionKeys: forum.config.reactions.map((r) => r.key),
    });
    const firstTime = !post.commenters.some((c) => c.memberId === memberId);
    try {
      const landed = await posts.writeWithPostChange(post, { counters: { add: { totalComments: 1 } } }, [
        ...store.newCommentItems(comment, store.newCommentItem(comment), hostPath),
        outboxItem('comment.created', cid, {
          postId,
          commentId: id,
          parentId: comment.parentId,
          authorId: memberId,
          mentions: (await loadRichText()).extractMentions(content).slice(0, MENTIONS_NOTIFIED),
        }),
      ]);
      if (!landed) continue;
    } catch (error) {
      if (error instanceof TransactionConditionFailed) continue;
      throw error;
    }
    if (firstTime && !body.anonymous) await countCommenter(post, memberId, comment.authorName);
    return view(forum, post, comment, new Map());
  }
  throw refusal('COMMENT_SUBMIT_FAILED');
}

/** A member's first comment on a post counts them among its commenters (the card's avatars and "N+"). */
async function countCommenter(post: PostItem, memberId: string, fullName: string) {
  // The comment's transaction changed only counts, so the post read for it still names the same cards and avatars.
  const appendAvatar = post.commenters.length < CARD_COMMENTERS;
  try {
    await posts.writeWithPostChange(
      post,
      {
        counters: { add: { commenterCount: 1 } },
        ...(appendAvatar ? { commenter: { memberId, fullName, profilePicKey: null } } : {}),
      },
      [store.commenterMark(post.communityId, post.id, memberId)],
    );
  } catch (error) {
    // Already counted (a concurrent first comment): nothing to add.
    if (!(error instanceof TransactionConditionFailed)) throw error;
  }
}

async function located(forum: Forum, commentId: string) {
  const cid = forum.config.community.communityId;
  const ref = await store.getCommentRef(cid, commentId);
  if (!ref) throw contentNotFound();
  const { post, scope } = await readablePost(forum, ref.postId);
  const comment = await store.getComment(cid, ref.postId, ref.path);
  if (!comment || comment.deleted) throw contentNotFound();
  return { post, scope, comment };
}

/**
 * Edits a comment: its author, or staff under the rule that lets them delete it (their subforum, an author below
 * their rank); a staff edit of someone else's comment is audit-logged with the content it replaced, in the same
 * transaction, and conditioned on the revision judged.
 */
export async function editComment(tenant: Tenant | null, actor: Actor | null, commentId: string, html: string) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const { post, comment } = await located(forum, commentId);
  const othersComment = comment.authorId !== memberId;
  if (othersComment) await assertMayEditOthers(forum, { authorId: comment.authorId, subforumId: post.subforumId });
  if (post.archived) throw refusal('POST_ARCHIVED');
  const content = await cleanContent(forum.config.community.communityId, html);
  const editedAt = new Date().toISOString();
  if (!othersComment) {
    if (!(await store.updateCommentContent(comment, content, editedAt))) throw contentNotFound();
  } else {
    const editor = { id: memberId, name: `${member.firstName} ${member.lastName}`.trim() };
    const audit = editAuditItem(forum, editor, editedComment(post, comment), {
      previous: { content: comment.content },
      editedAt,
    });
    try {
      await transactWrite([store.commentContentWrite(comment, content, editedAt, comment), audit.item]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw refusal('COMMENT_CHANGING');
      throw error;
    }
  }
  const actions = await commentActions(forum, post.id, [comment.id]);
  return view(forum, post, { ...comment, content, editedAt }, actions);
}

const editedComment = (post: PostItem, comment: store.CommentItem): EditedContent => ({
  contentType: 'comment',
  postId: post.id,
  commentId: comment.id,
  authorId: comment.authorId,
  authorName: comment.authorName,
  anonymous: comment.anonymous,
});

/**
 * Undoing a staff edit of a comment (Audit Logs): the content it replaced put back, while the comment still is that
 * edit's revision (UNDO_STALE once edited again), under the same rule as the edit; `extra` adds the undo's entries
 * (a failed condition among them is thrown as TransactionConditionFailed).
 */
export async function restoreCommentRevision(
  forum: Forum,
  commentId: string,
  revision: ContentRevision,
  extra: (content: EditedContent, replaced: ContentRevision) => TransactItem[],
) {
  const { post, comment } = await located(forum, commentId);
  if (comment.editedAt !== revision.editedAt || typeof revision.previous.content !== 'string') {
    throw refusal('UNDO_STALE');
  }
  await assertMayEditOthers(forum, { authorId: comment.authorId, subforumId: post.subforumId });
  const editedAt = new Date().toISOString();
  const own = store.commentContentWrite(comment, revision.previous.content, editedAt, comment);
  try {
    await transactWrite([
      own,
      ...extra(editedComment(post, comment), { previous: { content: comment.content }, editedAt }),
    ]);
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0)) throw refusal('UNDO_STALE');
    throw error;
  }
}

/** Deletes a comment: removed outright, or kept as "deleted" in place when it has replies; counts follow. */
export async function deleteComment(tenant: Tenant | null, actor: Actor | null, commentId: string) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const { post, comment } = await located(forum, commentId);
    // Staff delete someone else's comment through moderation (with a reason, logged, undoable).
    if (comment.authorId !== memberId) throw refusal('NOT_AUTHOR');
    try {
      const landed = await posts.writeWithPostChange(post, { counters: { add: { totalComments: -1 } } }, [
        ...store.deleteCommentItems(comment),
        outboxItem('comment.deleted', comment.communityId, { postId: comment.postId, commentId, by: memberId }),
      ]);
      if (!landed) continue;
    } catch (error) {
      if (error instanceof TransactionConditionFailed) continue;
      throw error;
    }
    return { id: commentId, deleted: true as const };
  }
  throw refusal('COMMENT_CHANGING');
}

/**
 * A comment as presses reach it: on a post the viewer may read (else 404/403), not deleted, the member's action item,
 * the comment's own counters, and a top-level comment's "top" sort key refreshed after a change of score.
 */
function commentTarget(
  forum: Forum,
  memberId: string,
  commentId: string,
): ActionTarget<Awaited<ReturnType<typeof located>>, CountedChange> {
  return {
    load: () => located(forum, commentId),
    actionOf: ({ comment }) => actionStore.getCommentAction(comment.communityId, comment.postId, comment.id, memberId),
    write: ({ comment }, previous, next, change, events) =>
      actionStore.writeCommentAction(comment, memberId, previous, next, change?.counters ?? null, events),
    refresh: async (target, change) => {
      const { comment } = target;
      const fresh = await store.getComment(comment.communityId, comment.postId, comment.path);
      if (!fresh) return null;
      if (change.counters?.add?.score !== undefined && fresh.parentId === null) {
        await store.refreshCommentSort(fresh, `${topSortKey(fresh.score)}#${fresh.id}`);
      }
      return { ...target, comment: fresh };
    },
  };
}

function assertCanVoteOn(forum: Forum, { post, scope, comment }: Awaited<ReturnType<typeof located>>) {
  if (post.archived) throw refusal('POST_ARCHIVED');
  if (!canVoteOrReact(forum.viewer, scope, commentRef(comment, post))) throw refusal('VOTE_NOT_ALLOWED');
}

export async function voteComment(
  tenant: Tenant | null,
  actor: Actor | null,
  commentId: string,
  pressed: 'upvote' | 'downvote',
) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  return castVote(commentTarget(forum, memberId, commentId), pressed, {
    check: (target) => assertCanVoteOn(forum, target),
    event: ({ comment }, vote) =>
      outboxItem('vote.cast', comment.communityId, {
        commentId,
        postId: comment.postId,
        memberId,
        vote,
        authorId: comment.authorId,
      }),
    counts: ({ comment }) => comment,
  });
}

export async function reactToComment(tenant: Tenant | null, actor: Actor | null, commentId: string, key: string) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  return pressReaction(forum, commentTarget(forum, memberId, commentId), key, {
    check: (target) => assertCanVoteOn(forum, target),
    event: ({ comment }) =>
      outboxItem('reaction.added', comment.communityId, { commentId, memberId, key, authorId: comment.authorId }),
    reactions: ({ comment }) => comment.reactions,
  });
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

// moderation
/** What a report records of a comment the viewer may read: its author, its post and its first words. */
export async function reportableComment(forum: Forum, commentId: string): Promise<ModeratedContent> {
  const { post, comment } = await located(forum, commentId);
  return moderatedComment(post, comment);
}

function moderatedComment(post: PostItem, comment: store.CommentItem): ModeratedContent {
  const text = comment.content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    postId: post.id,
    commentId: comment.id,
    postSlug: post.slug,
    subforumId: post.subforumId,
    excerpt: text.length > 120 ? `${text.slice(0, 119)}…` : text,
    authorId: comment.authorId,
    authorName: comment.authorName,
    anonymous: comment.anonymous,
  };
}

/**
 * Staff delete a comment moderation has judged (`extra`: its audit entry, the report it resolves), in one
 * transaction: as its author's delete (kept in place as "deleted" when it has replies, else removed), the post
 * counting one comment less, and a tombstone of what it was so the audit log's undo can republish it exactly. A
 * failed condition among `extra` is thrown for moderation to judge; the comment changing meanwhile is retried.
 */
export async function removeComment(
  forum: Forum,
  commentId: string,
  by: string,
  extra: (content: ModeratedContent) => TransactItem[],
): Promise<ModeratedContent> {
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const { post, comment } = await located(forum, commentId);
    const content = moderatedComment(post, comment);
    const own = [
      ...store.deleteCommentItems(comment),
      store.tombstonePut(comment, new Date().toISOString()),
      outboxItem('comment.deleted', comment.communityId, { postId: comment.postId, commentId, by }),
    ];
    try {
      const landed = await posts.writeWithPostChange(post, { counters: { add: { totalComments: -1 } } }, [
        ...own,
        ...extra(content),
      ]);
      if (landed) return content;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed) || error.failedIndexes.some((i) => i >= own.length)) {
        throw error;
      }
    }
  }
  throw refusal('COMMENT_CHANGING');
}

/** A comment staff deleted and not yet republished, as moderation judges it; null otherwise. */
export async function removedComment(forum: Forum, commentId: string): Promise<ModeratedContent | null> {
  const cid = forum.config.community.communityId;
  const tombstone = await store.getTombstone(cid, commentId);
  if (!tombstone) return null;
  const post = await posts.getPost(cid, tombstone.comment.postId);
  return post ? moderatedComment(post, tombstone.comment) : null;
}

/**
 * Puts a staff-deleted comment back as it was (content, votes, reactions, place in its thread and its author's
 * index) and its post counts it again. Refused (UNDO_STALE) when it was republished already, or its post or parent
 * is gone.
 */
export async function republishComment(forum: Forum, commentId: string, by: string, extra: TransactItem[]) {
  const cid = forum.config.community.communityId;
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const tombstone = await store.getTombstone(cid, commentId);
    if (!tombstone) throw refusal('UNDO_STALE');
    const removed = tombstone.comment;
    const post = await posts.getPost(cid, removed.postId);
    if (!post || post.deleted) throw refusal('UNDO_STALE');
    const current = await store.getComment(cid, removed.postId, removed.path);
    if (current && !current.deleted) throw refusal('UNDO_STALE');
    const own = [
      ...store.restoreCommentItems(removed, current),
      outboxItem('comment.republished', cid, { postId: post.id, commentId, authorId: removed.authorId, by }),
    ];
    try {
      const landed = await posts.writeWithPostChange(post, { counters: { add: { totalComments: 1 } } }, [
        ...own,
        ...extra,
      ]);
      if (landed) return moderatedComment(post, removed);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      // Its parent is gone (the only condition that cannot pass on a retry) or the tombstone was taken meanwhile.
      if (error.failedIndexes.some((i) => i >= own.length)) throw error;
      const parentGone = !current && removed.parentId !== null;
      if (parentGone && !(await store.getComment(cid, removed.postId, parentPathOf(removed.path)))) {
        throw refusal('UNDO_STALE');
      }
    }
  }
  throw refusal('COMMENT_CHANGING');
}

const parentPathOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
