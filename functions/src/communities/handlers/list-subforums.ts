import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { listSubforums as list } from '../subforums.ts';

export async function listSubforums(input: HandlerInput<{ params: typeof communityParamsSchema }>) {
  return { body: await list(input.tenant, input.actor, input.params.communityId) };
}
