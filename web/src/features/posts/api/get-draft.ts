// One of the member's drafts, to continue it in the composer (/new-post?draft=<id>).
import { draftRoutes } from '@hearth/shared/contracts/draft-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { draftKeys } from './draft-keys.ts';

export function getDraft(draftId: string, signal?: AbortSignal) {
  return apiRequest(fillPath(draftRoutes.getDraft.path, { draftId }), {
    schema: () => import('@hearth/shared/contracts/drafts').then((m) => m.getDraft.response),
    signal,
  });
}

// Read once when the composer opens: later saves come from this page, so a refetch would only undo typing.
export const draftQueryOptions = (draftId: string) =>
  queryOptions({
    queryKey: draftKeys.detail(draftId),
    queryFn: ({ signal }) => getDraft(draftId, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useDraft = (draftId: string | null) =>
  useQuery({ ...draftQueryOptions(draftId ?? ''), enabled: !!draftId });
