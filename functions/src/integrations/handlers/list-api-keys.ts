import type { communityParamsSchema } from '@hearth/shared/schemas/params';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { listApiKeys as list } from '../service.ts';

export async function listApiKeys(input: HandlerInput<{ params: typeof communityParamsSchema }>) {
  if (!input.actor) throw unauthenticated();
  return { body: await list(input.actor, input.params.communityId) };
}
