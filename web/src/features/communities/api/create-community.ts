// Publish Platform: creates the community in one request. The draft's requestId makes a repeated request (a
// double click, a retry after a lost answer) answer with the same community instead of a second one.
import { createCommunity as contract } from '@hearth/shared/contracts/communities';
import type { CreateCommunityBody } from '@hearth/shared/schemas/communities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { communityKeys } from './keys.ts';

export function createCommunity(body: CreateCommunityBody) {
  return apiRequest(contract.path, { method: 'POST', body, schema: contract.response });
}

export function useCreateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.mine() }),
  });
}
