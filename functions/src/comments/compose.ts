// Writing comments (member-forum §2.6, §4): add one (replies nest to 3 levels, archived posts close comments), edit
// (its author, or staff under the rule that lets them delete it, audit-logged), delete one's own, and put back the
// revision a staff edit replaced; every count changes in the transaction that causes it.
import { type PermissionScope, can, canComment } from '@hearth/shared/rules/permissions';
import { CARD_COMMENTERS } from '@hearth/shared/constants/forum';
import type { CreateCommentBody } from '@hearth/shared/schemas/comments';
import { MENTIONS_NOTIFIED } from '@hearth/shared/schemas/events';
import { isBlankHtml } from '@hearth/shared/schemas/posts';
import { ulid } from 'ulid';
import { type Forum, contentNotFound, forumWriter } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import type { ContentRevision } from '@hearth/shared/schemas/audit';
import { type EditedContent, assertMayEditOthers, editAuditItem } from '../posts/staff-edits.ts';
import { outboxItem } from '../platform/events/port.ts';
import { loadRichText } from '../platform/html/load.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import type { PostItem } from '../posts/model.ts';
import * as posts from '../posts/changes.ts';
import { readablePost } from '../posts/access.ts';
import { contentRefOf } from '../posts/views.ts';
import { wordMatcher } from '../word-filter/service.ts';
import { wearsSubscriberBadge } from '../members/model.ts';
import { countMemberAction } from '../platform/rate-limit.ts';
import { RETRIES, located } from './access.ts';
import { newComment } from './model.ts';
import * as store from './store/comments.ts';
import { commentActions, view } from './views.ts';

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
      authorSubscriber: wearsSubscriberBadge(member),
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
