// Saves the author's changes to a post (title, category, content, image, link preview).
import { editPost as editPostContract } from '@hearth/shared/contracts/posts';
import type { EditPostBody } from '@hearth/shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { postKeys } from './keys.ts';

export function editPost(postId: string, body: EditPostBody) {
  return apiRequest(fillPath(editPostContract.path, { postId }), {
    method: 'PUT',
    body,
    schema: editPostContract.response,
  });
}

export function useEditPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditPostBody) => editPost(postId, body),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: postKeys.details() });
    },
  });
}
