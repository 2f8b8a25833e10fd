// Adds an option to an extendable poll; the server casts the author's automatic, permanent vote on it.
import { postRoutes } from '@hearth/shared/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { updatePost } from './post-cache.ts';

export function addPollOption(postId: string, title: string) {
  return apiRequest(fillPath(postRoutes.addPollOption.path, { postId }), {
    method: 'POST',
    body: { title },
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m.addPollOption.response),
  });
}

export function useAddPollOption(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => addPollOption(postId, title),
    onSuccess: (poll) => updatePost(queryClient, postId, (p) => ({ ...p, poll })),
  });
}
