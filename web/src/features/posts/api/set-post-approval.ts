// Staff's decision on a post that is not published (member-forum §4): approve publishes it, deny keeps it out of the
// feeds. The post's page and every list are read again, since approving moves it into the feeds.
import { postRoutes } from '@hearth/shared/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { postKeys } from './keys.ts';

export function setPostApproval(postId: string, approved: boolean) {
  return apiRequest(fillPath(postRoutes.setApproval.path, { postId }), {
    method: 'PUT',
    body: { approved },
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m.setApproval.response),
  });
}

export function useSetPostApproval(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approved: boolean) => setPostApproval(postId, approved),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.details() });
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    },
  });
}
