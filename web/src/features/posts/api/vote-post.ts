// Upvote/downvote on a post, shown at once (member-forum §4): the forum's one optimistic vote (lib/content-actions.ts).
import { postRoutes } from '@hearth/shared/contracts/routes';
import type { VotePress } from '@hearth/shared/rules/votes';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath } from '../../../lib/api-path.ts';
import { useContentVote } from '../../../lib/content-actions.ts';
import { cachedPost, updatePost } from './post-cache.ts';

export function votePost(postId: string, vote: VotePress) {
  return apiRequest(fillPath(postRoutes.votePost.path, { postId }), {
    method: 'PUT',
    body: { vote },
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m.votePost.response),
  });
}

export function useVotePost(postId: string) {
  const queryClient = useQueryClient();
  return useContentVote(
    `post:${postId}`,
    { read: () => cachedPost(queryClient, postId), write: (change) => updatePost(queryClient, postId, change) },
    (vote) => votePost(postId, vote),
  );
}
