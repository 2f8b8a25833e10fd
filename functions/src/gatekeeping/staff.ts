// Who is asking on a gatekeeping screen: owner-app staff (the community named in the path) by their staff record,
// or a member of this host's community by their roles. On a community host the path must name that host's community.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { type RoleChanger, canViewRoles } from '@hearth/shared/rules/roles';
import { siteChanger, staffChanger } from '../communities/roles.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal, unauthenticated } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';

export interface Staff {
  actor: Actor;
  changer: RoleChanger;
  community: { communityId: string; subdomain: string; communityName: string };
}

/** Admins and moderators (and the owner and editors) pass; members are refused; strangers learn nothing (404). */
export async function staffIn(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  memberRefusal:
    | 'WORD_FILTER_STAFF_ONLY'
    | 'MEMBER_APPROVAL_ADMINS_ONLY'
    | 'CONTENT_APPROVAL_STAFF_ONLY'
    | 'INVITATIONS_ADMINS_ONLY',
): Promise<Staff> {
  if (!actor) throw unauthenticated();
  if (tenant?.kind === 'community' && tenant.communityId !== communityId) throw refusal('NOT_STAFF');
  if (actor.communityId === OWNER_APP_COMMUNITY_ID) {
    const { changer, community } = await staffChanger(actor, communityId);
    return { actor, changer, community };
  }
  if (actor.communityId !== communityId) throw refusal('NOT_STAFF');
  const { changer, community } = await siteChanger(tenant, actor);
  if (!canViewRoles(changer)) throw refusal(memberRefusal);
  return { actor, changer, community };
}

/** Admins, the owner and editors: who change the word filter and decide registrations. */
export const isAdminLike = (changer: RoleChanger) => changer === 'owner' || changer === 'editor' || changer === 'admin';
