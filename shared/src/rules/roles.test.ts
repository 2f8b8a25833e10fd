import { describe, expect, it } from 'vitest';
import { planById } from '../constants/plans.ts';
import * as messages from '../messages.ts';
import { deleteRoleBodySchema, roleBodySchema } from '../schemas/roles.ts';
import {
  assignmentRefusal,
  changerOf,
  customRoleAllowance,
  editorChangeRefusal,
  listedPermissionNames,
  newRolePermissionIds,
  permissionsFromIds,
  roleColorProblem,
  roleNameProblem,
  type RoleChanger,
} from './roles.ts';

describe('role name (owner-dashboard §5: 3-15 chars)', () => {
  it.each([
    ['', messages.roleNameLength],
    ['ab', messages.roleNameLength],
    ['  ab  ', messages.roleNameLength],
    ['abc', null],
    ['Trail Leaders', null],
    ['a'.repeat(15), null],
    ['a'.repeat(16), messages.roleNameLength],
    ['Ünïcödé Crew', null],
  ])('%j → %s', (name, expected) => {
    expect(roleNameProblem(name)).toBe(expected);
    const parsed = roleBodySchema.safeParse({ name, color: '#123456', permissionIds: [] });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(expected);
  });
});

describe('role colour (required, a real colour)', () => {
  it.each([
    ['', messages.roleColorRequired],
    ['   ', messages.roleColorRequired],
    ['#1971c2', null],
    ['#ABC', null],
    ['blue', messages.roleColorInvalid],
    ['#12345', messages.roleColorInvalid],
    ['#gggggg', messages.roleColorInvalid],
    ['1971c2', messages.roleColorInvalid],
    ['#1971c2; background: url(x)', messages.roleColorInvalid],
  ])('%j → %s', (color, expected) => {
    expect(roleColorProblem(color)).toBe(expected);
    const parsed = roleBodySchema.safeParse({ name: 'Crew', color, permissionIds: [] });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(expected);
  });

  it('stores a colour lower case', () => {
    expect(roleBodySchema.parse({ name: 'Crew', color: '#ABCDEF', permissionIds: [] }).color).toBe('#abcdef');
  });
});

describe('permissions on the role screens', () => {
  it('lists only level > 0 and starts a new role with those below level 20', () => {
    expect(listedPermissionNames()).not.toContain('view');
    expect(listedPermissionNames()).toEqual(expect.arrayContaining(['admin', 'moderator', 'post', 'comment']));
    expect(newRolePermissionIds().sort()).toEqual(
      ['anonymousComment', 'anonymousPost', 'approvedPost', 'comment', 'image', 'poll', 'post'].sort(),
    );
  });

  it('refuses an unlisted permission id', () => {
    expect(roleBodySchema.safeParse({ name: 'Crew', color: '#123', permissionIds: ['view'] }).success).toBe(false);
    expect(roleBodySchema.safeParse({ name: 'Crew', color: '#123', permissionIds: ['root'] }).success).toBe(false);
  });

  it('keeps view as it was and sets the listed ones as checked', () => {
    const stored = permissionsFromIds(['post'], { view: false });
    expect(stored).toMatchObject({ view: false, post: true, comment: false, admin: false });
    expect(permissionsFromIds([]).view).toBe(true);
  });
});

describe('delete phrase', () => {
  it.each([
    ['', messages.roleDeletePhraseRequired],
    ['confirm role deletion', messages.roleDeletePhraseIncorrect],
    ['Confirm role deletion', null],
  ])('%j → %s', (keyPhrase, expected) => {
    const parsed = deleteRoleBodySchema.safeParse({ keyPhrase });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(expected);
  });
});

describe('custom roles per plan', () => {
  const cap = (id: string) => planById(id)!.limits.customRoles;
  it.each([
    ['essential-plan', 0, cap('essential-plan'), cap('essential-plan')],
    ['monthly-essential-plan', cap('essential-plan'), cap('essential-plan'), 0],
    ['professional-plan', 4, cap('professional-plan'), cap('professional-plan') - 4],
    ['lifetime-professional-plan', 1, cap('professional-plan'), cap('professional-plan') - 1],
    // Over the cap after a downgrade: the roles stay counted, none may be added.
    ['yearly-essential-plan', cap('premium-plan'), cap('essential-plan'), 0],
    ['premium-plan', 30, cap('premium-plan'), 0],
    ['enterprise-plan', 0, cap('enterprise-plan'), cap('enterprise-plan')],
    [null, 0, 0, 0],
    ['unknown-plan', 0, 0, 0],
  ])('%s with %i custom roles → max %i, remaining %i', (plan, used, max, remaining) => {
    expect(customRoleAllowance(plan, used)).toEqual({ max, used, remaining });
  });
});

describe('who may change whom', () => {
  it.each([
    [{ signedIn: false, accessLevel: 0, permissions: {} }, 'guest'],
    [{ signedIn: true, accessLevel: 0, permissions: { post: true } }, 'member'],
    [{ signedIn: true, accessLevel: 0, permissions: { moderator: true } }, 'moderator'],
    [{ signedIn: true, accessLevel: 0, permissions: { admin: true, moderator: true } }, 'admin'],
    [{ signedIn: true, accessLevel: 90, permissions: {} }, 'editor'],
    [{ signedIn: true, accessLevel: 100, permissions: {} }, 'owner'],
  ] as const)('%j is %s', (facts, changer) => {
    expect(changerOf(facts)).toBe(changer);
  });

  type Role = { id: string; permissions: Record<string, boolean> };
  const custom: Role = { id: 'crew', permissions: { post: true } };
  const adminRole: Role = { id: 'admins', permissions: { admin: true } };
  const members: Role = { id: 'members', permissions: { post: true } };
  const admin = { admin: true };
  it.each<[RoleChanger, Role, Record<string, boolean>, string | null]>([
    ['owner', adminRole, admin, null],
    ['editor', adminRole, admin, null],
    ['editor', custom, {}, null],
    ['admin', custom, {}, null],
    ['admin', adminRole, {}, 'ROLE_ABOVE_ACTOR'],
    ['admin', custom, admin, 'ROLE_ABOVE_ACTOR'],
    ['moderator', custom, {}, 'ROLES_MODERATOR_READ_ONLY'],
    ['member', custom, {}, 'ROLES_ADMIN_ONLY'],
    ['guest', custom, {}, 'ROLES_ADMIN_ONLY'],
    ['owner', members, {}, 'ROLE_MEMBERS_IMPLICIT'],
  ])('%s giving %j to a member with %j → %s', (changer, role, target, expected) => {
    expect(assignmentRefusal(changer, role, target)).toBe(expected);
  });

  it.each<[RoleChanger, number | null, string | null]>([
    ['owner', null, null],
    ['owner', 90, null],
    ['owner', 100, 'OWNER_UNCHANGEABLE'],
    ['editor', null, 'OWNER_ONLY_EDITORS'],
    ['editor', 100, 'OWNER_ONLY_EDITORS'],
    ['admin', null, 'OWNER_ONLY_EDITORS'],
  ])('%s changing an editor record at level %s → %s', (changer, level, expected) => {
    expect(editorChangeRefusal(changer, level)).toBe(expected);
  });
});
