// Staff move a post to another subforum (or home) and category; its page and every feed reload where it now is.
import { movePost as movePostContract } from '@hearth/shared/contracts/posts';
import type { MovePostBody } from '@hearth/shared/schemas/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { postKeys } from './keys.ts';

export function movePost(postId: string, body: MovePostBody) {
  return apiRequest(fillPath(movePostContract.path, { postId }), {
    method: 'PUT',
    body,
    schema: movePostContract.response,
  });
}

export function useMovePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MovePostBody) => movePost(postId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: postKeys.details() });
    },
  });
}
