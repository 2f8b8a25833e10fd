import type { draftParamsSchema } from '@hearth/shared/schemas/drafts';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as drafts from '../drafts.ts';

export async function deleteDraft({ tenant, actor, params }: HandlerInput<{ params: typeof draftParamsSchema }>) {
  return { body: await drafts.deleteDraft(tenant, actor, params.draftId) };
}
