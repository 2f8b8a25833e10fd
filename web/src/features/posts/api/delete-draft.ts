// Discards a draft (the server deletes the images uploaded to it).
import { draftRoutes } from '@hearth/shared/contracts/draft-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { draftKeys } from './draft-keys.ts';

export function deleteDraft(draftId: string) {
  return apiRequest(fillPath(draftRoutes.deleteDraft.path, { draftId }), {
    method: 'DELETE',
    schema: () => import('@hearth/shared/contracts/drafts').then((m) => m.deleteDraft.response),
  });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.list() }),
  });
}
