// The builder's live subdomain check: whether the API would let this subdomain be claimed now.
import { checkSubdomain as contract } from '@hearth/shared/contracts/communities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { communityKeys, fillPath } from './keys.ts';

export function checkSubdomain(subdomain: string, signal?: AbortSignal) {
  return apiRequest(fillPath(contract.path, { subdomain }), { schema: contract.response, signal });
}

export const subdomainQueryOptions = (subdomain: string) =>
  queryOptions({
    queryKey: communityKeys.subdomain(subdomain),
    queryFn: ({ signal }) => checkSubdomain(subdomain, signal),
    // Someone else may claim it meanwhile; a short memory only spares re-asking while the owner edits back and forth.
    staleTime: 10_000,
  });

/** Asks only when `subdomain` is non-null (the caller passes it once the rules pass and the typing settles). */
export const useSubdomainAvailability = (subdomain: string | null) =>
  useQuery({ ...subdomainQueryOptions(subdomain ?? ''), enabled: subdomain !== null });
