// E-mail a password reset link.
import { forgotPassword as forgotPasswordContract } from '@hearth/shared/contracts/auth';
import type { emailOnlyBodySchema } from '@hearth/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

export function forgotPassword(body: z.input<typeof emailOnlyBodySchema>) {
  return apiRequest(forgotPasswordContract.path, {
    method: 'POST',
    body,
    schema: forgotPasswordContract.response,
  });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
