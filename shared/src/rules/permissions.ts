// Who may do what where (member-forum §2.3, §4, §6; owner-dashboard §4, §6): role permissions, subforum and
// community-wide overrides, access level, staff, bans. Pure: the caller loads the actor and the scope.
import { ACCESS_LEVEL_ADMIN } from '../constants/auth.ts';
import {
  LISTED_LEVEL_ABOVE,
  NEW_ROLE_LEVEL_BELOW,
  PERMISSION_NAMES,
  permissionCatalogue,
  type PermissionEntry,
  type PermissionName,
} from '../constants/permissions.ts';

export type PermissionValues = Partial<Record<PermissionName, boolean>>;
/** false = off, null = the role's own value, true = on (owner-dashboard §4). */
export type OverrideValue = boolean | null;
export type PermissionOverrides = Partial<Record<PermissionName, OverrideValue>>;

export interface ActorRole {
  id: string;
  permissions: PermissionValues;
}

/**
 * A staff action on a member (member-forum §4): a permanent ban (no expiry) shuts the member out for good; a timeout
 * (timedBan "Timed Out", a ban with an expiry) shuts them out the same way until it ends (`banInForce`).
 */
export interface ActorBan {
  permanent: boolean;
  /** ISO date-time; null when permanent. */
  expiresAt: string | null;
}

export interface Actor {
  /** null for a guest. */
  memberId: string | null;
  /**
   * The member's roles. A member with no roles, and a guest, hold the community's Members role (member-forum §6):
   * the caller passes it (see `rolesOrMembers`).
   */
  roles: readonly ActorRole[];
  accessLevel: number;
  owner: boolean;
  ban: ActorBan | null;
}

export interface SubforumAccess {
  enabled: boolean;
  private: boolean;
  /** Shown in the menu even when the viewer cannot open it (then it is locked). */
  navigation: boolean;
  /** Per role id, that role's overrides here; a role not added to the subforum has none. */
  roleOverrides: Readonly<Record<string, PermissionOverrides>>;
}

export interface PermissionScope {
  /** Per role id, the community-wide (subforum -1) overrides: the owner's Platform Permissions. */
  communityWide: Readonly<Record<string, PermissionOverrides>>;
  /** The subforum, or null for home / community-wide (subforum id -1). */
  subforum: SubforumAccess | null;
}

/** A post or a comment, as far as the policy cares. For a comment, `archived` is its post's flag. */
export interface ContentRef {
  kind: 'post' | 'comment';
  authorId: string;
  anonymous: boolean;
  archived: boolean;
  /** null while awaiting approval, false when denied (member-forum §4). */
  approved: boolean | null;
}

export type SubforumVisibility = 'visible' | 'locked' | 'hidden';
export type PostType = 'post' | 'image' | 'poll';
export type ContentMenuAction =
  | 'edit'
  | 'pin'
  | 'archive'
  | 'approve'
  | 'deny'
  | 'move'
  | 'warn'
  | 'timeout'
  | 'ban'
  | 'delete'
  | 'deleteContent'
  | 'report'
  | 'copyLink'
  | 'subscribe';

/** The guest actor: no account, the Members role's view of the community. */
export const guestActor = (membersRole: ActorRole): Actor => ({
  memberId: null,
  roles: [membersRole],
  accessLevel: 0,
  owner: false,
  ban: null,
});

/** A user with no roles is treated as a member (member-forum §6). */
export const rolesOrMembers = (roles: readonly ActorRole[], membersRole: ActorRole): readonly ActorRole[] =>
  roles.length > 0 ? roles : [membersRole];

/**
 * A ban counts while it is permanent or its expiry is in the future (a timeout is a ban with an expiry, member-forum
 * §2 /account-ban?expiresAt): no reads, no writes, the ban page. The one rule for bans: the session view, the
 * membership gate and every permission read it.
 */
export function banInForce(ban: ActorBan | null | undefined, now: number = Date.now()): boolean {
  if (!ban) return false;
  return ban.permanent || (ban.expiresAt !== null && Date.parse(ban.expiresAt) > now);
}

/** Shut out: a permanent ban or a running timeout. */
export const isBanned = (actor: Actor, now: number = Date.now()): boolean => banInForce(actor.ban, now);

/** Access level 90 and above, and the owner, see and do everything (member-forum §6). */
export const isAdminLike = (actor: Actor): boolean =>
  actor.memberId !== null && (actor.owner || actor.accessLevel >= ACCESS_LEVEL_ADMIN);

const roleGrants = (actor: Actor, name: PermissionName) => actor.roles.some((role) => role.permissions[name] === true);

/** Admin permission (complete access) or admin-like. Admin and moderator are role-wide, never overridden. */
export const isCommunityAdmin = (actor: Actor): boolean =>
  isAdminLike(actor) || (actor.memberId !== null && roleGrants(actor, 'admin'));

/** Admins and moderators: staff menu, every subforum (owner-dashboard §6). */
export const isStaff = (actor: Actor): boolean =>
  isCommunityAdmin(actor) || (actor.memberId !== null && roleGrants(actor, 'moderator'));

/** Community Manager menu: admin or moderator permission, access level 90+, or the owner; never while banned. */
export const canOpenCommunityManager = (actor: Actor, now: number = Date.now()): boolean =>
  isStaff(actor) && (isAdminLike(actor) || !isBanned(actor, now));

/**
 * One role's value for a permission in a scope: the subforum's override, else the community-wide override, else
 * the role's own value. In a private subforum, view is off unless the subforum grants it to the role (adding a role
 * to a subforum starts with view allowed, owner-dashboard §4).
 */
export function rolePermissionInScope(role: ActorRole, name: PermissionName, scope: PermissionScope): boolean {
  const subforum = scope.subforum;
  const local = subforum?.roleOverrides[role.id]?.[name];
  if (local !== undefined && local !== null) return local;
  if (subforum?.private && name === 'view') return false;
  const wide = scope.communityWide[role.id]?.[name];
  if (wide !== undefined && wide !== null) return wide;
  return role.permissions[name] === true;
}

/** The roles' union: one role granting a permission is enough. */
const anyRoleInScope = (actor: Actor, name: PermissionName, scope: PermissionScope) =>
  actor.roles.some((role) => rolePermissionInScope(role, name, scope));

/**
 * May the actor open the subforum (or home, for a null subforum) and read its posts? A guest reads what the Members
 * role reads, except private subforums, which always need an account. A banned or timed-out member reads nothing.
 */
export function canViewSubforum(actor: Actor, scope: PermissionScope, now: number = Date.now()): boolean {
  if (isAdminLike(actor)) return true;
  if (isBanned(actor, now)) return false;
  if (isStaff(actor)) return true;
  if (scope.subforum && !scope.subforum.enabled) return false;
  if (actor.memberId === null && scope.subforum?.private) return false;
  return anyRoleInScope(actor, 'view', scope);
}

/**
 * The subforum in the menu: visible when the viewer can open it; locked (listed, not navigable) when navigation
 * is on but view is absent; hidden otherwise (member-forum §2.3). A disabled subforum is hidden from non-staff.
 */
export function subforumVisibility(
  actor: Actor,
  subforum: SubforumAccess,
  communityWide: PermissionScope['communityWide'],
  now: number = Date.now(),
): SubforumVisibility {
  if (canViewSubforum(actor, { communityWide, subforum }, now)) return 'visible';
  if (subforum.enabled && subforum.navigation && !isBanned(actor, now)) return 'locked';
  return 'hidden';
}

/**
 * The effective permission of the actor in a scope. Admin-like and admins have every permission; a ban or a
 * running timeout leaves none; a guest may only view; every other permission needs view of the scope too.
 */
export function can(actor: Actor, name: PermissionName, scope: PermissionScope, now: number = Date.now()): boolean {
  if (isAdminLike(actor)) return true;
  if (isBanned(actor, now)) return false;
  if (name === 'view') return canViewSubforum(actor, scope, now);
  if (actor.memberId === null) return false;
  if (isCommunityAdmin(actor)) return true;
  if (name === 'admin' || name === 'moderator') return roleGrants(actor, name);
  if (!canViewSubforum(actor, scope, now)) return false;
  // A role counts only where it can view (staff view everywhere): a role that may read a private subforum does not
  // lend the member the post permissions of another role that may not.
  const staff = isStaff(actor);
  return actor.roles.some(
    (role) => (staff || rolePermissionInScope(role, 'view', scope)) && rolePermissionInScope(role, name, scope),
  );
}

/** Post types the actor may create here; a missing one hides its composer tab (member-forum §6). */
export const allowedPostTypes = (actor: Actor, scope: PermissionScope, now: number = Date.now()): PostType[] =>
  (['post', 'image', 'poll'] as const).filter((type) => can(actor, type, scope, now));

/** A new post's approved flag: true with approvedPost, else null (awaiting approval, member-forum §4). */
export const newPostApproval = (actor: Actor, scope: PermissionScope, now: number = Date.now()): true | null =>
  can(actor, 'approvedPost', scope, now) ? true : null;

const isAuthor = (actor: Actor, content: ContentRef) => actor.memberId !== null && actor.memberId === content.authorId;

/**
 * May the actor read this post or comment? It needs view of its scope; until approved (and after a denial) only
 * its author and staff see it. Without view the answer is 403 (member-forum §6).
 */
export function canViewContent(
  actor: Actor,
  scope: PermissionScope,
  content: ContentRef,
  now: number = Date.now(),
): boolean {
  if (!canViewSubforum(actor, scope, now)) return false;
  return content.approved === true || isAuthor(actor, content) || isStaff(actor);
}

/** Comment or reply on a post: the comment permission, on an approved post that is not archived. */
export const canComment = (actor: Actor, scope: PermissionScope, post: ContentRef, now: number = Date.now()): boolean =>
  !post.archived && post.approved === true && can(actor, 'comment', scope, now);

/**
 * Upvote, downvote or react: signed in, can read it, not archived (archived blocks votes and reactions), neither
 * banned nor timed out.
 */
export const canVoteOrReact = (
  actor: Actor,
  scope: PermissionScope,
  content: ContentRef,
  now: number = Date.now(),
): boolean =>
  actor.memberId !== null &&
  !content.archived &&
  content.approved === true &&
  !isBanned(actor, now) &&
  canViewContent(actor, scope, content, now);

/**
 * The card's action menu (member-forum §6): staff get edit, pin, archive, move (posts only) and delete, plus warn,
 * timeout, ban and report unless the content is anonymous or their own, and approve (a post not yet published) and
 * deny (one awaiting approval, member-forum §4); authors get edit and delete of their own;
 * other members get report; everyone gets copy link; signed-in members may subscribe to posts. A banned or timed-out
 * member gets what a guest gets: every other item is a write.
 */
export function contentMenu(actor: Actor, content: ContentRef, now: number = Date.now()): ContentMenuAction[] {
  const signedIn = actor.memberId !== null && (isAdminLike(actor) || !isBanned(actor, now));
  if (!signedIn) return ['copyLink'];
  const own = isAuthor(actor, content);
  const post = content.kind === 'post';
  const actions: ContentMenuAction[] = [];
  if (isStaff(actor)) {
    actions.push('edit');
    if (post) actions.push('pin', 'archive', 'move');
    if (post && content.approved !== true) actions.push('approve');
    if (post && content.approved === null) actions.push('deny');
    if (!own && !content.anonymous) actions.push('warn', 'timeout', 'ban');
    // Their own content as its author; anyone else's through moderation, with a reason (logged, undoable).
    actions.push(own ? 'delete' : 'deleteContent');
    if (!own && !content.anonymous) actions.push('report');
  } else if (own) {
    actions.push('edit', 'delete');
  } else {
    actions.push('report');
  }
  actions.push('copyLink');
  if (post) actions.push('subscribe');
  return actions;
}

/** The menu's actions against a content's author or their words: staff take them only on an author below them. */
const ACTIONS_ON_THE_AUTHOR: readonly ContentMenuAction[] = ['edit', 'warn', 'timeout', 'ban', 'deleteContent'];

/**
 * A staff member's menu on someone else's content whose author is beyond their reach (at or above their rank, or in
 * a subforum they do not moderate; judged by the server): what would be refused is not offered.
 */
export const menuBeyondReach = (menu: ContentMenuAction[]): ContentMenuAction[] =>
  menu.filter((action) => !ACTIONS_ON_THE_AUTHOR.includes(action));

/** A new role starts with every permission below level 20 (owner-dashboard §5). */
export const newRolePermissions = (): Record<PermissionName, boolean> =>
  Object.fromEntries(PERMISSION_NAMES.map((name) => [name, levelOf(name) < NEW_ROLE_LEVEL_BELOW])) as Record<
    PermissionName,
    boolean
  >;

/** The permissions listed on the role screens: level above 0 (owner-dashboard §5). */
export const listedPermissions = (): PermissionEntry[] =>
  permissionCatalogue.filter((entry) => entry.level > LISTED_LEVEL_ABOVE);

function levelOf(name: PermissionName): number {
  const entry = permissionCatalogue.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No catalogue entry for permission ${name}`);
  return entry.level;
}
