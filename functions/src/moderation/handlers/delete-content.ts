import type { deleteContentBodySchema, deleteContentParamsSchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as service from '../service.ts';

export async function deleteContent({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof deleteContentParamsSchema; body: typeof deleteContentBodySchema }>) {
  return { body: await service.deleteContent(tenant, actor, params, body) };
}
