// E-mail a password reset link.
import { forgotPassword as forgotPasswordContract } from '@hearth/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function forgotPassword(email: string) {
  return apiRequest(forgotPasswordContract.path, {
    method: 'POST',
    body: { email },
    schema: forgotPasswordContract.response,
  });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
