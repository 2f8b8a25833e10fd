import type { directoryQuerySchema } from '@hearth/shared/schemas/gamification';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as leaderboard from '../leaderboard.ts';

export async function listDirectory({ tenant, actor, query }: HandlerInput<{ query: typeof directoryQuerySchema }>) {
  return { body: await leaderboard.listDirectory(tenant, actor, query) };
}
