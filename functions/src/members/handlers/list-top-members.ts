import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { topMembersQuerySchema } from '@hearth/shared/schemas/gamification';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as leaderboard from '../leaderboard.ts';

export async function listTopMembers({
  actor,
  params,
  query,
}: HandlerInput<{ params: typeof communityParamsSchema; query: typeof topMembersQuerySchema }>) {
  return { body: await leaderboard.listTopMembers(actor!, params.communityId, query.cursor) };
}
