// Who is asking as staff: on the owner app, an account by its staff record in the community named in the path
// (`staffChanger`); on the community site, the member through the membership gate with their roles' permissions
// (`siteChanger`); and on the staff screens (word filter, approvals, invitations, roles) either of the two (`staffIn`).
// On a community host the path must name that host's community.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { ACCESS_LEVEL_ADMIN } from '@hearth/shared/constants/auth';
import { type RoleChanger, canViewRoles, changerOf } from '@hearth/shared/rules/roles';
import { getCommunity } from '../communities/service.ts';
import { getStaffRecord } from '../communities/staff.ts';
import { forumWriter } from './gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal, unauthenticated } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';

/** Who is asking, on the owner app: their staff record in the community (else 404, as for any stranger). */
export async function staffChanger(actor: Actor, communityId: string) {
  const [staff, community] = await Promise.all([
    getStaffRecord(communityId, actor.memberId),
    getCommunity(communityId),
  ]);
  if (!staff || !community || actor.communityId !== OWNER_APP_COMMUNITY_ID) throw refusal('NOT_STAFF');
  if (staff.accessLevel < ACCESS_LEVEL_ADMIN) throw refusal('STAFF_ONLY');
  const changer: RoleChanger = changerOf({ signedIn: true, accessLevel: staff.accessLevel, permissions: {} });
  return { changer, community };
}

/**
 * Who is asking, on the community site: the account as an active, unbanned member read fresh (or owner-app staff
 * through their staff record), with its roles' permissions joined.
 */
export async function siteChanger(tenant: Tenant | null, actor: Actor | null) {
  const { forum } = await forumWriter(tenant, actor);
  const permissions: Record<string, boolean> = {};
  for (const role of forum.viewer.roles) {
    for (const [name, value] of Object.entries(role.permissions)) if (value) permissions[name] = true;
  }
  const changer = changerOf({ signedIn: true, accessLevel: forum.viewer.accessLevel, permissions });
  return { changer, community: forum.config.community, roles: forum.config.roles };
}

export interface Staff {
  actor: Actor;
  changer: RoleChanger;
  community: { communityId: string; subdomain: string; customDomain?: string; communityName: string };
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
