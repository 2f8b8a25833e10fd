// Upvote/downvote on a comment: the forum's one optimistic vote (lib/content-actions.ts), as on posts.
import { commentRoutes } from '@hearth/shared/contracts/routes';
import type { VotePress } from '@hearth/shared/rules/votes';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { useContentVote } from '@/lib/content-actions.ts';
import { commentContent } from './comment-cache.ts';

export function voteComment(commentId: string, vote: VotePress) {
  return apiRequest(fillPath(commentRoutes.voteComment.path, { commentId }), {
    method: 'PUT',
    body: { vote },
    schema: () => import('@hearth/shared/contracts/comments').then((m) => m.voteComment.response),
  });
}

export function useVoteComment(commentId: string) {
  return useContentVote(`comment:${commentId}`, commentContent(useQueryClient(), commentId), (vote) =>
    voteComment(commentId, vote),
  );
}
