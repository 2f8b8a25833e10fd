// Who is reading or writing in the forum, in the permission model's terms (shared/src/rules/permissions.ts): the
// community's configuration, the viewer's roles, access level and ban, and the scope of a subforum. Shared by the
// posts and comments domains and the layout endpoint.
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
  banEffect,
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
import type { MemberItem } from '../members/model.ts';
import { getMember, memberItemKey } from '../members/service.ts';

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
 * (CONFIG_TTL_MS) for the reads of a public community: its roles besides Members, whether it is active, and its
 * timeout. A pending or denied account only ever moves to active (or stays), so a stale entry never lets anyone further
 * in than the member item does; a timeout only takes away writes, which are judged on the member item read fresh, so a
 * stale one only shows or hides the write controls for those seconds. Permanent bans are judged fresh (the feed's
 * BatchGet, every write, every private read).
 */
const standingCache = ttlCache<{ roleIds: readonly string[]; active: boolean; timeout: ActorBan | null }>();

const timeoutOf = (member: MemberItem | null): ActorBan | null =>
  member?.ban && !member.ban.permanent ? { permanent: false, expiresAt: member.ban.expiresAt } : null;

/**
 * The viewer's roles: Members, plus the community's roles the member item names (unknown ids are ignored); whether
 * the account is an active member; its timeout; and the member item itself when it had to be read, so the request
 * does not read it again.
 */
async function standingOf(
  config: CommunityConfig,
  membersRole: ActorRole,
  actor: Actor | null,
  given: MemberItem | null,
): Promise<{ roles: ActorRole[]; active: boolean; timeout: ActorBan | null; member: MemberItem | null }> {
  // Owner-app staff act through their access level (their account is no member item here); guests hold Members.
  if (!actor || actor.communityId !== config.community.communityId) {
    return { roles: [membersRole], active: false, timeout: null, member: null };
  }
  const key = `${actor.communityId}|${actor.memberId}`;
  const cached = given ? undefined : standingCache.get(key);
  const member = cached ? null : (given ?? (await getMember(actor.communityId, actor.memberId)));
  const standing = cached?.value ?? {
    roleIds: member?.roleIds ?? [],
    active: member?.state === 'active',
    timeout: timeoutOf(member),
  };
  if (!cached) standingCache.set(key, standing, CONFIG_TTL_MS);
  const extra = config.roles
    .filter((role) => role.id !== 'members' && standing.roleIds.includes(role.id))
    .map((role): ActorRole => ({ id: role.id, permissions: role.permissions }));
  return { roles: [membersRole, ...extra], active: standing.active, timeout: standing.timeout, member };
}

/**
 * What a request does as a member, for the membership gate: `read` (the community's content, profiles, the member's
 * own pages) and `own` (the member's own notification housekeeping: marking notifications seen, notification
 * preferences, push subscriptions), which a timeout allows; `write` (anything other members see or any content: post,
 * comment, edit, delete, vote, react, poll votes, follows, reports, uploads, profile, avatar, quest claims, staff
 * actions), which it refuses.
 */
export type MemberAccess = 'read' | 'own' | 'write';

/**
 * Why this account may not act as a member of the community, or null when it may: a registration still waiting
 * for staff, a denied one, a missing member item, a permanent ban (no access at all), or a running timeout for a
 * write (a timed-out member reads, but writes nothing until it ends). The one rule for every write and every read of
 * a private community.
 */
export function membershipRefusal(
  communityName: string,
  member: MemberItem | null,
  access: MemberAccess,
): AppError | null {
  if (!member) return refusal('NOT_A_MEMBER');
  if (member.state === 'pending') return new AppError(403, 'ACCOUNT_PENDING', messages.approvalPending);
  if (member.state === 'denied') return new AppError(403, 'ACCOUNT_DENIED', messages.signUpDenied(communityName));
  if (member.state !== 'active') return refusal('NOT_A_MEMBER');
  const effect = banEffect(member.ban);
  if (effect === 'banned') return new AppError(403, 'ACCOUNT_BANNED', messages.banned(communityName, true));
  if (effect === 'timedOut' && access === 'write') {
    const until = formatBanEnd(member.ban!.expiresAt!);
    return new AppError(403, 'ACCOUNT_TIMED_OUT', messages.timedOut(communityName, until));
  }
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
 * active members that are not banned (a timed-out member reads), judged on the member item read fresh on every
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
      const refusal = membershipRefusal(community.communityName, member, 'read');
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
        // The member item read this request when there is one; else the cached timeout (never a stale permanent ban).
        ban: isMemberAccount ? (fresh ? (fresh.ban ?? null) : standing.timeout) : null,
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
 * The forum of a signed-in member acting as one: the account's member item is read fresh, because its state, its
 * ban and the author's name live there, and the account must pass the membership gate for what the request does
 * (`access`: a timeout refuses writes only). Owner-app staff act through their staff record.
 */
export async function forumMember(
  tenant: Tenant | null,
  actor: Actor | null,
  access: MemberAccess,
  /** The member item as the caller read it this request, in one BatchGet with its own items (memberKeyOf). */
  read?: { member: MemberItem | null },
) {
  if (!actor) throw unauthenticated();
  const member = read ? read.member : await getMember(actor.communityId, actor.memberId);
  assertSessionCurrent(actor, member);
  const forum = await forumFor(tenant, actor, member);
  const refusal = membershipRefusal(forum.config.community.communityName, member, access);
  if (refusal) throw refusal;
  return { forum, member: member!, memberId: actor.memberId };
}

/** The forum for a write: an active member neither banned nor timed out (forumMember with `write`). */
export const forumWriter = (tenant: Tenant | null, actor: Actor | null, read?: { member: MemberItem | null }) =>
  forumMember(tenant, actor, 'write', read);

/**
 * The forum as seen with the viewer's member item read fresh this request (the feed's and the post page's BatchGet):
 * its ban, so the page's permissions, menus and vote controls follow a timeout at once. Unchanged for guests and staff.
 */
export function withFreshMember(forum: Forum, member: MemberItem | null): Forum {
  if (!member || !forum.actor || member.memberId !== forum.actor.memberId || forum.viewer.memberId === null)
    return forum;
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
