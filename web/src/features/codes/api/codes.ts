// The owner's lifetime codes (owner-dashboard §3, §7 Codes): the list with its totals, stacking one code, applying
// the available codes to a community (or reserving them for the next one), and the sign-up form's check.
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys.ts';
import { communityKeys } from '@/features/communities/api/keys.ts';
import { apiRequest, type ResponseSchema } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';
import { codeKeys } from './keys.ts';

export const CODE_FILTERS = ['all', 'available', 'refunded', 'applied'] as const;
export type CodeFilter = (typeof CODE_FILTERS)[number];

export type CodeStatus = 'Available' | 'Applied' | 'Refunded';
export type CheckStatus = 'valid' | 'redeemed' | 'refunded' | 'invalid';
export type LifetimePlanId = 'lifetime-professional-plan' | 'lifetime-premium-plan';

export interface LifetimeCode {
  code: string;
  status: CodeStatus;
  planId: LifetimePlanId | null;
  communityId: string | null;
  communityName: string | null;
  redeemedAt: string;
}

export interface CodeTotals {
  totalAvailable: number;
  codesCount: number;
  planId: LifetimePlanId | null;
}

export interface CodeList {
  codes: LifetimeCode[];
  totals: CodeTotals;
}

export interface ApplyResult {
  communityId: string | null;
  planId: LifetimePlanId;
  codesUsed: number;
}

const paths = {
  list: '/api/v1/codes',
  check: '/api/v1/codes/check',
  redeem: '/api/v1/codes/redeem',
  apply: '/api/v1/codes/apply',
};

/** The API's answers are the server's own; the page trusts their shape. */
const asIs = <T>(): ResponseSchema<T> => ({ parse: (data) => data as T });

export const codesQueryOptions = (status: CodeFilter) =>
  queryOptions({
    queryKey: codeKeys.list(status),
    queryFn: ({ signal }) =>
      apiRequest(withQuery(paths.list, { status }), { schema: asIs<CodeList>(), signal }),
  });

export const useCodes = (status: CodeFilter) => useQuery(codesQueryOptions(status));

export function checkCodes(codes: string[], signal?: AbortSignal) {
  return apiRequest(paths.check, {
    method: 'POST',
    body: { codes },
    schema: asIs<{ results: Array<{ code: string; status: CheckStatus }> }>(),
    signal,
  });
}

export function redeemCodes(codes: string[]) {
  return apiRequest(paths.redeem, { method: 'POST', body: { codes }, schema: asIs<CodeList>() });
}

export function applyCodes(communityId: string | null) {
  return apiRequest(paths.apply, { method: 'POST', body: { communityId }, schema: asIs<ApplyResult>() });
}

/** A code list or a community's plan changed: every filter and the owner's communities (their plans) are read again. */
export async function refreshAfterCodes(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: codeKeys.all }),
    queryClient.invalidateQueries({ queryKey: communityKeys.all }),
    queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  ]);
}

export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => redeemCodes([code]),
    onSuccess: () => refreshAfterCodes(queryClient),
  });
}

export function useApplyCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (communityId: string | null) => applyCodes(communityId),
    onSuccess: () => refreshAfterCodes(queryClient),
  });
}
