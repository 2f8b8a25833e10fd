// Send the verification link again (the API answers the same whether or not the account exists).
import { resendVerification as resendVerificationContract } from '@hearth/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function resendVerification(email: string) {
  return apiRequest(resendVerificationContract.path, {
    method: 'POST',
    body: { email },
    schema: resendVerificationContract.response,
  });
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
