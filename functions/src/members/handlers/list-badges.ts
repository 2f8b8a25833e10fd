import type { badgesQuerySchema } from '@hearth/shared/schemas/gamification';
import type { profileParamsSchema } from '@hearth/shared/schemas/members';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as badges from '../badges.ts';

export async function listBadges({
  tenant,
  actor,
  params,
  query,
}: HandlerInput<{ params: typeof profileParamsSchema; query: typeof badgesQuerySchema }>) {
  return { body: await badges.listBadges(tenant, actor, params.slug, query) };
}
