// Upvote/downvote on a comment: the same state machine as posts, shown at once and put back on failure.
import { voteComment as voteCommentContract } from '@hearth/shared/contracts/comments';
import { nextVote, type VotePress } from '@hearth/shared/rules/votes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath } from '../../../lib/api-path.ts';
import { cachedComment, updateComment } from './comment-cache.ts';

export function voteComment(commentId: string, vote: VotePress) {
  return apiRequest(fillPath(voteCommentContract.path, { commentId }), {
    method: 'PUT',
    body: { vote },
    schema: voteCommentContract.response,
  });
}

export function useVoteComment(commentId: string) {
  const queryClient = useQueryClient();
  const set = (vote: 'none' | VotePress, up: (n: number) => number, down: (n: number) => number) =>
    updateComment(queryClient, commentId, (c) => ({
      ...c,
      upvotes: up(c.upvotes),
      downvotes: down(c.downvotes),
      viewer: { ...c.viewer, vote },
    }));
  return useMutation({
    scope: { id: `comment-vote:${commentId}` },
    mutationFn: (vote: VotePress) => voteComment(commentId, vote),
    onMutate: (vote) => {
      const comment = cachedComment(queryClient, commentId);
      if (!comment) return undefined;
      const change = nextVote(comment.viewer.vote, vote);
      set(
        change.vote,
        (n) => n + change.upDelta,
        (n) => n + change.downDelta,
      );
      return { previous: comment.viewer.vote, change };
    },
    onError: (_error, _vote, context) => {
      if (!context) return;
      const { previous, change } = context;
      set(
        previous,
        (n) => n - change.upDelta,
        (n) => n - change.downDelta,
      );
    },
    onSuccess: (result) =>
      set(
        result.vote,
        () => result.upvotes,
        () => result.downvotes,
      ),
  });
}
