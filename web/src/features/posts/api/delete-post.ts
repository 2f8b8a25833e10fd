// Deletes a post (its author, or staff); every list drops it.
import { deletePost as deletePostContract } from '@hearth/shared/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fillPath } from '../../../lib/api-path.ts';
import { postKeys } from './keys.ts';

export function deletePost(postId: string) {
  return apiRequest(fillPath(deletePostContract.path, { postId }), {
    method: 'DELETE',
    schema: deletePostContract.response,
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: postKeys.details() });
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    },
  });
}
