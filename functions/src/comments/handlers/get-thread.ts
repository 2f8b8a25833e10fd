import type { commentParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { getThread as get } from '../service.ts';

export async function getThread({ tenant, actor, params }: HandlerInput<{ params: typeof commentParamsSchema }>) {
  return { body: await get(tenant, actor, params.commentId) };
}
