// Start an e-mail change: a confirmation link goes to the new address.
import { changeEmail as changeEmailContract } from '@hearth/shared/contracts/auth';
import type { changeEmailBodySchema } from '@hearth/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

export function changeEmail(body: ChangeEmailBody) {
  return apiRequest(changeEmailContract.path, { method: 'POST', body, schema: changeEmailContract.response });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
