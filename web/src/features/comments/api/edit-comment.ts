// Saves the author's new text of a comment; the answer replaces it wherever it is shown.
import { commentRoutes } from '@hearth/shared/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { updateComment } from './comment-cache.ts';

export function editComment(commentId: string, content: string) {
  return apiRequest(fillPath(commentRoutes.editComment.path, { commentId }), {
    method: 'PUT',
    body: { content },
    schema: () => import('@hearth/shared/contracts/comments').then((m) => m.editComment.response),
  });
}

export function useEditComment(commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => editComment(commentId, content),
    // The answer carries no replies of its own nesting; the ones shown stay.
    onSuccess: (comment) => updateComment(queryClient, commentId, (c) => ({ ...comment, replies: c.replies })),
  });
}
