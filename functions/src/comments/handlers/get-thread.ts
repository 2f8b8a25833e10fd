import { idOfSlug } from '@hearth/shared/rules/slug';
import type { commentRefParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as read from '../read.ts';

/** `commentId` is the comment's slug or its bare id (older links); one without an id at its end finds nothing. */
export async function getThread({ tenant, actor, params }: HandlerInput<{ params: typeof commentRefParamsSchema }>) {
  return { body: await read.getThread(tenant, actor, idOfSlug(params.commentId) ?? params.commentId) };
}
