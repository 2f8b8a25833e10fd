import type { archivedBodySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { setArchived as set } from '../service.ts';

export async function setArchived({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof postParamsSchema; body: typeof archivedBodySchema }>) {
  return { body: await set(tenant, actor, params.postId, body.archived) };
}
