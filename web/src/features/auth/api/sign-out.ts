// Sign out: the API revokes the refresh token and clears the cookies; the session becomes empty here.
import { authRoutes } from '@hearth/shared/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiRequest } from '@/lib/api-client.ts';
import { setSession } from './get-session.ts';

export function signOut() {
  return apiRequest(authRoutes.signOut.path, {
    method: 'POST',
    schema: () => import('@hearth/shared/contracts/auth').then((m) => m.signOut.response),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Signed out here even when the answer is lost: the person asked to leave, and a later session check
    // shows the account again only if the cookies really survived.
    onSettled: () => setSession(queryClient, null),
  });
}

/** The Sign Out button: signs out, then goes to the tree's home page (also when the answer was lost). */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    pending: signOut.isPending,
    leave: () =>
      void signOut
        .mutateAsync()
        .catch(() => undefined)
        .then(() => navigate({ to: '/' })),
  };
}
