// The owner's lifetime codes (owner-dashboard §3, §7 Codes): the list with its totals, stacking one code, applying
// the available codes to a community (or reserving them for the next one), and the sign-up form's check.
import { codesRoutes } from '@hearth/shared/contracts/routes';
import type { CodeList } from '@hearth/shared/schemas/codes';
import type { CodeStatus } from '@hearth/shared/rules/lifetime-codes';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys.ts';
import { communityKeys } from '@/features/communities/api/keys.ts';
import { apiRequest, isApiError } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';
import { markCreateCommunity } from '../marketplace-storage.ts';
import { codeKeys } from './keys.ts';

/** The /appsumo filter, in the spec's order: All / Available / Refunded / Applied. */
export const CODE_FILTERS = ['all', 'available', 'refunded', 'applied'] as const satisfies ReadonlyArray<
  'all' | CodeStatus
>;
export type CodeFilter = (typeof CODE_FILTERS)[number];

const contract = () => import('@hearth/shared/contracts/codes');

export function listCodes(status: CodeFilter, signal?: AbortSignal): Promise<CodeList> {
  return apiRequest(withQuery(codesRoutes.listCodes.path, { status }), {
    schema: () => contract().then((m) => m.listCodes.response),
    signal,
  });
}

export const codesQueryOptions = (status: CodeFilter) =>
  queryOptions({ queryKey: codeKeys.list(status), queryFn: ({ signal }) => listCodes(status, signal) });

export const useCodes = (status: CodeFilter) => useQuery(codesQueryOptions(status));

export function checkCodes(codes: string[], signal?: AbortSignal) {
  return apiRequest(codesRoutes.checkCodes.path, {
    method: 'POST',
    body: { codes },
    schema: () => contract().then((m) => m.checkCodes.response),
    signal,
  });
}

export function redeemCodes(codes: string[]) {
  return apiRequest(codesRoutes.redeemCodes.path, {
    method: 'POST',
    body: { codes },
    schema: () => contract().then((m) => m.redeemCodes.response),
  });
}

/** A community the caller owns, or null: the codes wait for the next community the builder creates. */
export function applyCodes(communityId: string | null) {
  return apiRequest(codesRoutes.applyCodes.path, {
    method: 'POST',
    body: { communityId },
    schema: () => contract().then((m) => m.applyCodes.response),
  });
}

/** Codes changed hands or plans: every filter, the owner's communities (their plans) and subscriptions are read again. */
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

/**
 * The owner's available codes reserved for the community they build next (its publish takes the plan), and the
 * create-community flag set for the builder. Codes an earlier try reserved wait for that same community: no failure.
 */
export async function reserveForNextCommunity(): Promise<void> {
  await applyCodes(null).catch((error: unknown) => {
    if (!(isApiError(error) && error.reason === 'CODES_RESERVED_ALREADY')) throw error;
  });
  markCreateCommunity();
}

export function useReserveForNextCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveForNextCommunity,
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
