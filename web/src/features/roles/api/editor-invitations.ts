// The invitee's side of an editor invitation (owner app): what the e-mailed link offers, accepting and declining.
// Accepting changes the account's communities, so the switcher's list is fetched again.
import {
  acceptEditorInvitation as acceptContract,
  declineEditorInvitation as declineContract,
  viewEditorInvitation as viewContract,
} from '@hearth/shared/contracts/roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const editorInvitationKeys = {
  all: ['editor-invitation'] as const,
  view: (token: string) => [...editorInvitationKeys.all, token] as const,
};

export const editorInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: editorInvitationKeys.view(token),
    queryFn: ({ signal }) =>
      apiRequest(viewContract.path, { method: 'POST', body: { token }, schema: viewContract.response, signal }),
    // A refused link stays refused: no retries, so the page says so at once.
    retry: false,
  });

export const useEditorInvitation = (token: string) => useQuery(editorInvitationQueryOptions(token));

export function useAcceptEditorInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(acceptContract.path, { method: 'POST', body: { token }, schema: acceptContract.response }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDeclineEditorInvitation(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(declineContract.path, { method: 'POST', body: { token }, schema: declineContract.response }),
  });
}
