// Deletes a comment (its author; staff delete through moderation's dialog); one with replies keeps its place as
// deleted, so the lists reload either way.
import { commentRoutes } from '@hearth/shared/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { commentKeys } from './keys.ts';

export function deleteComment(commentId: string) {
  return apiRequest(fillPath(commentRoutes.deleteComment.path, { commentId }), {
    method: 'DELETE',
    schema: () => import('@hearth/shared/contracts/comments').then((m) => m.deleteComment.response),
  });
}

/** After a comment is deleted (by its author or staff): its post's comments and any thread reload. */
export function useForgetDeletedComment(postId: string) {
  const queryClient = useQueryClient();
  return async () => {
    void queryClient.invalidateQueries({ queryKey: commentKeys.threads() });
    await queryClient.invalidateQueries({ queryKey: commentKeys.lists(postId) });
  };
}

export function useDeleteComment(postId: string) {
  const forget = useForgetDeletedComment(postId);
  return useMutation({ mutationFn: deleteComment, onSuccess: forget });
}
