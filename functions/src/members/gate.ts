// The membership gate: who is reading or writing in a community, in the permission model's terms
// (shared/src/rules/permissions.ts) — the community's configuration, the viewer's roles, access level and ban, and the
// scope of a subforum. It sits in the members domain (it reads the member, and the community below it); every domain
// above that serves a member (profiles, posts, comments, notifications, moderation) asks it first.
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import * as messages from '@hearth/shared/messages';
import {
  type Actor as PermissionActor,
  type ActorBan,
  type ActorRole,
  type PermissionScope,
  type SubforumAccess,
  can,
  canViewSubforum,
  banInForce,
  guestActor,
} from '@hearth/shared/rules/permissions';
import { formatBanEnd } from '@hearth/shared/rules/ban-end';
import { sessionStillValid } from '../platform/auth/session-cutoff.ts';
import {
  CONFIG_TTL_MS,
  type CommunityConfig,
  HOME_CATEGORIES,
  type SubforumItem,
  communityConfig,
} from '../communities/config.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import { AppError, communityNotFound, refusal, unauthenticated } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import type { MemberItem } from './model.ts';
import { getMember, memberItemKey } from './service.ts';

export interface Forum {
  config: CommunityConfig;
  /** The session's account, when signed in. */
  actor: Actor | null;
  viewer: PermissionActor;
  membersRole: ActorRole;
  /** The scope of home / community-wide (subforum -1). */
  homeScope: PermissionScope;
  /** The viewer's member item when this request has read it already (a write, or a roles-cache miss). */
  member: MemberItem | null;
}

/** The Members role (every member holds it; guests are judged by it too). */
function membersRoleOf(config: CommunityConfig): ActorRole {
  const role = config.roles.find((r) => r.id === 'members');
  return { id: 'members', permissions: role?.permissions ?? { view: true } };
}

/**
 * What a member item says about its account here, cached per container with the configuration's freshness
 * (CONFIG_TTL_MS) for the reads of a public community: its roles besides Members, whether it is active, and its ban.
 * A pending or denied account only ever moves to active (or stays), so a stale entry never lets anyone further in
 * than the member item does. The cached ban only turns the layout's offers off (New Post, staff tools); what a ban
 * refuses is judged fresh (the feed's BatchGet, every write, every private read).
 */
const standingCache = ttlCache<{ roleIds: readonly string[]; active: boolean; ban: ActorBan | null }>();

/**
 * The viewer's roles: Members, plus the community's roles the member item names (unknown ids are ignored); whether
 * the account is an active member; its ban; and the member item itself when it had to be read, so the request does
 * not read it again.
 */
async function standingOf(
  config: CommunityConfig,
  membersRole: ActorRole,
  actor: Actor | null,
  given: MemberItem | null,
): Promise<{ roles: ActorRole[]; active: boolean; ban: ActorBan | null; member: MemberItem | null }> {
  // Owner-app staff act through their access level (their account is no member item here); guests hold Members.
  if (!actor || actor.communityId !== config.community.communityId) {
    return { roles: [membersRole], active: false, ban: null, member: null };
  }
  const key = `${actor.communityId}|${actor.memberId}`;
  const cached = given ? undefined : standingCache.get(key);
  const member = cached ? null : (given ?? (await getMember(actor.communityId, actor.memberId)));
  const standing = cached?.value ?? {
    roleIds: member?.roleIds ?? [],
    active: member?.state === 'active',
    ban: member?.ban ?? null,
  };
  if (!cached) standingCache.set(key, standing, CONFIG_TTL_MS);
  const extra = config.roles
    .filter((role) => role.id !== 'members' && standing.roleIds.includes(role.id))
    .map((role): ActorRole => ({ id: role.id, permissions: role.permissions }));
  return { roles: [membersRole, ...extra], active: standing.active, ban: standing.ban, member };
}

/** A ban's refusal in the spec's words (member-forum §8): a timed ban adds when it ends. */
function banRefusal(communityName: string, ban: ActorBan): AppError {
  const text = messages.banned(communityName, ban.permanent);
  const expiry = !ban.permanent && ban.expiresAt ? ` ${messages.banExpires(formatBanEnd(ban.expiresAt))}` : '';
  return new AppError(403, 'ACCOUNT_BANNED', `${text}${expiry}`);
}

/**
 * Why this account may not act as a member of the community, or null when it may: a registration still waiting
 * for staff, a denied one, a missing member item, or a ban in force (a timeout is a ban with an expiry: no reads or
 * writes until it ends). The one rule for every write and every read of a private community.
 */
export function membershipRefusal(communityName: string, member: MemberItem | null): AppError | null {
  if (!member) return refusal('NOT_A_MEMBER');
  if (member.state === 'pending') return new AppError(403, 'ACCOUNT_PENDING', messages.approvalPending);
  if (member.state === 'denied') return new AppError(403, 'ACCOUNT_DENIED', messages.signUpDenied(communityName));
  if (member.state !== 'active') return refusal('NOT_A_MEMBER');
  if (member.ban && banInForce(member.ban)) return banRefusal(communityName, member.ban);
  return null;
}

/**
 * The community-wide (-1) overrides per role: the owner's Platform Permissions. A toggle turned off is `false` for
 * every role (admins and moderators keep theirs: staff are never overridden); a toggle on leaves each role its own.
 */
function communityWide(config: CommunityConfig): PermissionScope['communityWide'] {
  const off = Object.fromEntries(
    Object.entries(config.platformPermissions)
      .filter(([, on]) => on === false)
      .map(([name]) => [name, false]),
  );
  if (Object.keys(off).length === 0) return {};
  return Object.fromEntries(
    config.roles.filter((role) => !role.isAdminRole && !role.isModerRole).map((role) => [role.id, off]),
  );
}

export function scopeOf(forum: Pick<Forum, 'config'>, subforum: SubforumItem | null): PermissionScope {
  const access: SubforumAccess | null = subforum
    ? {
        enabled: subforum.enabled,
        private: subforum.private,
        navigation: subforum.navigation,
        roleOverrides: subforum.permissions as SubforumAccess['roleOverrides'],
      }
    : null;
  return { communityWide: communityWide(forum.config), subforum: access };
}

/**
 * An ID token issued before the account's sessions were ended (a password change or reset) is no session: 401
 * SESSION_EXPIRED, so the SPA tries its refresh, which is refused too, and signs out. Judged wherever the member
 * item is read fresh anyway (every write, every read of a private community); elsewhere the 15-minute token runs out.
 */
function assertSessionCurrent(actor: Actor, member: MemberItem | null) {
  if (member && !sessionStillValid(member, (actor.issuedAt ?? 0) * 1000)) {
    throw new AppError(401, 'SESSION_EXPIRED', messages.sessionExpired);
  }
}

/**
 * The forum as this request sees it. An unpublished community is for its staff only. A private one is for staff and
 * active members that are not banned (nor timed out), judged on the member item read fresh on every
 * request (a denial or a ban shuts the door on the next request). On a public community an account that is not an active member reads as a guest.
 * `member` is the viewer's member item when the caller read it already.
 */
export async function forumFor(
  tenant: Tenant | null,
  actor: Actor | null,
  given: MemberItem | null = null,
): Promise<Forum> {
  if (!tenant || tenant.kind !== 'community') throw communityNotFound();
  const config = await communityConfig(tenant.communityId);
  if (!config) throw communityNotFound();
  const { community } = config;
  const accessLevel = actor?.staff?.accessLevel ?? 0;
  const isMemberAccount = !!actor && actor.communityId === community.communityId;
  let member = given;
  if (community.privateCommunity) {
    if (!actor) throw unauthenticated();
    if (isMemberAccount) {
      member ??= await getMember(actor.communityId, actor.memberId);
      assertSessionCurrent(actor, member);
      const refusal = membershipRefusal(community.communityName, member);
      if (refusal) throw refusal;
    }
  }
  if (!community.isLive && accessLevel < 90) throw refusal('COMMUNITY_UNPUBLISHED');
  const membersRole = membersRoleOf(config);
  const standing = await standingOf(config, membersRole, actor, member);
  const acting = !isMemberAccount || standing.active;
  const fresh = member ?? standing.member;
  const viewer: PermissionActor = acting
    ? {
        memberId: actor?.memberId ?? null,
        roles: standing.roles,
        accessLevel,
        owner: accessLevel >= 100 && actor?.communityId === OWNER_APP_COMMUNITY_ID,
        // The member item read this request when there is one, else the cached ban (refusals are judged fresh).
        ban: isMemberAccount ? (fresh ? (fresh.ban ?? null) : standing.ban) : null,
      }
    : guestActor(membersRole);
  return {
    config,
    actor,
    viewer,
    membersRole,
    homeScope: scopeOf({ config }, null),
    member: standing.member ?? member,
  };
}

/**
 * The forum of a signed-in member acting as one (every write, and reads of a member's own or other members' data):
 * the account's member item is read fresh, because its state, its ban and the author's name live there, and the
 * account must pass the membership gate (membershipRefusal). Owner-app staff act through their staff record.
 */
export async function forumWriter(
  tenant: Tenant | null,
  actor: Actor | null,
  /** The member item as the caller read it this request, in one BatchGet with its own items (memberKeyOf). */
  read?: { member: MemberItem | null },
) {
  if (!actor) throw unauthenticated();
  let member: MemberItem | null;
  if (tenant && isOwnerIn(actor, tenant.communityId)) {
    // The owner's own account is the owner-app one (its session cutoff); they act here through their member item,
    // or, in a community made before owners were members and not yet backfilled, through that account as before.
    const [own, account] = await Promise.all([
      read ? read.member : getMember(tenant.communityId, actor.memberId),
      getMember(actor.communityId, actor.memberId),
    ]);
    assertSessionCurrent(actor, account);
    member = own ?? account;
  } else {
    member = read ? read.member : await getMember(actor.communityId, actor.memberId);
    assertSessionCurrent(actor, member);
  }
  const forum = await forumFor(tenant, actor, member);
  const refusal = membershipRefusal(forum.config.community.communityName, member);
  if (refusal) throw refusal;
  return { forum, member: member!, memberId: actor.memberId };
}

/** The community's owner acting on its host: an owner-app account holding the owner's staff record there. */
const isOwnerIn = (actor: Actor, communityId: string) =>
  actor.communityId === OWNER_APP_COMMUNITY_ID &&
  communityId !== OWNER_APP_COMMUNITY_ID &&
  (actor.staff?.accessLevel ?? 0) >= ACCESS_LEVEL_OWNER;

/**
 * The member item an account acts through in a community, or null when it has none there: a member account's own;
 * the owner's member item under their owner-app member id (the owner is a member of every community they own, with a
 * profile, settings and notifications). Editors act through their staff record only.
 */
export function memberAccountIn(actor: Actor, communityId: string): { communityId: string; memberId: string } | null {
  if (actor.communityId === communityId || isOwnerIn(actor, communityId)) {
    return { communityId, memberId: actor.memberId };
  }
  return null;
}

/**
 * The forum as seen with the viewer's member item read fresh this request (the feed's and the post page's BatchGet):
 * a member banned or timed out since their roles were cached is refused with the ban's own reason (the SPA reads the
 * session again and shows the ban page). Unchanged for guests and staff.
 */
export function withFreshMember(forum: Forum, member: MemberItem | null): Forum {
  if (!member || !forum.actor || member.memberId !== forum.actor.memberId || forum.viewer.memberId === null)
    return forum;
  if (member.ban && banInForce(member.ban)) throw banRefusal(forum.config.community.communityName, member.ban);
  return { ...forum, member, viewer: { ...forum.viewer, ban: member.ban ?? null } };
}

export const contentNotFound = () => refusal('CONTENT_NOT_FOUND');
export const contentPrivate = () => refusal('CONTENT_PRIVATE');

/** The key of the viewer's member item (read together with other items by the caller), or null for staff/guests. */
export const memberKeyOf = (actor: Actor | null) =>
  actor && actor.communityId !== OWNER_APP_COMMUNITY_ID ? memberItemKey(actor.communityId, actor.memberId) : null;

/** A subforum by slug that exists and is enabled (disabled ones are staff-only), or a precise 404/403. */
export function subforumBySlug(forum: Forum, slug: string): SubforumItem {
  const subforum = forum.config.subforums.find((s) => s.slug === slug);
  if (!subforum) throw refusal('SUBFORUM_MISSING');
  // A disabled subforum is "not found" for those who cannot open it (member-forum §2.5); a private one is private.
  if (!canViewSubforum(forum.viewer, scopeOf(forum, subforum))) {
    throw refusal(subforum.enabled ? 'SUBFORUM_PRIVATE' : 'SUBFORUM_MISSING');
  }
  return subforum;
}

/** An enabled category of the subforum (or of home/community-wide), else 400 "Choose one of the categories…". */
export function categoryIn(forum: Forum, subforum: SubforumItem | null, categoryId: string) {
  const scope = subforum?.id ?? HOME_CATEGORIES;
  const category = forum.config.categories.find((c) => c.id === categoryId && c.subforumId === scope && c.enabled);
  if (!category) throw refusal('CATEGORY_INVALID');
  return category;
}

export const subforumById = (forum: Forum, id: string | null) =>
  id ? (forum.config.subforums.find((s) => s.id === id) ?? null) : null;

/** A reaction of the community's set, else 400 (member-forum §2.6: members react with the community's reactions). */
export function assertReactionOffered(forum: Forum, key: string) {
  if (!forum.config.reactions.some((r) => r.key === key)) throw refusal('REACTION_UNKNOWN');
}

/** What the viewer may create here (the composer's tabs and checkboxes, the comment box). */
export function scopePermissions(forum: Forum, scope: PermissionScope) {
  const v = forum.viewer;
  return {
    post: can(v, 'post', scope),
    image: can(v, 'image', scope),
    poll: can(v, 'poll', scope),
    comment: can(v, 'comment', scope),
    anonymousPost: can(v, 'anonymousPost', scope),
    anonymousComment: can(v, 'anonymousComment', scope),
  };
}
