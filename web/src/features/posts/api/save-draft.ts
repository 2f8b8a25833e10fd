// Saves a draft by its id (created on its first save): the composer's autosave.
import { draftRoutes } from '@hearth/shared/contracts/draft-routes';
import type { SaveDraftBody } from '@hearth/shared/schemas/drafts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { draftKeys } from './draft-keys.ts';

export function saveDraft({ draftId, body }: { draftId: string; body: Partial<SaveDraftBody> }) {
  return apiRequest(fillPath(draftRoutes.saveDraft.path, { draftId }), {
    method: 'PUT',
    body,
    schema: () => import('@hearth/shared/contracts/drafts').then((m) => m.saveDraft.response),
  });
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.list() }),
  });
}
