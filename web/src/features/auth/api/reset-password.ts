// Set a new password with the e-mailed link's token.
import { resetPassword as resetPasswordContract } from '@hearth/shared/contracts/auth';
import type { resetPasswordBodySchema } from '@hearth/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest(resetPasswordContract.path, { method: 'POST', body, schema: resetPasswordContract.response });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
