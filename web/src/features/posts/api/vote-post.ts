// Upvote/downvote on a post, shown at once (member-forum §4): the forum's one optimistic vote (lib/content-actions.ts).
import { postRoutes } from '@hearth/shared/contracts/core-routes';
import type { VotePress } from '@hearth/shared/rules/votes';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { useContentVote } from '@/lib/content-actions.ts';
import { postContent } from './post-cache.ts';

export function votePost(postId: string, vote: VotePress) {
  return apiRequest(fillPath(postRoutes.votePost.path, { postId }), {
    method: 'PUT',
    body: { vote },
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m.votePost.response),
  });
}

export function useVotePost(postId: string) {
  return useContentVote(`post:${postId}`, postContent(useQueryClient(), postId), (vote) => votePost(postId, vote));
}
