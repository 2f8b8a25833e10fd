// Mark the onboarding welcome step done; the answer is the updated session.
import { completeWelcome as completeWelcomeContract } from '@hearth/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { setSession } from './get-session.ts';

export function completeWelcome() {
  return apiRequest(completeWelcomeContract.path, { method: 'POST', schema: completeWelcomeContract.response });
}

export function useCompleteWelcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeWelcome,
    onSuccess: ({ user }) => setSession(queryClient, user),
  });
}
