// Giving and taking members' roles (member-forum §2.10 Roles; owner-dashboard §6): who is asking decides what they
// may change (rules/roles.ts assignmentRefusal), checked before any write; then members/roles.ts writes the change.
import { assignmentRefusal, type RoleChanger } from '@hearth/shared/rules/roles';
import { roleForAssignment } from '../communities/roles.ts';
import { siteChanger, staffChanger } from './staff.ts';
import type { RoleItem } from '../communities/config.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { fullNameKey, type MemberItem } from './model.ts';
import { RoleGone, listRoleMembers, setRole } from './roles.ts';

export interface AssignInput {
  roleId: string;
  memberIds: string[];
  remove: boolean;
}

/** The permissions a member holds through its roles (Members' own are nobody's to change here). */
const permissionsOf = (roles: RoleItem[], member: MemberItem) => {
  const held: Record<string, boolean> = {};
  for (const role of roles) {
    if (!(member.roleIds ?? []).includes(role.id)) continue;
    for (const [name, value] of Object.entries(role.permissions)) if (value) held[name] = true;
  }
  return held;
};

async function assign(changer: RoleChanger, communityId: string, roles: () => Promise<RoleItem[]>, input: AssignInput) {
  // Refusals that do not depend on the role first, so a moderator learns nothing about role ids.
  const early = assignmentRefusal(changer, { id: '', permissions: {} });
  if (early) throw refusal(early);
  const role = await roleForAssignment(communityId, input.roleId);
  if (!role) throw refusal('ROLE_UNKNOWN');
  const own = assignmentRefusal(changer, role);
  if (own) throw refusal(own);
  const all = changer === 'admin' ? await roles() : [];
  try {
    const results = await setRole(
      communityId,
      { id: role.id, name: role.name },
      input.memberIds,
      input.remove,
      async () => (await roleForAssignment(communityId, role.id)) !== null,
      (members) => {
        for (const member of members) {
          const refused = assignmentRefusal(changer, role, permissionsOf(all, member));
          if (refused) throw refusal(refused);
        }
      },
    );
    return { role: { id: role.id, name: role.name }, results };
  } catch (error) {
    if (error instanceof RoleGone) throw refusal('ROLE_UNKNOWN');
    throw error;
  }
}

/** Owner app (Community Manager): the owner and editors change any member's roles. */
export async function assignRoleAsStaff(actor: Actor, communityId: string, input: AssignInput) {
  const { changer } = await staffChanger(actor, communityId);
  return assign(changer, communityId, async () => [], input);
}

/** Community site (/dashboard/roles): admins change roles below admin; moderators and members are refused. */
export async function assignRoleOnSite(tenant: Tenant | null, actor: Actor | null, input: AssignInput) {
  const { changer, community, roles } = await siteChanger(tenant, actor);
  return assign(changer, community.communityId, async () => roles, input);
}

type ListQuery = Parameters<typeof listRoleMembers>[1];
const nameKey = (search: string) => fullNameKey({ firstName: search, lastName: '' }).trim();

export async function listMembersAsStaff(actor: Actor, communityId: string, query: ListQuery) {
  await staffChanger(actor, communityId);
  return listRoleMembers(communityId, query, nameKey);
}

export async function listMembersOnSite(tenant: Tenant | null, actor: Actor | null, query: ListQuery) {
  const { changer, community } = await siteChanger(tenant, actor);
  if (changer === 'member' || changer === 'guest') throw refusal('ROLES_ADMIN_ONLY');
  return listRoleMembers(community.communityId, query, nameKey);
}
