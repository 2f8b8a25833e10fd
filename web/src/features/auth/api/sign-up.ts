// Create an account; an invitation signs the new member in straight away, so the session is fetched then.
import { signUp as signUpContract } from '@hearth/shared/contracts/auth';
import type { SignUpBody } from '@hearth/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { sessionQueryOptions } from './get-session.ts';

export function signUp(body: SignUpBody) {
  return apiRequest(signUpContract.path, { method: 'POST', body, schema: signUpContract.response });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: async (result) => {
      if (result.signedIn) await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    },
  });
}
