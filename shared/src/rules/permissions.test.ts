import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL_ADMIN, ACCESS_LEVEL_OWNER } from '../constants/auth.ts';
import {
  COMMUNITY_WIDE_SUBFORUM_ID,
  NEW_ROLE_LEVEL_BELOW,
  PERMISSION_NAMES,
  PLATFORM_PERMISSIONS,
  defaultRoles,
  permissionCatalogue,
  type DefaultRoleKey,
  type PermissionName,
} from '../constants/permissions.ts';
import {
  allowedPostTypes,
  can,
  canComment,
  canOpenCommunityManager,
  canViewContent,
  canViewSubforum,
  canVoteOrReact,
  contentMenu,
  guestActor,
  banInForce,
  menuBeyondReach,
  isBanned,
  listedPermissions,
  newPostApproval,
  newRolePermissions,
  rolePermissionInScope,
  rolesOrMembers,
  subforumVisibility,
  type Actor,
  type ActorRole,
  type ContentRef,
  type OverrideValue,
  type PermissionScope,
  type SubforumAccess,
} from './permissions.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const role = (key: DefaultRoleKey): ActorRole => ({
  id: key,
  permissions: defaultRoles.find((r) => r.key === key)!.permissions,
});
const members = role('members');
const moderators = role('moderators');
const admins = role('admins');
/** A custom role that may only view and comment. */
const readers: ActorRole = { id: 'readers', permissions: { view: true, comment: true } };

const member = (over: Partial<Actor> = {}): Actor => ({
  memberId: 'm1',
  roles: [members],
  accessLevel: 0,
  owner: false,
  ban: null,
  ...over,
});

const actors = {
  guest: guestActor(members),
  member: member(),
  reader: member({ roles: [readers] }),
  moderator: member({ roles: [moderators] }),
  admin: member({ roles: [admins] }),
  adminLike: member({ roles: [readers], accessLevel: ACCESS_LEVEL_ADMIN }),
  owner: member({ roles: [], owner: true, accessLevel: ACCESS_LEVEL_OWNER }),
  banned: member({ ban: { permanent: true, expiresAt: null } }),
  timedOut: member({ ban: { permanent: false, expiresAt: '2026-03-04T12:00:00Z' } }),
  timeoutOver: member({ ban: { permanent: false, expiresAt: '2026-02-28T12:00:00Z' } }),
  bannedModerator: member({ roles: [moderators], ban: { permanent: true, expiresAt: null } }),
  timedOutModerator: member({ roles: [moderators], ban: { permanent: false, expiresAt: '2026-03-04T12:00:00Z' } }),
  timedOutReader: member({ roles: [readers], ban: { permanent: false, expiresAt: '2026-03-04T12:00:00Z' } }),
} satisfies Record<string, Actor>;
type ActorKey = keyof typeof actors;

const subforum = (over: Partial<SubforumAccess> = {}): SubforumAccess => ({
  enabled: true,
  private: false,
  navigation: false,
  roleOverrides: {},
  ...over,
});

const scopes = {
  home: { communityWide: {}, subforum: null },
  open: { communityWide: {}, subforum: subforum() },
  /** Private, with the readers role added (view allowed). */
  private: { communityWide: {}, subforum: subforum({ private: true, roleOverrides: { readers: { view: true } } }) },
  /** Members may not view it (override), navigation on. */
  membersOff: {
    communityWide: {},
    subforum: subforum({ navigation: true, roleOverrides: { members: { view: false } } }),
  },
  disabled: { communityWide: {}, subforum: subforum({ enabled: false, navigation: true }) },
  /** Members may not post polls here; readers may post here. */
  noPolls: {
    communityWide: {},
    subforum: subforum({ roleOverrides: { members: { poll: false }, readers: { post: true } } }),
  },
  /** The owner's Platform Permissions: anonymous posting on, images off; a subforum turns images back on. */
  platformWide: {
    communityWide: { members: { anonymousPost: true, image: false } },
    subforum: null,
  },
  platformWideSubforumImagesOn: {
    communityWide: { members: { anonymousPost: true, image: false } },
    subforum: subforum({ roleOverrides: { members: { image: true } } }),
  },
  /** Approval required for members. */
  approval: { communityWide: { members: { approvedPost: false } }, subforum: null },
} satisfies Record<string, PermissionScope>;
type ScopeKey = keyof typeof scopes;

describe('permission catalogue and default roles (owner-dashboard §3, §5; member-forum §6)', () => {
  it('has one entry per permission name, id equal to name', () => {
    expect(permissionCatalogue.map((e) => e.name).sort()).toEqual([...PERMISSION_NAMES].sort());
    for (const entry of permissionCatalogue) {
      expect(entry.id).toBe(entry.name);
      expect(entry.texts.title && entry.texts.subtitle && entry.texts.desc).toBeTruthy();
    }
  });

  it('puts platform permissions at levels 1-19 and admin/moderator at 20 or above', () => {
    const level = (name: PermissionName) => permissionCatalogue.find((e) => e.name === name)!.level;
    for (const name of PLATFORM_PERMISSIONS) expect(level(name)).toBeGreaterThanOrEqual(1);
    for (const name of PLATFORM_PERMISSIONS) expect(level(name)).toBeLessThanOrEqual(19);
    expect(level('admin')).toBeGreaterThanOrEqual(NEW_ROLE_LEVEL_BELOW);
    expect(level('moderator')).toBeGreaterThanOrEqual(NEW_ROLE_LEVEL_BELOW);
    expect(level('admin')).toBeGreaterThan(level('moderator'));
  });

  it('gives a new role every permission below level 20', () => {
    expect(newRolePermissions()).toEqual({
      admin: false,
      moderator: false,
      post: true,
      image: true,
      poll: true,
      approvedPost: true,
      anonymousPost: true,
      anonymousComment: true,
      comment: true,
      view: true,
    });
  });

  it('lists only permissions above level 0 (view is set per subforum)', () => {
    const listed = listedPermissions().map((e) => e.name);
    expect(listed).not.toContain('view');
    expect(listed).toHaveLength(PERMISSION_NAMES.length - 1);
  });

  it('names the community-wide subforum -1', () => {
    expect(COMMUNITY_WIDE_SUBFORUM_ID).toBe(-1);
  });

  it.each([
    ['admins', 'Admins', true, false, PERMISSION_NAMES],
    ['moderators', 'Moderators', false, true, PERMISSION_NAMES.filter((n) => n !== 'admin')],
    ['members', 'Members', false, false, ['view', 'comment', 'post', 'image', 'poll', 'approvedPost']],
  ] as const)('default role %s', (key, name, isAdminRole, isModerRole, granted) => {
    const r = defaultRoles.find((d) => d.key === key)!;
    expect(r).toMatchObject({ name, isAdminRole, isModerRole });
    expect(r.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.keys(r.permissions).sort()).toEqual([...PERMISSION_NAMES].sort());
    expect(PERMISSION_NAMES.filter((n) => r.permissions[n]).sort()).toEqual([...granted].sort());
  });

  it('has exactly Admins, Moderators and Members', () => {
    expect(defaultRoles.map((r) => r.key)).toEqual(['admins', 'moderators', 'members']);
  });
});

describe('one role in a scope: subforum override, else community-wide, else the role (false / null / true)', () => {
  const r: ActorRole = { id: 'r', permissions: { post: true, image: false } };
  const scope = (local: OverrideValue | undefined, wide: OverrideValue | undefined, priv = false): PermissionScope => ({
    communityWide: wide === undefined ? {} : { r: { post: wide, image: wide, view: wide } },
    subforum: subforum({
      private: priv,
      roleOverrides: local === undefined ? {} : { r: { post: local, image: local, view: local } },
    }),
  });
  it.each([
    // local, wide, role post=true → post; role image=false → image
    [undefined, undefined, true, false],
    [null, null, true, false],
    [true, undefined, true, true],
    [false, undefined, false, false],
    [null, true, true, true],
    [null, false, false, false],
    [true, false, true, true],
    [false, true, false, false],
  ] as const)('subforum %s, community-wide %s → post %s, image %s', (local, wide, post, image) => {
    expect(rolePermissionInScope(r, 'post', scope(local, wide))).toBe(post);
    expect(rolePermissionInScope(r, 'image', scope(local, wide))).toBe(image);
  });

  it.each([
    [undefined, undefined, false],
    [null, true, false],
    [true, undefined, true],
    [false, undefined, false],
  ] as const)('private subforum view: subforum %s, community-wide %s → %s', (local, wide, expected) => {
    const withView: ActorRole = { id: 'r', permissions: { view: true } };
    expect(rolePermissionInScope(withView, 'view', scope(local, wide, true))).toBe(expected);
  });

  it('reads the home scope (-1) from the community-wide overrides', () => {
    expect(rolePermissionInScope(r, 'post', { communityWide: { r: { post: false } }, subforum: null })).toBe(false);
  });
});

describe('can(actor, permission, scope)', () => {
  it.each<[ActorKey, PermissionName, ScopeKey, boolean]>([
    // guests only view, and never private subforums
    ['guest', 'view', 'home', true],
    ['guest', 'view', 'open', true],
    ['guest', 'post', 'home', false],
    ['guest', 'comment', 'open', false],
    ['guest', 'view', 'private', false],
    ['guest', 'view', 'membersOff', false],
    // members: the default Members role
    ['member', 'view', 'home', true],
    ['member', 'post', 'home', true],
    ['member', 'image', 'home', true],
    ['member', 'poll', 'home', true],
    ['member', 'comment', 'home', true],
    ['member', 'approvedPost', 'home', true],
    ['member', 'anonymousPost', 'home', false],
    ['member', 'anonymousComment', 'home', false],
    ['member', 'moderator', 'home', false],
    ['member', 'admin', 'home', false],
    ['member', 'view', 'private', false],
    ['member', 'post', 'private', false],
    ['member', 'view', 'membersOff', false],
    ['member', 'comment', 'membersOff', false],
    ['member', 'view', 'disabled', false],
    ['member', 'poll', 'noPolls', false],
    ['member', 'post', 'noPolls', true],
    ['member', 'anonymousPost', 'platformWide', true],
    ['member', 'image', 'platformWide', false],
    ['member', 'image', 'platformWideSubforumImagesOn', true],
    ['member', 'anonymousPost', 'platformWideSubforumImagesOn', true],
    ['member', 'approvedPost', 'approval', false],
    // a custom role: view and comment only, overrides add to it
    ['reader', 'view', 'private', true],
    ['reader', 'comment', 'private', true],
    ['reader', 'post', 'private', false],
    ['reader', 'post', 'home', false],
    ['reader', 'post', 'noPolls', true],
    // moderators: every subforum, overrides still apply to their own role's post permissions
    ['moderator', 'view', 'private', true],
    ['moderator', 'post', 'private', true],
    ['moderator', 'view', 'membersOff', true],
    ['moderator', 'view', 'disabled', true],
    ['moderator', 'moderator', 'home', true],
    ['moderator', 'admin', 'home', false],
    ['moderator', 'anonymousPost', 'home', true],
    // admins, access level 90+ and the owner: everything
    ['admin', 'admin', 'home', true],
    ['admin', 'view', 'private', true],
    ['admin', 'poll', 'noPolls', true],
    ['adminLike', 'admin', 'home', true],
    ['adminLike', 'post', 'private', true],
    ['adminLike', 'view', 'disabled', true],
    ['owner', 'admin', 'home', true],
    ['owner', 'anonymousComment', 'private', true],
    // a ban leaves nothing, and so does a timeout (a ban with an expiry) until it ends; an expired timeout leaves
    // everything as before
    ['banned', 'view', 'home', false],
    ['banned', 'post', 'home', false],
    ['timedOut', 'view', 'home', false],
    ['timedOut', 'view', 'open', false],
    ['timedOut', 'view', 'private', false],
    ['timedOut', 'view', 'membersOff', false],
    ['timedOut', 'post', 'home', false],
    ['timedOut', 'image', 'home', false],
    ['timedOut', 'poll', 'home', false],
    ['timedOut', 'comment', 'home', false],
    ['timedOut', 'approvedPost', 'home', false],
    ['timedOut', 'anonymousPost', 'platformWide', false],
    ['timedOutReader', 'view', 'private', false],
    ['timedOutReader', 'comment', 'private', false],
    ['timeoutOver', 'post', 'home', true],
    ['timeoutOver', 'comment', 'open', true],
    ['bannedModerator', 'view', 'private', false],
    ['bannedModerator', 'moderator', 'home', false],
    ['timedOutModerator', 'view', 'private', false],
    ['timedOutModerator', 'view', 'disabled', false],
    ['timedOutModerator', 'moderator', 'home', false],
    ['timedOutModerator', 'post', 'home', false],
  ])('%s may %s in %s: %s', (actor, permission, scope, expected) => {
    expect(can(actors[actor], permission, scopes[scope], NOW)).toBe(expected);
  });

  it('unions several roles: one granting role is enough', () => {
    const both = member({ roles: [readers, members] });
    expect(can(both, 'view', scopes.private, NOW)).toBe(true);
    expect(can(both, 'post', scopes.private, NOW)).toBe(false);
    expect(can(both, 'post', scopes.home, NOW)).toBe(true);
  });

  it('treats a member with no roles as a member', () => {
    const roleless = member({ roles: rolesOrMembers([], members) });
    expect(can(roleless, 'post', scopes.home, NOW)).toBe(true);
    expect(rolesOrMembers([readers], members)).toEqual([readers]);
  });
});

describe('banInForce: a permanent ban shuts out for good, a timeout shuts out until its expiry', () => {
  it.each<[ActorKey, boolean]>([
    ['member', false],
    ['banned', true],
    ['timedOut', true],
    ['timeoutOver', false],
  ])('%s → %s', (actor, expected) => {
    expect(banInForce(actors[actor].ban, NOW)).toBe(expected);
    expect(isBanned(actors[actor], NOW)).toBe(expected);
  });

  it('ends a timeout at its expiry, to the millisecond', () => {
    const ban = { permanent: false, expiresAt: '2026-03-01T12:00:00.000Z' };
    expect(banInForce(ban, NOW - 1)).toBe(true);
    expect(banInForce(ban, NOW)).toBe(false);
  });
});

describe('subforum menu: visible, locked when navigation is on but view is absent, else hidden (member-forum §2.3)', () => {
  const privateNav = subforum({ private: true, navigation: true });
  const privateNoNav = subforum({ private: true, navigation: false });
  it.each<[ActorKey, SubforumAccess, string]>([
    ['member', subforum(), 'visible'],
    ['member', privateNav, 'locked'],
    ['member', privateNoNav, 'hidden'],
    ['guest', privateNav, 'locked'],
    ['guest', privateNoNav, 'hidden'],
    ['member', scopes.membersOff.subforum, 'locked'],
    ['member', subforum({ navigation: false, roleOverrides: { members: { view: false } } }), 'hidden'],
    ['member', scopes.disabled.subforum, 'hidden'],
    ['moderator', privateNoNav, 'visible'],
    ['moderator', scopes.disabled.subforum, 'visible'],
    ['admin', privateNoNav, 'visible'],
    ['adminLike', privateNoNav, 'visible'],
    ['owner', privateNoNav, 'visible'],
    ['reader', scopes.private.subforum, 'visible'],
    ['banned', privateNav, 'hidden'],
    ['banned', subforum(), 'hidden'],
    ['timedOut', subforum(), 'hidden'],
    ['timedOut', privateNav, 'hidden'],
    ['timedOutReader', scopes.private.subforum, 'hidden'],
  ])('%s, %j → %s', (actor, sub, expected) => {
    expect(subforumVisibility(actors[actor], sub, {}, NOW)).toBe(expected);
  });

  it('agrees with canViewSubforum', () => {
    expect(canViewSubforum(actors.member, scopes.private, NOW)).toBe(false);
    expect(canViewSubforum(actors.reader, scopes.private, NOW)).toBe(true);
  });
});

describe('post types, approval and the Community Manager', () => {
  it.each<[ActorKey, ScopeKey, string[]]>([
    ['member', 'home', ['post', 'image', 'poll']],
    ['member', 'noPolls', ['post', 'image']],
    ['member', 'platformWide', ['post', 'poll']],
    ['reader', 'home', []],
    ['guest', 'home', []],
    ['owner', 'noPolls', ['post', 'image', 'poll']],
  ])('%s in %s may create %j', (actor, scope, expected) => {
    expect(allowedPostTypes(actors[actor], scopes[scope], NOW)).toEqual(expected);
  });

  it.each<[ActorKey, ScopeKey, true | null]>([
    ['member', 'home', true],
    ['member', 'approval', null],
    ['moderator', 'approval', true],
    ['reader', 'home', null],
  ])('%s posting in %s → approved %s', (actor, scope, expected) => {
    expect(newPostApproval(actors[actor], scopes[scope], NOW)).toBe(expected);
  });

  it.each<[ActorKey, boolean]>([
    ['guest', false],
    ['member', false],
    ['reader', false],
    ['moderator', true],
    ['admin', true],
    ['adminLike', true],
    ['owner', true],
    ['bannedModerator', false],
    ['timedOutModerator', false],
  ])('Community Manager for %s: %s', (actor, expected) => {
    expect(canOpenCommunityManager(actors[actor], NOW)).toBe(expected);
  });
});

const post = (over: Partial<ContentRef> = {}): ContentRef => ({
  kind: 'post',
  authorId: 'author',
  anonymous: false,
  archived: false,
  approved: true,
  ...over,
});
const author = member({ memberId: 'author' });

describe('reading, commenting, voting on content', () => {
  it.each<[string, Actor, ScopeKey, ContentRef, boolean]>([
    ['a member, an approved post', actors.member, 'home', post(), true],
    ['a guest, an approved post', actors.guest, 'open', post(), true],
    ['a member, a private subforum post (403)', actors.member, 'private', post(), false],
    ['a member, a post awaiting approval', actors.member, 'home', post({ approved: null }), false],
    ['its author, awaiting approval', author, 'home', post({ approved: null }), true],
    ['a moderator, awaiting approval', actors.moderator, 'home', post({ approved: null }), true],
    ['a member, a denied post', actors.member, 'home', post({ approved: false }), false],
    ['a banned member', actors.banned, 'home', post(), false],
    ['a timed-out member', actors.timedOut, 'home', post(), false],
    ['a timed-out member, a private subforum post', actors.timedOut, 'private', post(), false],
    [
      'a timed-out author, own post awaiting approval',
      { ...actors.timedOut, memberId: 'author' },
      'home',
      post({ approved: null }),
      false,
    ],
    ['a member whose timeout ended', actors.timeoutOver, 'home', post(), true],
  ])('view: %s', (_, actor, scope, content, expected) => {
    expect(canViewContent(actor, scopes[scope], content, NOW)).toBe(expected);
  });

  it.each<[string, Actor, ScopeKey, ContentRef, boolean]>([
    ['a member', actors.member, 'home', post(), true],
    ['a member, archived post', actors.member, 'home', post({ archived: true }), false],
    ['an admin, archived post', actors.admin, 'home', post({ archived: true }), false],
    ['a member, post awaiting approval', author, 'home', post({ approved: null }), false],
    [
      'a member without comment (Limited Replies)',
      member({ roles: [{ id: 'x', permissions: { view: true } }] }),
      'home',
      post(),
      false,
    ],
    ['a guest', actors.guest, 'home', post(), false],
    ['a timed-out member', actors.timedOut, 'home', post(), false],
    ['a member whose timeout ended', actors.timeoutOver, 'home', post(), true],
    ['a member, private subforum', actors.member, 'private', post(), false],
  ])('comment: %s', (_, actor, scope, content, expected) => {
    expect(canComment(actor, scopes[scope], content, NOW)).toBe(expected);
  });

  it.each<[string, Actor, ScopeKey, ContentRef, boolean]>([
    ['a member', actors.member, 'home', post(), true],
    ['a reader (no post permission needed)', actors.reader, 'home', post(), true],
    ['a member, a comment', actors.member, 'home', post({ kind: 'comment' }), true],
    ['a member, archived', actors.member, 'home', post({ archived: true }), false],
    ['the owner, archived', actors.owner, 'home', post({ archived: true }), false],
    ['a guest (login modal)', actors.guest, 'home', post(), false],
    ['a banned member', actors.banned, 'home', post(), false],
    ['a timed-out member', actors.timedOut, 'home', post(), false],
    ['a timed-out member, a comment', actors.timedOut, 'home', post({ kind: 'comment' }), false],
    ['a timed-out moderator', actors.timedOutModerator, 'home', post(), false],
    ['a member whose timeout ended', actors.timeoutOver, 'home', post(), true],
    ['a member, private subforum', actors.member, 'private', post(), false],
    ['its author, awaiting approval', author, 'home', post({ approved: null }), false],
  ])('vote or react: %s', (_, actor, scope, content, expected) => {
    expect(canVoteOrReact(actor, scopes[scope], content, NOW)).toBe(expected);
  });
});

describe('content menu (member-forum §6)', () => {
  const staffOnOthers = [
    'edit',
    'pin',
    'archive',
    'move',
    'warn',
    'timeout',
    'ban',
    'deleteContent',
    'report',
    'copyLink',
    'subscribe',
  ];
  it.each<[string, Actor, ContentRef, string[]]>([
    ['a guest', actors.guest, post(), ['copyLink']],
    ['a banned member', actors.banned, post(), ['copyLink']],
    ['a timed-out member, someone else’s post', actors.timedOut, post(), ['copyLink']],
    ['a timed-out author, own post', { ...actors.timedOut, memberId: 'author' }, post(), ['copyLink']],
    ['a timed-out moderator', actors.timedOutModerator, post(), ['copyLink']],
    ['a member whose timeout ended', actors.timeoutOver, post(), ['report', 'copyLink', 'subscribe']],
    ['a member, someone else’s post', actors.member, post(), ['report', 'copyLink', 'subscribe']],
    [
      'a member, someone else’s anonymous post',
      actors.member,
      post({ anonymous: true }),
      ['report', 'copyLink', 'subscribe'],
    ],
    ['a member, someone else’s comment', actors.member, post({ kind: 'comment' }), ['report', 'copyLink']],
    ['the author, own post', author, post(), ['edit', 'delete', 'copyLink', 'subscribe']],
    ['the author, own comment', author, post({ kind: 'comment' }), ['edit', 'delete', 'copyLink']],
    ['a moderator, someone else’s post', actors.moderator, post(), staffOnOthers],
    ['an admin, someone else’s post', actors.admin, post(), staffOnOthers],
    ['the owner, someone else’s post', actors.owner, post(), staffOnOthers],
    [
      'a moderator, anonymous post',
      actors.moderator,
      post({ anonymous: true }),
      ['edit', 'pin', 'archive', 'move', 'deleteContent', 'copyLink', 'subscribe'],
    ],
    [
      'a moderator, own post',
      { ...actors.moderator, memberId: 'author' },
      post(),
      ['edit', 'pin', 'archive', 'move', 'delete', 'copyLink', 'subscribe'],
    ],
    [
      'a moderator, someone else’s comment',
      actors.moderator,
      post({ kind: 'comment' }),
      ['edit', 'warn', 'timeout', 'ban', 'deleteContent', 'report', 'copyLink'],
    ],
    [
      'a moderator, a post awaiting approval',
      actors.moderator,
      post({ approved: null }),
      [
        'edit',
        'pin',
        'archive',
        'move',
        'approve',
        'deny',
        'warn',
        'timeout',
        'ban',
        'deleteContent',
        'report',
        'copyLink',
        'subscribe',
      ],
    ],
    [
      'an admin, a denied post',
      actors.admin,
      post({ approved: false }),
      [
        'edit',
        'pin',
        'archive',
        'move',
        'approve',
        'warn',
        'timeout',
        'ban',
        'deleteContent',
        'report',
        'copyLink',
        'subscribe',
      ],
    ],
    [
      'a moderator, a comment awaiting approval',
      actors.moderator,
      post({ kind: 'comment', approved: null }),
      ['edit', 'warn', 'timeout', 'ban', 'deleteContent', 'report', 'copyLink'],
    ],
    [
      'the author, own post awaiting approval',
      author,
      post({ approved: null }),
      ['edit', 'delete', 'copyLink', 'subscribe'],
    ],
    ['a member, a denied post', actors.member, post({ approved: false }), ['report', 'copyLink', 'subscribe']],
  ])('%s', (_, actor, content, expected) => {
    expect(contentMenu(actor, content, NOW)).toEqual(expected);
  });
});

describe("staff menus on content whose author is beyond the viewer's reach", () => {
  it('keep organising, reporting and copying the link; drop edit, delete and the actions on the author', () => {
    const full = contentMenu(actors.moderator, post({}), NOW);
    expect(full).toEqual(expect.arrayContaining(['edit', 'warn', 'timeout', 'ban', 'deleteContent']));
    expect(menuBeyondReach(full)).toEqual(
      full.filter((a) => !['edit', 'warn', 'timeout', 'ban', 'deleteContent'].includes(a)),
    );
    expect(menuBeyondReach(full)).toEqual(expect.arrayContaining(['pin', 'archive', 'move', 'report', 'copyLink']));
  });
});
