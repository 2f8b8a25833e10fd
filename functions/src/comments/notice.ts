// What the notifications consumers may know of a comment: its post, author and slug (the `?comment=` of its link).
import { commentSlugFor } from '@hearth/shared/rules/slug';
import { getComment, getCommentRef } from './store/comments.ts';

export interface CommentNotice {
  id: string;
  postId: string;
  authorId: string;
  anonymous: boolean;
  slug: string;
}

/** A comment that exists and is not deleted; null otherwise. */
export async function commentNotice(communityId: string, commentId: string): Promise<CommentNotice | null> {
  const ref = await getCommentRef(communityId, commentId);
  if (!ref) return null;
  const comment = await getComment(communityId, ref.postId, ref.path);
  if (!comment || comment.deleted) return null;
  return {
    id: comment.id,
    postId: comment.postId,
    authorId: comment.authorId,
    anonymous: comment.anonymous,
    slug: commentSlugFor(comment.content, comment.id),
  };
}
