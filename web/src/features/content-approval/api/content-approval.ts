// Content approval's server state (member-forum §2.10, §4): the Post Submissions list and the post's own approval
// call (Approve / Deny). The list names its community in the path on both trees; the decision is the post's own call on
// a community host, and the owner app's Community Manager names the community (`viaOwnerApp`).
import { listPostSubmissions as listContract } from '@hearth/shared/contracts/gatekeeping';
import { setCommunityPostApproval as ownerAppApprovalContract } from '@hearth/shared/contracts/moderation';
import { setApproval as approvalContract } from '@hearth/shared/contracts/posts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export const contentApprovalKeys = {
  all: ['content-approval'] as const,
  list: (communityId: string) => [...contentApprovalKeys.all, communityId] as const,
};

export const usePostSubmissions = (communityId: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: contentApprovalKeys.list(communityId),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const suffix = pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : '';
        return apiRequest(`${fill(listContract.path, { communityId })}${suffix}`, {
          schema: listContract.response,
          signal,
        });
      },
      getNextPageParam: (page) => page.nextCursor,
    }),
  );

/** Approve or Deny one submission; the list reloads (the page keeps what it decided off it meanwhile). */
export function useDecidePost(communityId: string, viaOwnerApp = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, approved }: { postId: string; approved: boolean }) =>
      apiRequest(
        viaOwnerApp
          ? fill(ownerAppApprovalContract.path, { communityId, postId })
          : fill(approvalContract.path, { postId }),
        { method: 'PUT', body: { approved }, schema: approvalContract.response },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentApprovalKeys.list(communityId) }),
  });
}
