import type { deleteContentBodySchema, deleteContentParamsSchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as contentActions from '../content-actions.ts';

export async function deleteContent({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof deleteContentParamsSchema; body: typeof deleteContentBodySchema }>) {
  return { body: await contentActions.deleteContent(tenant, actor, params, body) };
}
