// Adds an option to an extendable poll; the server casts the author's automatic, permanent vote on it.
import { addPollOption as addPollOptionContract } from '@hearth/shared/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath } from '../../../lib/api-path.ts';
import { updatePost } from './post-cache.ts';

export function addPollOption(postId: string, title: string) {
  return apiRequest(fillPath(addPollOptionContract.path, { postId }), {
    method: 'POST',
    body: { title },
    schema: addPollOptionContract.response,
  });
}

export function useAddPollOption(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => addPollOption(postId, title),
    onSuccess: (poll) => updatePost(queryClient, postId, (p) => ({ ...p, poll })),
  });
}
