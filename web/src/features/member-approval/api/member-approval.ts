// Member approval's server state (member-forum §2.10, §7.4): requests by status, bulk Approve / Deny, the White List.
import {
  decideMemberRequests as decideContract,
  getMemberWhitelist as getWhitelistContract,
  listMemberRequests as listContract,
  saveMemberWhitelist as saveWhitelistContract,
} from '@hearth/shared/contracts/gatekeeping';
import type { MemberRequestStatus } from '@hearth/shared/schemas/member-approval';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export const memberApprovalKeys = {
  all: ['member-approval'] as const,
  of: (communityId: string) => [...memberApprovalKeys.all, communityId] as const,
  requests: (communityId: string, status: MemberRequestStatus) =>
    [...memberApprovalKeys.of(communityId), 'requests', status] as const,
  whitelist: (communityId: string) => [...memberApprovalKeys.of(communityId), 'whitelist'] as const,
};

export const useMemberRequests = (communityId: string, status: MemberRequestStatus) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: memberApprovalKeys.requests(communityId, status),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ status });
        if (pageParam) query.set('cursor', pageParam);
        return apiRequest(`${fill(listContract.path, { communityId })}?${query}`, {
          schema: listContract.response,
          signal,
        });
      },
      getNextPageParam: (page) => page.nextCursor,
    }),
  );

export function useDecideMemberRequests(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { memberIds: string[]; decision: 'approve' | 'deny' }) =>
      apiRequest(fill(decideContract.path, { communityId }), {
        method: 'POST',
        body,
        schema: decideContract.response,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberApprovalKeys.of(communityId) }),
  });
}

export const useMemberWhitelist = (communityId: string) =>
  useQuery(
    queryOptions({
      queryKey: memberApprovalKeys.whitelist(communityId),
      queryFn: ({ signal }) =>
        apiRequest(fill(getWhitelistContract.path, { communityId }), { schema: getWhitelistContract.response, signal }),
    }),
  );

export function useSaveMemberWhitelist(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberWhitelist: string[]) =>
      apiRequest(fill(saveWhitelistContract.path, { communityId }), {
        method: 'PUT',
        body: { memberWhitelist },
        schema: saveWhitelistContract.response,
      }),
    onSuccess: (data) => queryClient.setQueryData(memberApprovalKeys.whitelist(communityId), data),
  });
}
