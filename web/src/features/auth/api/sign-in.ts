// Sign in with e-mail and password; the answer's account becomes the session at once.
import { signIn as signInContract } from '@hearth/shared/contracts/auth';
import type { signInBodySchema } from '@hearth/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { setSession } from './get-session.ts';

export type SignInBody = z.input<typeof signInBodySchema>;

export function signIn(body: SignInBody) {
  return apiRequest(signInContract.path, { method: 'POST', body, schema: signInContract.response });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => setSession(queryClient, user),
  });
}
