import type { updateProfileBodySchema } from '@hearth/shared/schemas/profile';
import type { HandlerInput } from '../../platform/http/route.ts';
import { updateProfile as update } from '../profile.ts';

export async function updateProfile(input: HandlerInput<{ body: typeof updateProfileBodySchema }>) {
  return { body: await update(input.actor!, input.body) };
}
