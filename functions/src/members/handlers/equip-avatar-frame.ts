import type { equipAvatarFrameBodySchema } from '@hearth/shared/schemas/gamification';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as upgrades from '../profile-upgrades.ts';

export async function equipAvatarFrame({
  tenant,
  actor,
  body,
}: HandlerInput<{ body: typeof equipAvatarFrameBodySchema }>) {
  return { body: await upgrades.equipAvatarFrame(tenant, actor, body.avatarFrameId) };
}
