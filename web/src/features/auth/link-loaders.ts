// Loaders of the pages the e-mailed links open: spend the token, then redirect to the outcome's page.
import * as messages from '@hearth/shared/messages';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client.ts';
import { confirmEmailChange } from './api/confirm-email-change.ts';
import { verifyEmail } from './api/verify-email.ts';
import { authPaths } from './paths.ts';

export async function verifyEmailLink(token: string | undefined): Promise<never> {
  const verified = token
    ? await verifyEmail(token).then(
        () => true,
        () => false,
      )
    : false;
  throw redirect({ to: verified ? authPaths.verificationSuccess : authPaths.verificationFailed, replace: true });
}

export async function confirmEmailChangeLink(queryClient: QueryClient, token: string | undefined): Promise<never> {
  let reason: string | undefined;
  if (!token) reason = messages.linkInvalid;
  else {
    try {
      await confirmEmailChange(queryClient, token);
    } catch (error) {
      reason = isApiError(error) ? error.message : messages.generic;
    }
  }
  throw reason === undefined
    ? redirect({ to: authPaths.changeEmailSuccess, replace: true })
    : redirect({ to: authPaths.changeEmailFailed, search: { reason }, replace: true });
}
