// A new comment as the write path stores it: its place in the thread and its starting counts. Pure, so the forum
// bench seeds exactly what members write (scripts/bench/feed.ts).
import { COMMENT_MAX_INDENT } from '@hearth/shared/constants/forum';
import type { CommentItem } from './store/comments.ts';

export interface NewComment {
  communityId: string;
  postId: string;
  id: string;
  /** The comment replied to, or null for a top-level comment. */
  parent: Pick<CommentItem, 'path' | 'indentLevel'> | null;
  content: string;
  authorId: string;
  authorName: string;
  /** The avatar frame the author wears (shown around their avatar on the comment), or null. */
  authorFrameId?: string | null;
  /** The author wears the subscriber badge (`wearsSubscriberBadge` of the member item read when writing). */
  authorSubscriber?: boolean;
  anonymous: boolean;
  publishedAt: string;
  /** The community's reactions, each starting at 0. */
  reactionKeys: readonly string[];
}

/**
 * The comment and the path of the comment that hosts it (whose reply count it adds to), null at the top level.
 * Indentation is capped: a reply to a third-level comment joins its parent's replies (member-forum §2.6).
 */
export function newComment(input: NewComment): { comment: CommentItem; hostPath: string | null } {
  const { parent, id } = input;
  const hostPath =
    parent && parent.indentLevel >= COMMENT_MAX_INDENT
      ? parent.path.slice(0, parent.path.lastIndexOf('/'))
      : (parent?.path ?? null);
  const comment: CommentItem = {
    communityId: input.communityId,
    postId: input.postId,
    id,
    path: hostPath ? `${hostPath}/${id}` : id,
    parentId: hostPath ? hostPath.split('/').at(-1)! : null,
    indentLevel: hostPath ? hostPath.split('/').length : 0,
    content: input.content,
    authorId: input.authorId,
    authorName: input.authorName,
    authorPicKey: null,
    authorFrameId: input.authorFrameId ?? null,
    ...(input.authorSubscriber ? { authorSubscriber: true } : {}),
    anonymous: input.anonymous,
    publishedAt: input.publishedAt,
    editedAt: null,
    deleted: false,
    upvotes: 0,
    downvotes: 0,
    score: 0,
    reactions: Object.fromEntries(input.reactionKeys.map((key) => [key, 0])),
    totalReplies: 0,
  };
  return { comment, hostPath };
}
