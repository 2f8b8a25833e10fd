import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL_ADMIN, ACCESS_LEVEL_OWNER } from '../constants/auth.ts';
import { defaultRoles, type DefaultRoleKey } from '../constants/permissions.ts';
import { dashboardSections } from './dashboard-sections.ts';
import type { Actor, ActorRole } from './permissions.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const role = (key: DefaultRoleKey): ActorRole => ({
  id: key,
  permissions: defaultRoles.find((r) => r.key === key)!.permissions,
});
const actor = (over: Partial<Actor> = {}): Actor => ({
  memberId: 'm1',
  roles: [role('members')],
  accessLevel: 0,
  owner: false,
  ban: null,
  ...over,
});
/** member-forum §2.1's order; the notification-trigger tester is not a listed section. */
const everySection = [
  'roles',
  'invitations',
  'audit-logs',
  'reports',
  'word-filter',
  'member-approval',
  'content-approval',
];
const moderatorSections = ['roles', 'audit-logs', 'reports', 'word-filter', 'content-approval'];
const timedOut = { permanent: false, expiresAt: '2026-03-02T12:00:00Z' };

describe('dashboardSections', () => {
  it.each([
    ['a guest', actor({ memberId: null }), []],
    ['a member', actor(), []],
    ['a moderator', actor({ roles: [role('moderators')] }), moderatorSections],
    ['an admin', actor({ roles: [role('admins')] }), everySection],
    ['access level 90', actor({ accessLevel: ACCESS_LEVEL_ADMIN }), everySection],
    ['the owner', actor({ owner: true, accessLevel: ACCESS_LEVEL_OWNER }), everySection],
    ['a timed-out moderator', actor({ roles: [role('moderators')], ban: timedOut }), []],
    ['a timed-out admin', actor({ roles: [role('admins')], ban: timedOut }), []],
  ])('%s may open %j', (_, who, expected) => {
    expect(dashboardSections(who, NOW)).toEqual(expected);
  });
});
