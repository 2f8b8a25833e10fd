import type { activityQuerySchema, profileParamsSchema } from '@hearth/shared/schemas/members';
import type { HandlerInput } from '../../platform/http/route.ts';
import { listAuthorPosts } from '../../posts/feed.ts';
import * as profile from '../profile.ts';

export async function listProfilePosts({
  tenant,
  actor,
  params,
  query,
}: HandlerInput<{ params: typeof profileParamsSchema; query: typeof activityQuerySchema }>) {
  const memberId = await profile.profileMemberId(tenant, actor, params.slug);
  return { body: await listAuthorPosts(tenant, actor, memberId, query.cursor) };
}
