// Adds a comment, or a reply with `parentId`; the post's lists and threads load again with it.
import { commentRoutes } from '@hearth/shared/contracts/routes';
import type { CreateCommentBody } from '@hearth/shared/schemas/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { commentKeys } from './keys.ts';

export function addComment(postId: string, body: CreateCommentBody) {
  return apiRequest(fillPath(commentRoutes.addComment.path, { postId }), {
    method: 'POST',
    body,
    schema: () => import('@hearth/shared/contracts/comments').then((m) => m.addComment.response),
  });
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) => addComment(postId, body),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: commentKeys.threads() });
      await queryClient.invalidateQueries({ queryKey: commentKeys.lists(postId) });
    },
  });
}
