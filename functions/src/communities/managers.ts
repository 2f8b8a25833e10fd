// Who may change a community's subforums and categories: its owner and editors (staff records, access level 90+),
// from the owner app (the community named in the path) or from the community's own host (where the path must name
// the host's community). Moderators, members and guests may not; another community's owner learns nothing.
import { ACCESS_LEVEL_ADMIN } from '@hearth/shared/constants/auth';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal, unauthenticated } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { getCommunity } from './store/community.ts';
import { getStaffRecord } from './store/staff.ts';

export interface Manager {
  actor: Actor;
  communityId: string;
}

export async function assertManager(
  tenant: Tenant | null | undefined,
  actor: Actor | null,
  communityId: string,
): Promise<Manager> {
  if (!actor) throw unauthenticated();
  if (tenant?.kind === 'community' && tenant.communityId !== communityId) throw refusal('NOT_STAFF');
  if (actor.communityId !== OWNER_APP_COMMUNITY_ID) {
    // A member account of this very community (a moderator, a member): known here, but not a manager.
    if (actor.communityId === communityId) throw refusal('STRUCTURE_MANAGERS_ONLY');
    throw refusal('NOT_STAFF');
  }
  const [staff, community] = await Promise.all([
    getStaffRecord(communityId, actor.memberId),
    getCommunity(communityId),
  ]);
  if (!staff || !community) throw refusal('NOT_STAFF');
  if (staff.accessLevel < ACCESS_LEVEL_ADMIN) throw refusal('STRUCTURE_MANAGERS_ONLY');
  return { actor, communityId };
}
