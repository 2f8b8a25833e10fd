// A press on a poll option: a vote when unvoted, the vote taken back when voted (member-forum §4). Shown at once
// through the shared poll rules, then replaced by the server's counts; a refusal puts the poll back.
import { postRoutes } from '@hearth/shared/contracts/routes';
import { togglePollVote } from '@hearth/shared/rules/polls';
import type { PostCard } from '@hearth/shared/schemas/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { cachedPost, updatePost } from './post-cache.ts';

type PollView = NonNullable<PostCard['poll']>;

export function votePoll(postId: string, optionId: string, unvote: boolean) {
  return apiRequest(fillPath(postRoutes.votePoll.path, { postId }), {
    method: 'POST',
    body: { optionId, unvote },
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m.votePoll.response),
  });
}

export function useVotePoll(postId: string) {
  const queryClient = useQueryClient();
  const setPoll = (poll: PollView) => updatePost(queryClient, postId, (p) => ({ ...p, poll }));
  return useMutation({
    scope: { id: `poll-vote:${postId}` },
    mutationFn: ({ optionId, unvote }: { optionId: string; unvote: boolean }) => votePoll(postId, optionId, unvote),
    onMutate: ({ optionId }) => {
      const post = cachedPost(queryClient, postId);
      if (!post?.poll) return undefined;
      const outcome = togglePollVote({ ...post.poll, publishedAt: post.publishedAt }, optionId);
      if (outcome.ok) setPoll({ ...post.poll, options: outcome.options });
      return { previous: post.poll };
    },
    onError: (_error, _press, context) => {
      if (context) setPoll(context.previous);
    },
    onSuccess: setPoll,
  });
}
