// The rights an API key's calls use: the community owner's, as the owner app's staff record gives them, so the public
// API meets the same permission, validation, word-filter and sanitizing rules as the owner on the site. Posts made
// through the API are the owner's (the platform has no separate system author). Issued now: a key is checked on
// every request, so the owner's ended sessions do not end it (disabling or deleting the key does).
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import type { Actor } from '../platform/auth/verify.ts';
import type { ApiKeyCaller } from '../platform/http/api-key.ts';
import { unauthenticated } from '../platform/http/errors.ts';

export function ownerActorOf(caller: ApiKeyCaller | null | undefined, now = Date.now()): Actor {
  if (!caller) throw unauthenticated();
  return {
    sub: `api-key:${caller.keyId}`,
    username: `${OWNER_APP_COMMUNITY_ID}|api-key:${caller.keyId}`,
    communityId: OWNER_APP_COMMUNITY_ID,
    memberId: caller.ownerMemberId,
    email: '',
    issuedAt: Math.floor(now / 1000),
    staff: { accessLevel: ACCESS_LEVEL_OWNER, role: 'owner' },
  };
}
