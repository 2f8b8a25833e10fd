// Invitations' server state (member-forum §2.10, §7.4): Invited Members by status and search (20 a page, infinite),
// Invite Members, and the sign-up page's "this link was opened".
import { gatekeepingRoutes } from '@hearth/shared/contracts/routes';
import type { InvitationTab, InviteMembersBody } from '@hearth/shared/schemas/invitations';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath, withQuery } from '@/lib/api-path.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';

const contract = () => import('@hearth/shared/contracts/gatekeeping');

export const invitationKeys = {
  all: ['invitations'] as const,
  of: (communityId: string) => [...invitationKeys.all, communityId] as const,
  list: (communityId: string, status: InvitationTab, search: string) =>
    [...invitationKeys.of(communityId), status, search] as const,
};

/** While invitations are being stored in the background, the list is asked again this often. */
const ARRIVAL_REFETCH_MS = 1000;

/** `awaited`: just-invited addresses; the list is asked again each second until all of them are listed. */
export const useInvitations = (
  communityId: string,
  status: InvitationTab,
  search: string,
  awaited: readonly string[] = [],
) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: invitationKeys.list(communityId, status, search),
      ...cursorPages((cursor, signal) =>
        apiRequest(
          withQuery(fillPath(gatekeepingRoutes.listInvitations.path, { communityId }), {
            status,
            search,
            cursor,
          }),
          { schema: () => contract().then((m) => m.listInvitations.response), signal },
        ),
      ),
      refetchInterval: (query) => {
        const listed = new Set(query.state.data?.pages.flatMap((page) => page.items.map((i) => i.email.toLowerCase())));
        return awaited.some((email) => !listed.has(email.toLowerCase())) && ARRIVAL_REFETCH_MS;
      },
    }),
  );

export function useInviteMembers(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMembersBody) =>
      apiRequest(fillPath(gatekeepingRoutes.inviteMembers.path, { communityId }), {
        method: 'POST',
        body,
        schema: () => contract().then((m) => m.inviteMembers.response),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.of(communityId) }),
  });
}

/** The sign-up page with an invitation link: marks it opened and answers the invited address (once per token). */
export const useOpenInvitation = (token: string | undefined) =>
  useQuery({
    queryKey: ['invitation-open', token],
    enabled: !!token,
    staleTime: Infinity,
    retry: false,
    queryFn: () =>
      apiRequest(gatekeepingRoutes.openInvitation.path, {
        method: 'POST',
        body: { token },
        schema: () => contract().then((m) => m.openInvitation.response),
      }),
  });
