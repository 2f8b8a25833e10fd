// Deletes a post (its author; staff delete through moderation's dialog); every list drops it either way.
import { postRoutes } from '@hearth/shared/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { postKeys } from './keys.ts';

export function deletePost(postId: string) {
  return apiRequest(fillPath(postRoutes.deletePost.path, { postId }), {
    method: 'DELETE',
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m.deletePost.response),
  });
}

/** After a post is deleted (by its author or staff): its page is forgotten and every list reloads without it. */
export function useForgetDeletedPost() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: postKeys.details() });
    void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
  };
}

export function useDeletePost() {
  const forget = useForgetDeletedPost();
  return useMutation({ mutationFn: deletePost, onSuccess: forget });
}
