// Confirm an e-mail address with the link's single-use token. Routes call it from a loader, which may run
// again (a reload of the route); the token is spent once, so every call for a token shares the first answer.
import { verifyEmail as verifyEmailContract } from '@hearth/shared/contracts/auth';
import { apiRequest } from '@/lib/api-client.ts';

const attempts = new Map<string, Promise<unknown>>();

export function verifyEmail(token: string): Promise<unknown> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = apiRequest(verifyEmailContract.path, {
      method: 'POST',
      body: { token },
      schema: verifyEmailContract.response,
    });
    attempts.set(token, attempt);
  }
  return attempt;
}
