import type { avatarUploadBodySchema } from '@hearth/shared/schemas/members';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as avatar from '../avatar.ts';

export async function createAvatarUpload({
  tenant,
  actor,
  body,
}: HandlerInput<{ body: typeof avatarUploadBodySchema }>) {
  return { status: 201, body: await avatar.createAvatarUpload(tenant, actor, body.fileType) };
}
