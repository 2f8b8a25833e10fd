import type { activityQuerySchema, profileParamsSchema } from '@hearth/shared/schemas/members';
import { listAuthorComments } from '../../comments/read.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as profile from '../profile.ts';

export async function listProfileComments({
  tenant,
  actor,
  params,
  query,
}: HandlerInput<{ params: typeof profileParamsSchema; query: typeof activityQuerySchema }>) {
  const memberId = await profile.profileMemberId(tenant, actor, params.slug);
  return { body: await listAuthorComments(tenant, actor, memberId, query.cursor) };
}
