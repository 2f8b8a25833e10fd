import type { commentParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as compose from '../compose.ts';

export async function deleteComment({ tenant, actor, params }: HandlerInput<{ params: typeof commentParamsSchema }>) {
  return { body: await compose.deleteComment(tenant, actor, params.commentId) };
}
