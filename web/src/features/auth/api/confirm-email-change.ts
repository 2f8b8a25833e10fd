// Finish an e-mail change with the link's single-use token. The API ends the session, so the session is
// fetched again. Like verification, every call for a token shares the first answer (loaders may re-run).
import { confirmEmailChange as confirmEmailChangeContract } from '@hearth/shared/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { sessionKeys } from './get-session.ts';

const attempts = new Map<string, Promise<unknown>>();

export function confirmEmailChange(queryClient: QueryClient, token: string): Promise<unknown> {
  let attempt = attempts.get(token);
  if (!attempt) {
    const answer = apiRequest(confirmEmailChangeContract.path, {
      method: 'POST',
      body: { token },
      schema: confirmEmailChangeContract.response,
    });
    const refetchSession = () => queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'all' });
    attempt = answer.then(
      async (result) => {
        await refetchSession();
        return result;
      },
      async (error: unknown) => {
        await refetchSession();
        throw error;
      },
    );
    attempts.set(token, attempt);
  }
  return attempt;
}
