// Who is reading or writing in the forum, in the permission model's terms (shared/src/rules/permissions.ts): the
// community's configuration, the viewer's roles, access level and ban, and the scope of a subforum. Shared by the
// posts and comments domains and the layout endpoint.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { messages } from '@hearth/shared/messages';
import {
  type Actor as PermissionActor,
  type ActorRole,
  type PermissionScope,
  type SubforumAccess,
  can,
  canViewSubforum,
} from '@hearth/shared/rules/permissions';
import { getMember, type MemberItem } from '../auth/store.ts';
import { CONFIG_TTL_MS, type CommunityConfig, communityConfig } from '../communities/config.ts';
import type { SubforumItem } from '../communities/store.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { keys } from '../platform/db/keys.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import { communityNotFound, forbidden, notFound, unauthenticated } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';

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
 * The roles a member holds besides Members, as the member item says. Writes read the member item anyway and pass
 * it in (always fresh); reads use this per-container cache, with the same freshness as the community's
 * configuration (CONFIG_TTL_MS): a role change shows within seconds, and a feed page stays within its requests.
 */
const roleCache = ttlCache<readonly string[]>();

/**
 * The viewer's roles: Members, plus the community's roles the member item names (unknown ids are ignored); and the
 * member item itself when it had to be read (a cache miss), so the request does not read it again.
 */
async function rolesOf(
  config: CommunityConfig,
  membersRole: ActorRole,
  actor: Actor | null,
  given: MemberItem | null,
): Promise<{ roles: ActorRole[]; member: MemberItem | null }> {
  // Owner-app staff act through their access level (their account is no member item here); guests hold Members.
  if (!actor || actor.communityId !== config.community.communityId) return { roles: [membersRole], member: null };
  const key = `${actor.communityId}|${actor.memberId}`;
  const cached = given ? undefined : roleCache.get(key);
  const member = cached ? null : (given ?? (await getMember(actor.communityId, actor.memberId)));
  const held = cached?.value ?? member?.roleIds ?? [];
  if (!cached) roleCache.set(key, held, CONFIG_TTL_MS);
  const extra = config.roles
    .filter((role) => role.id !== 'members' && held.includes(role.id))
    .map((role): ActorRole => ({ id: role.id, permissions: role.permissions }));
  return { roles: [membersRole, ...extra], member };
}

/** The community-wide (-1) overrides per role: the owner's Platform Permissions (none until that screen exists). */
const communityWide = (_config: CommunityConfig) => ({});

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
 * The forum as this request sees it. A private community is for signed-in accounts only; an unpublished one for
 * its staff only. `member` is the viewer's member item when the caller read it (bans live there).
 */
export async function forumFor(
  tenant: Tenant | null,
  actor: Actor | null,
  member: MemberItem | null = null,
): Promise<Forum> {
  if (!tenant || tenant.kind !== 'community') throw communityNotFound();
  const config = await communityConfig(tenant.communityId);
  if (!config) throw communityNotFound();
  const membersRole = membersRoleOf(config);
  const accessLevel = actor?.staff?.accessLevel ?? 0;
  const held = await rolesOf(config, membersRole, actor, member);
  const viewer: PermissionActor = {
    memberId: actor?.memberId ?? null,
    roles: held.roles,
    accessLevel,
    owner: accessLevel >= 100 && actor?.communityId === OWNER_APP_COMMUNITY_ID,
    ban: member?.ban && actor?.communityId !== OWNER_APP_COMMUNITY_ID ? member.ban : null,
  };
  if (config.community.privateCommunity && !actor) throw unauthenticated();
  if (!config.community.isLive && accessLevel < 90) throw forbidden(messages.communityUnpublished);
  const forum = { config, actor, viewer, membersRole, homeScope: scopeOf({ config }, null), member: held.member };
  return forum;
}

/**
 * The forum for a write: the signed-in account's member item is read, because bans and the author's name live
 * there and a write must not trust a cached view of them.
 */
export async function forumWriter(tenant: Tenant | null, actor: Actor | null) {
  if (!actor) throw unauthenticated();
  const member = await getMember(actor.communityId, actor.memberId);
  if (!member || member.state !== 'active') throw forbidden(messages.notMember);
  return { forum: await forumFor(tenant, actor, member), member, memberId: actor.memberId };
}

export const contentNotFound = () => notFound(messages.contentNotFound);
export const contentPrivate = () => forbidden(messages.contentPrivate);

/** The key of the viewer's member item (read together with other items by the caller), or null for staff/guests. */
export const memberKeyOf = (actor: Actor | null) =>
  actor && actor.communityId !== OWNER_APP_COMMUNITY_ID ? keys.member(actor.communityId, actor.memberId) : null;

/** A subforum by slug that exists and is enabled (disabled ones are staff-only), or a precise 404/403. */
export function subforumBySlug(forum: Forum, slug: string): SubforumItem {
  const subforum = forum.config.subforums.find((s) => s.slug === slug);
  if (!subforum) throw notFound(messages.subforumMissing);
  if (!canViewSubforum(forum.viewer, scopeOf(forum, subforum))) throw forbidden(messages.subforumPrivate);
  return subforum;
}

export const subforumById = (forum: Forum, id: string | null) =>
  id ? (forum.config.subforums.find((s) => s.id === id) ?? null) : null;

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
