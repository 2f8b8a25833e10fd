// Role rules (owner-dashboard §5, §6; member-forum §6): name and colour, the permissions a role screen lists and a
// new role starts with, the custom-role cap per plan, and who may change whose roles. Pure: callers load the facts.
import { ACCESS_LEVEL_ADMIN, ACCESS_LEVEL_OWNER } from '../constants/auth.ts';
import {
  LISTED_LEVEL_ABOVE,
  NEW_ROLE_LEVEL_BELOW,
  PERMISSION_NAMES,
  permissionCatalogue,
  type PermissionName,
} from '../constants/permissions.ts';
import { customRoleLimit } from './plan-features.ts';
import * as messages from '../messages.ts';
import type { ProblemCode } from '../problems.ts';

export const ROLE_NAME_MIN = 3;
export const ROLE_NAME_MAX = 15;
/** The roles every community has (constants/permissions.ts defaultRoles): editable, never deleted. */
export const DEFAULT_ROLE_IDS = ['admins', 'moderators', 'members'] as const;
export const MEMBERS_ROLE_ID = 'members';

export const isDefaultRole = (roleId: string) => (DEFAULT_ROLE_IDS as readonly string[]).includes(roleId);

/** A colour the role chips can show: `#rgb` or `#rrggbb`. */
export const isRoleColor = (value: string) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());

/** The role name's message, or null when it is fine (counted after trimming). */
export function roleNameProblem(name: string): string | null {
  const length = [...name.trim()].length;
  return length < ROLE_NAME_MIN || length > ROLE_NAME_MAX ? messages.roleNameLength : null;
}

/** The role colour's message, or null when it is fine. */
export function roleColorProblem(color: string | null | undefined): string | null {
  if (!color || color.trim() === '') return messages.roleColorRequired;
  return isRoleColor(color) ? null : messages.roleColorInvalid;
}

const levelOf = (name: PermissionName) => permissionCatalogue.find((entry) => entry.name === name)?.level ?? 0;

/** The permissions the role screens list and accept: level above 0 (view is set per subforum). */
export const listedPermissionNames = (): PermissionName[] =>
  PERMISSION_NAMES.filter((name) => levelOf(name) > LISTED_LEVEL_ABOVE);

/** The listed permissions a new role starts with: every one below level 20 (never staff). */
export const newRolePermissionIds = (): PermissionName[] =>
  listedPermissionNames().filter((name) => levelOf(name) < NEW_ROLE_LEVEL_BELOW);

/**
 * A role's stored permissions from the ids checked on its screen: the listed ones as checked, and view (unlisted)
 * kept as it was (on for a new role, as every role below level 20 starts).
 */
export function permissionsFromIds(
  ids: readonly string[],
  previous?: Readonly<Record<string, boolean>>,
): Record<PermissionName, boolean> {
  const listed = new Set<string>(listedPermissionNames());
  return Object.fromEntries(
    PERMISSION_NAMES.map((name) => [name, listed.has(name) ? ids.includes(name) : (previous?.[name] ?? true)]),
  ) as Record<PermissionName, boolean>;
}

/** A role grants admin (complete access) or moderator permission. */
export const grantsAdmin = (permissions: Readonly<Record<string, boolean>>) => permissions.admin === true;
export const grantsModerator = (permissions: Readonly<Record<string, boolean>>) => permissions.moderator === true;

/** Custom roles on the plan: the cap, how many exist, how many more may be added (never below 0). */
export function customRoleAllowance(planId: string | null | undefined, customRoles: number) {
  const max = customRoleLimit(planId);
  return { max, used: customRoles, remaining: Math.max(0, max - customRoles) };
}

/**
 * Who is changing roles, in the rules' terms: the owner and editors (owner-app accounts acting through their staff
 * record, access level 100 and 90), a member whose roles grant admin or moderator, any other member, or a guest.
 */
export type RoleChanger = 'owner' | 'editor' | 'admin' | 'moderator' | 'member' | 'guest';

export function changerOf(facts: {
  signedIn: boolean;
  accessLevel: number;
  permissions: Readonly<Record<string, boolean>>;
}): RoleChanger {
  if (!facts.signedIn) return 'guest';
  if (facts.accessLevel >= ACCESS_LEVEL_OWNER) return 'owner';
  if (facts.accessLevel >= ACCESS_LEVEL_ADMIN) return 'editor';
  if (grantsAdmin(facts.permissions)) return 'admin';
  if (grantsModerator(facts.permissions)) return 'moderator';
  return 'member';
}

/** Who may see the roles and their members (the Community Manager's Roles page): admins and moderators too. */
export const canViewRoles = (changer: RoleChanger) => changer !== 'guest' && changer !== 'member';

/** Who may add, edit and delete role definitions: the owner and editors (owner-dashboard §6). */
export const canEditRoleDefinitions = (changer: RoleChanger) => changer === 'owner' || changer === 'editor';

/**
 * Why `changer` may not give or take `role` from a member holding `targetPermissions`, or null when they may.
 * A moderator never changes roles; an admin member changes roles below admin only, and never another admin's;
 * the owner and editors change any member's roles. Members is held by everyone and never changes.
 */
export function assignmentRefusal(
  changer: RoleChanger,
  role: { id: string; permissions: Readonly<Record<string, boolean>> },
  targetPermissions: Readonly<Record<string, boolean>> = {},
): ProblemCode | null {
  if (changer === 'moderator') return 'ROLES_MODERATOR_READ_ONLY';
  if (changer === 'member' || changer === 'guest') return 'ROLES_ADMIN_ONLY';
  if (role.id === MEMBERS_ROLE_ID) return 'ROLE_MEMBERS_IMPLICIT';
  if (changer === 'admin' && (grantsAdmin(role.permissions) || grantsAdmin(targetPermissions))) {
    return 'ROLE_ABOVE_ACTOR';
  }
  return null;
}

/**
 * Why `changer` may not assign or remove an editor, or null: the owner alone manages editors, and the owner's own
 * record (access level 100) is never changed (owner-dashboard §6: editors never above owners).
 */
export function editorChangeRefusal(changer: RoleChanger, targetAccessLevel: number | null): ProblemCode | null {
  if (changer !== 'owner') return 'OWNER_ONLY_EDITORS';
  if (targetAccessLevel !== null && targetAccessLevel >= ACCESS_LEVEL_OWNER) return 'OWNER_UNCHANGEABLE';
  return null;
}
