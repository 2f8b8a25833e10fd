import type { directoryQuerySchema } from '@hearth/shared/schemas/gamification';
import * as leaderboard from '../../members/leaderboard.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerActorOf } from '../owner-actor.ts';

export async function publicListMembers({
  tenant,
  apiKey,
  query,
}: HandlerInput<{ query: typeof directoryQuerySchema }>) {
  return { body: await leaderboard.listDirectory(tenant, ownerActorOf(apiKey), query) };
}
