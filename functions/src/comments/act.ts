// Votes and reactions on a comment (member-forum §2.6): presses through the content-action module shared with posts
// (forum/content-actions.ts); the comment is its target.
import { canVoteOrReact } from '@hearth/shared/rules/permissions';
import { topSortKey } from '@hearth/shared/rules/hot-score';
import { type ActionTarget, type CountedChange, castVote, pressReaction } from '../posts/content-actions.ts';
import { type Forum, forumWriter } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { located } from './access.ts';
import * as actionStore from './store/actions.ts';
import * as store from './store/comments.ts';
import { commentRef } from './views.ts';

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
