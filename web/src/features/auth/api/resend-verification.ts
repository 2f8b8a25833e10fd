// Send the verification link again (the API answers the same whether or not the account exists).
import { resendVerification as resendVerificationContract } from '@hearth/shared/contracts/auth';
import type { emailOnlyBodySchema } from '@hearth/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

export function resendVerification(body: z.input<typeof emailOnlyBodySchema>) {
  return apiRequest(resendVerificationContract.path, {
    method: 'POST',
    body,
    schema: resendVerificationContract.response,
  });
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
