import type { communityParamsSchema } from '@hearth/shared/schemas/params';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { getCustomDomain as read } from '../service.ts';

export async function getCustomDomain(input: HandlerInput<{ params: typeof communityParamsSchema }>) {
  if (!input.actor) throw unauthenticated();
  return { body: await read(input.actor, input.params.communityId) };
}
