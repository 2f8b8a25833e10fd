import type { setAvatarBodySchema } from '@hearth/shared/schemas/members';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as avatar from '../avatar.ts';

export async function setAvatar({ tenant, actor, body }: HandlerInput<{ body: typeof setAvatarBodySchema }>) {
  return { body: await avatar.setAvatar(tenant, actor, body.key) };
}
