import type { archivedBodySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as moderate from '../moderate.ts';

export async function setArchived({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof postParamsSchema; body: typeof archivedBodySchema }>) {
  return { body: await moderate.setArchived(tenant, actor, params.postId, body.archived) };
}
