// Comments as moderation reaches them (member-forum §4): what a report records of one, staff's delete of one judged by
// moderation (with its audit entry and report in the same transaction, a tombstone kept for undo), and its republish.
import type { Forum } from '../members/gate.ts';
import { TransactionConditionFailed, type TransactItem } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal } from '../platform/http/errors.ts';
import type { PostItem } from '../posts/model.ts';
import * as posts from '../posts/changes.ts';
import type { ModeratedContent } from '../posts/access.ts';
import { RETRIES, located } from './access.ts';
import * as store from './store/comments.ts';

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
