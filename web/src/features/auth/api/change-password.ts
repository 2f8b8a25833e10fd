// Change the password of the signed-in account (the current one is required).
import { changePassword as changePasswordContract } from '@hearth/shared/contracts/auth';
import type { changePasswordBodySchema } from '@hearth/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export function changePassword(body: ChangePasswordBody) {
  return apiRequest(changePasswordContract.path, { method: 'POST', body, schema: changePasswordContract.response });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
