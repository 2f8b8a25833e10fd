import type { postSubmissionsParamsSchema, postSubmissionsQuerySchema } from '@hearth/shared/schemas/content-approval';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as submissions from '../post-submissions.ts';

export async function listPostSubmissions({
  tenant,
  actor,
  params,
  query,
}: HandlerInput<{ params: typeof postSubmissionsParamsSchema; query: typeof postSubmissionsQuerySchema }>) {
  return { body: await submissions.listPostSubmissions(tenant, actor, params.communityId, query.cursor) };
}
