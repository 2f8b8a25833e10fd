// The Custom Domain section's data: the status (re-fetched every few seconds while something moves by itself —
// validation pending, the distribution deploying, the CNAME unresolved, a deletion running), the add and the delete,
// each answering the fresh status that replaces the cached one.
import * as contracts from '@hearth/shared/contracts/custom-domains';
import { domainView } from '@hearth/shared/rules/custom-domain';
import type { CustomDomainStatus } from '@hearth/shared/schemas/custom-domains';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { platformKeys } from './platform-settings.ts';

/** How often the status is asked again while it is moving. */
export const CUSTOM_DOMAIN_POLL_MS = 5_000;

export const customDomainKeys = {
  community: (communityId: string) => [...platformKeys.community(communityId), 'custom-domain'] as const,
};

/** Re-fetch while the status machine says something moves; stop once it rests (Connected, failed, no domain). */
export const customDomainPollInterval = (status: CustomDomainStatus | undefined) =>
  status && domainView(status)?.poll ? CUSTOM_DOMAIN_POLL_MS : false;

export const customDomainQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: customDomainKeys.community(communityId),
    queryFn: ({ signal }) =>
      apiRequest(fillPath(contracts.getCustomDomain.path, { communityId }), {
        schema: contracts.getCustomDomain.response,
        signal,
      }),
    refetchInterval: (query) => customDomainPollInterval(query.state.data),
  });

export const useCustomDomain = (communityId: string) => useQuery(customDomainQueryOptions(communityId));

/** Adds the domain (normalized by the shared body schema on the server); the answer is the new status. */
export function useAddCustomDomain(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { customDomain: string }) =>
      apiRequest(fillPath(contracts.addCustomDomain.path, { communityId }), {
        method: 'PUT',
        body,
        schema: contracts.addCustomDomain.response,
      }),
    onSuccess: (status) => queryClient.setQueryData(customDomainKeys.community(communityId), status),
    // A refusal may mean the status moved meanwhile (a domain added elsewhere, a deletion running): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: customDomainKeys.community(communityId) }),
  });
}

/** Starts the deletion; the answer (Deleting) replaces the status, which is then polled until the domain is gone. */
export function useDeleteCustomDomain(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(fillPath(contracts.deleteCustomDomain.path, { communityId }), {
        method: 'DELETE',
        schema: contracts.deleteCustomDomain.response,
      }),
    onSuccess: (status) => queryClient.setQueryData(customDomainKeys.community(communityId), status),
    onError: () => queryClient.invalidateQueries({ queryKey: customDomainKeys.community(communityId) }),
  });
}
