// A member's avatar (member-forum §2.4, §4, §5): a presigned upload under the member's own prefix, then the bytes
// verified (size, magic bytes, stored type) before the member item points at it. Static images arrive cropped as
// JPEG from the browser; an animated GIF is uploaded as it is, by subscribers only.
import { forumWriter } from './gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal } from '../platform/http/errors.ts';
import { createUpload, type UploadPolicy, verifyUpload } from '../platform/storage/uploads.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { isSubscriber } from './model.ts';
import { noteCompletion, profileView } from './profile.ts';
import * as profileStore from './store/profile.ts';

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const avatarPolicy = (communityId: string, memberId: string, gif: boolean): UploadPolicy => ({
  prefix: `c/${communityId}/avatars/${memberId}`,
  allowedTypes: gif ? ['image/png', 'image/jpeg', 'image/gif'] : ['image/png', 'image/jpeg'],
  maxBytes: AVATAR_MAX_BYTES,
});

export async function createAvatarUpload(
  tenant: Tenant | null,
  actor: Actor | null,
  fileType: 'image/png' | 'image/jpeg' | 'image/gif',
) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const subscriber = isSubscriber(member);
  if (fileType === 'image/gif' && !subscriber) throw refusal('AVATAR_GIF_SUBSCRIBERS_ONLY');
  return createUpload(avatarPolicy(forum.config.community.communityId, memberId, subscriber), fileType);
}

/** Verifies the upload (a GIF from a non-subscriber is refused and deleted like any other bad file), then sets it. */
export async function setAvatar(tenant: Tenant | null, actor: Actor | null, key: string) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const cid = forum.config.community.communityId;
  const subscriber = isSubscriber(member);
  const verified = await verifyUpload(avatarPolicy(cid, memberId, true), key);
  if (verified.type === 'image/gif' && !subscriber) {
    await verifyUpload(avatarPolicy(cid, memberId, false), key).catch(() => null);
    throw refusal('AVATAR_GIF_SUBSCRIBERS_ONLY');
  }
  const updated = await profileStore.setProfilePicKey(cid, memberId, verified.key);
  if (!updated) throw refusal('MEMBER_MISSING');
  return profileView(forum, await noteCompletion(updated));
}
