import type { HandlerInput } from '../../platform/http/route.ts';
import * as leaderboard from '../leaderboard.ts';

export async function getLeaderboard({ tenant, actor }: HandlerInput<object>) {
  return { body: await leaderboard.getLeaderboard(tenant, actor) };
}
