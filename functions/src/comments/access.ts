// A comment as its writers reach it: on a post the viewer may read (else 404, or 403 for a private subforum, as the
// post's page answers), itself not deleted; and how often a comment write is tried again when its post changed.
import { type Forum, contentNotFound } from '../members/gate.ts';
import { readablePost } from '../posts/access.ts';
import * as store from './store/comments.ts';

/** Attempts of a comment write whose post or comment changed meanwhile. */
export const RETRIES = 20;

/** The comment, its post and the post's scope; 404 when the comment is missing or deleted. */
export async function located(forum: Forum, commentId: string) {
  const cid = forum.config.community.communityId;
  const ref = await store.getCommentRef(cid, commentId);
  if (!ref) throw contentNotFound();
  const { post, scope } = await readablePost(forum, ref.postId);
  const comment = await store.getComment(cid, ref.postId, ref.path);
  if (!comment || comment.deleted) throw contentNotFound();
  return { post, scope, comment };
}
