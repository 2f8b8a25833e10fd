import type { communityParamsSchema } from '@hearth/shared/schemas/params';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { deleteCustomDomain as remove } from '../service.ts';

export async function deleteCustomDomain(input: HandlerInput<{ params: typeof communityParamsSchema }>) {
  if (!input.actor) throw unauthenticated();
  return { body: await remove(input.actor, input.params.communityId) };
}
