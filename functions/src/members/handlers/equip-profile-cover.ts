import type { equipProfileCoverBodySchema } from '@hearth/shared/schemas/gamification';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as upgrades from '../profile-upgrades.ts';

export async function equipProfileCover({
  tenant,
  actor,
  body,
}: HandlerInput<{ body: typeof equipProfileCoverBodySchema }>) {
  return { body: await upgrades.equipProfileCover(tenant, actor, body.profileCoverId) };
}
