// Role definitions (owner-dashboard §3, §5, §6; member-forum §2.10): list with member counts, add (capped
// by plan), edit, delete (its members move to Members in the background). Every write checks who is asking first: the
// owner and editors manage roles (editors themselves: gatekeeping/editors/service.ts). The role items are the
// community's (communities/roles.ts); who holds them is this domain's (roles.ts).
import { listedPermissions } from '@hearth/shared/rules/permissions';
import { customRoleLimit, planInForce } from '@hearth/shared/rules/plan-features';
import {
  canEditRoleDefinitions,
  canViewRoles,
  customRoleAllowance,
  grantsAdmin,
  grantsModerator,
  isDefaultRole,
  permissionsFromIds,
} from '@hearth/shared/rules/roles';
import type { RoleView, RolesList } from '@hearth/shared/schemas/roles';
import { ulid } from 'ulid';
import type { CommunityItem } from '../communities/config.ts';
import * as roleItems from '../communities/roles.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { countRoleHolders } from './roles.ts';
import { siteChanger, staffChanger } from './staff.ts';

const toRoleView = (role: roleItems.RoleItem, usersCount: number): RoleView => ({
  id: role.id,
  name: role.name,
  color: role.color,
  permissions: listedPermissions().map((entry) => ({
    id: entry.id,
    name: entry.name,
    level: entry.level,
    value: role.permissions[entry.name] === true,
    texts: entry.texts,
  })),
  usersCount,
  isAdminRole: grantsAdmin(role.permissions),
  isModerRole: grantsModerator(role.permissions),
  isDefault: isDefaultRole(role.id),
});

/** Every role with its member count (Members: every registered member) and the plan's custom-role allowance. */
async function rolesList(community: CommunityItem): Promise<RolesList> {
  const roles = await roleItems.listRoles(community.communityId);
  const counts = await Promise.all(
    roles.map((role) =>
      role.id === 'members'
        ? Promise.resolve(community.memberCount ?? 0)
        : countRoleHolders(community.communityId, role.id),
    ),
  );
  const custom = roles.filter((role) => !isDefaultRole(role.id)).length;
  return {
    roles: roles.map((role, i) => toRoleView(role, counts[i]!)),
    limit: customRoleAllowance(planInForce(community), custom),
  };
}

export async function listRoles(actor: Actor, communityId: string) {
  const { community } = await staffChanger(actor, communityId);
  return rolesList(community);
}

/** The community site's Roles page: admins and moderators read the roles; members are refused. */
export async function listSiteRoles(tenant: Tenant | null, actor: Actor | null) {
  const { changer, community } = await siteChanger(tenant, actor);
  if (!canViewRoles(changer)) throw refusal('ROLES_ADMIN_ONLY');
  return rolesList(community);
}

async function definer(actor: Actor, communityId: string) {
  const who = await staffChanger(actor, communityId);
  if (!canEditRoleDefinitions(who.changer)) throw refusal('STAFF_ONLY');
  return who;
}

function assertNameFree(roles: roleItems.RoleItem[], name: string, except?: string) {
  const taken = roles.some((r) => r.id !== except && r.name.trim().toLowerCase() === name.trim().toLowerCase());
  if (taken) throw refusal('ROLE_NAME_TAKEN');
}

export interface RoleInput {
  name: string;
  color: string;
  permissionIds: string[];
}

/**
 * Adds a custom role; refused when the plan's cap is reached (also when two adds race for the last place). After a
 * downgrade the community may hold more than its new cap: those roles stay (listed, edited, deleted as before) and
 * only adding is refused, until deletes bring the count under the cap.
 */
export async function addRole(actor: Actor, communityId: string, input: RoleInput) {
  const { community } = await definer(actor, communityId);
  const max = customRoleLimit(planInForce(community));
  if (max === 0) throw refusal('ROLE_LIMIT_REACHED');
  const roles = await roleItems.listRoles(communityId);
  assertNameFree(roles, input.name);
  const permissions = permissionsFromIds(input.permissionIds);
  const role: roleItems.RoleItem = {
    communityId,
    id: ulid(),
    name: input.name,
    color: input.color,
    permissions,
    isAdminRole: grantsAdmin(permissions),
    isModerRole: grantsModerator(permissions),
    usersCount: 0,
    rank: Math.max(0, ...roles.map((r) => r.rank)) + 1,
  };
  if ((await roleItems.putNewRole(role, max)) === 'limit') throw refusal('ROLE_LIMIT_REACHED');
  return { role: toRoleView(role, 0) };
}

export async function editRole(actor: Actor, communityId: string, roleId: string, input: RoleInput) {
  await definer(actor, communityId);
  const roles = await roleItems.listRoles(communityId);
  const existing = roles.find((r) => r.id === roleId);
  if (!existing) throw refusal('ROLE_MISSING');
  assertNameFree(roles, input.name, roleId);
  const updated = await roleItems.updateRole(communityId, roleId, {
    name: input.name,
    color: input.color,
    permissions: permissionsFromIds(input.permissionIds, existing.permissions),
  });
  if (!updated) throw refusal('ROLE_MISSING');
  const count = roleId === 'members' ? 0 : await countRoleHolders(communityId, roleId);
  return { role: toRoleView(updated, count) };
}

/**
 * Deletes a custom role and answers at once: the delete and its `role.deleted` event are one transaction; the
 * members consumer then moves its holders to Members page by page (docs/events.md).
 */
export async function deleteRole(actor: Actor, communityId: string, roleId: string) {
  await definer(actor, communityId);
  if (isDefaultRole(roleId)) throw refusal('ROLE_DEFAULT_UNDELETABLE');
  const role = await roleItems.getRole(communityId, roleId);
  if (!role) throw refusal('ROLE_MISSING');
  const membersToMove = await countRoleHolders(communityId, roleId);
  const event = outboxItem('role.deleted', communityId, { roleId, name: role.name });
  if (!(await roleItems.deleteRoleRecord(communityId, roleId, [event]))) throw refusal('ROLE_MISSING');
  return { id: roleId, deleted: true as const, membersToMove };
}
