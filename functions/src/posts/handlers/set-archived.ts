import type { archivedBodySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as moderate from '../moderate.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; body: typeof archivedBodySchema }>;

export async function setArchived({ tenant, actor, params, body }: Input) {
  return { body: await moderate.setArchived(tenant, actor, params.postId, body.archived) };
}
