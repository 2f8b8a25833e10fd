import type { communityParamsSchema, publishBodySchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { setPublished as set } from '../service.ts';

export async function setPublished(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof publishBodySchema }>,
) {
  return { body: await set(ownerRequest(input).actor, input.params.communityId, input.body.isLive) };
}
