// The owner's API keys (owner-dashboard §3 Users API): the list per community and the writes, each refreshing the
// list. The created key's full token lives only in the create mutation's answer (shown once by the dialog).
import { apiKeyEndpoints as contracts } from '@hearth/shared/contracts/api-keys';
import type { ApiKeyList, CreateApiKeyBody } from '@hearth/shared/schemas/api-keys';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '@/features/communities/api/keys.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (communityId: string) => [...apiKeyKeys.all, communityId] as const,
};

export const apiKeysQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: apiKeyKeys.list(communityId),
    queryFn: ({ signal }) =>
      apiRequest(fillPath(contracts.listApiKeys.path, { communityId }), {
        schema: contracts.listApiKeys.response,
        signal,
      }),
  });

export function useApiKeyActions(communityId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(communityId) });
  const keyPath = (path: string, keyId: string) => fillPath(path, { communityId, keyId });
  const create = useMutation({
    mutationFn: (body: CreateApiKeyBody) =>
      apiRequest(fillPath(contracts.createApiKey.path, { communityId }), {
        method: 'POST',
        body,
        schema: contracts.createApiKey.response,
      }),
    onSuccess: refresh,
  });
  const setEnabled = useMutation({
    mutationFn: ({ keyId, enabled }: { keyId: string; enabled: boolean }) =>
      apiRequest(keyPath(contracts.setApiKeyEnabled.path, keyId), {
        method: 'PATCH',
        body: { enabled },
        schema: contracts.setApiKeyEnabled.response,
      }),
    // The switch moves at once; a failed write puts the list back as the server has it.
    onMutate: ({ keyId, enabled }) =>
      queryClient.setQueryData(apiKeyKeys.list(communityId), (list: ApiKeyList | undefined) =>
        list ? { items: list.items.map((k) => (k.id === keyId ? { ...k, enabled } : k)) } : list,
      ),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (keyId: string) =>
      apiRequest(keyPath(contracts.deleteApiKey.path, keyId), {
        method: 'DELETE',
        schema: contracts.deleteApiKey.response,
      }),
    onSuccess: refresh,
  });
  return { create, setEnabled, remove };
}
