import type { draftParamsSchema } from '@hearth/shared/schemas/drafts';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as drafts from '../drafts.ts';

export async function getDraft({ tenant, actor, params }: HandlerInput<{ params: typeof draftParamsSchema }>) {
  return { body: await drafts.getDraft(tenant, actor, params.draftId) };
}
