// Publishes or unpublishes a community (owner only); the switcher and the overview show the new state.
import { setPublished as contract } from '@hearth/shared/contracts/communities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { communityKeys, fillPath } from './keys.ts';

export function setPublished({ communityId, isLive }: { communityId: string; isLive: boolean }) {
  return apiRequest(fillPath(contract.path, { communityId }), {
    method: 'PUT',
    body: { isLive },
    schema: contract.response,
  });
}

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublished,
    onSuccess: ({ communityId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: communityKeys.community(communityId) }),
      ]),
  });
}
