import type { draftListQuerySchema } from '@hearth/shared/schemas/drafts';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as drafts from '../drafts.ts';

export async function listDrafts({ tenant, actor, query }: HandlerInput<{ query: typeof draftListQuerySchema }>) {
  return { body: await drafts.listDrafts(tenant, actor, query.cursor) };
}
