// Upvote/downvote on a post, shown at once (member-forum §4): the same vote again removes it, the other one
// switches; a failure puts the counts back. Presses on one post run one after another, so counts never cross.
import { postRoutes } from '@hearth/shared/contracts/routes';
import { nextVote, type VotePress } from '@hearth/shared/rules/votes';
import type { PostCard } from '@hearth/shared/schemas/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath } from '../../../lib/api-path.ts';
import { cachedPost, updatePost } from './post-cache.ts';

export function votePost(postId: string, vote: VotePress) {
  return apiRequest(fillPath(postRoutes.votePost.path, { postId }), {
    method: 'PUT',
    body: { vote },
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m.votePost.response),
  });
}

const withVote = <T extends PostCard>(post: T, vote: PostCard['viewer']['vote'], up: number, down: number): T => ({
  ...post,
  upvotes: up,
  downvotes: down,
  viewer: { ...post.viewer, vote },
});

export function useVotePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `post-vote:${postId}` },
    mutationFn: (vote: VotePress) => votePost(postId, vote),
    onMutate: (vote) => {
      const post = cachedPost(queryClient, postId);
      if (!post) return undefined;
      const change = nextVote(post.viewer.vote, vote);
      updatePost(queryClient, postId, (p) =>
        withVote(p, change.vote, p.upvotes + change.upDelta, p.downvotes + change.downDelta),
      );
      return { previous: post.viewer.vote, change };
    },
    onError: (_error, _vote, context) => {
      if (!context) return;
      const { previous, change } = context;
      updatePost(queryClient, postId, (p) =>
        withVote(p, previous, p.upvotes - change.upDelta, p.downvotes - change.downDelta),
      );
    },
    onSuccess: (result) =>
      updatePost(queryClient, postId, (p) => withVote(p, result.vote, result.upvotes, result.downvotes)),
  });
}
