import type { draftParamsSchema, saveDraftBodySchema } from '@hearth/shared/schemas/drafts';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as drafts from '../drafts.ts';

type Input = HandlerInput<{ params: typeof draftParamsSchema; body: typeof saveDraftBodySchema }>;

export async function saveDraft({ tenant, actor, params, body }: Input) {
  return { body: await drafts.saveDraft(tenant, actor, params.draftId, body) };
}
