import type { upgradesQuerySchema } from '@hearth/shared/schemas/gamification';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as upgrades from '../profile-upgrades.ts';

export async function listProfileCovers({ tenant, actor, query }: HandlerInput<{ query: typeof upgradesQuerySchema }>) {
  return { body: await upgrades.listProfileCovers(tenant, actor, query) };
}
