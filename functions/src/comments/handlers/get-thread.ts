import { idOfSlug } from '@hearth/shared/rules/slug';
import type { commentRefParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { getThread as get } from '../service.ts';

/** `commentId` is the comment's slug or its bare id (older links); one without an id at its end finds nothing. */
export async function getThread({ tenant, actor, params }: HandlerInput<{ params: typeof commentRefParamsSchema }>) {
  return { body: await get(tenant, actor, idOfSlug(params.commentId) ?? params.commentId) };
}
