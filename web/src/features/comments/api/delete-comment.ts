// Deletes a comment (its author or staff); one with replies keeps its place as deleted, so the lists reload.
import { deleteComment as deleteCommentContract } from '@hearth/shared/contracts/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath } from '../../../lib/api-path.ts';
import { commentKeys } from './keys.ts';

export function deleteComment(commentId: string) {
  return apiRequest(fillPath(deleteCommentContract.path, { commentId }), {
    method: 'DELETE',
    schema: deleteCommentContract.response,
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: commentKeys.threads() });
      await queryClient.invalidateQueries({ queryKey: commentKeys.lists(postId) });
    },
  });
}
