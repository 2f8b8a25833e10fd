// Profiles (member-forum §2.7, §2.8, §3, §5): a member's profile as a viewer may see it, the member's own edits
// (name, username claim, bio, birth date, location, privacy) and the username availability check.
import {
  DEFAULT_PRIVACY,
  parseLocation,
  usernameKey,
  usernameProblem,
  visiblePrivateFields,
  isProfileComplete,
} from '@hearth/shared/rules/member-profile';
import { levelProgress, rankForLevel } from '@hearth/shared/rules/xp';
import type { Profile, UpdateProfileBody } from '@hearth/shared/schemas/members';
import { type Forum, forumFor, forumWriter, memberAccountIn } from './gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { communityNotFound, refusal } from '../platform/http/errors.ts';
import { mediaUrl } from '../platform/storage/media.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { type MemberItem, type ProfileFields, ownSubscriptionView, wearsSubscriberBadge } from './model.ts';
import { getMember } from './store/member.ts';
import * as profileStore from './store/profile.ts';
import { upgradesView } from './upgrades-view.ts';

const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const SAVE_ATTEMPTS = 3;

/** The member a profile address names: `me`, a username (its claim) or a member id; null when there is none. */
async function memberOfSlug(forum: Forum, slug: string): Promise<MemberItem | null> {
  const cid = forum.config.community.communityId;
  const actor = forum.actor;
  if (slug === 'me') {
    const own = actor ? memberAccountIn(actor, cid) : null;
    return own ? (forum.member?.communityId === cid ? forum.member : await getMember(cid, own.memberId)) : null;
  }
  // What looks like a member id (a ULID) is read straight away, anything else through a username claim first; the
  // other reading is the fallback (seeded ids are not ULIDs). Two GetItems at most.
  const byId = () => getMember(cid, slug);
  const byUsername = async () => {
    const owner = await profileStore.getUsernameOwner(cid, usernameKey(slug));
    return owner ? getMember(cid, owner) : null;
  };
  if (ULID_PATTERN.test(slug)) return (await byId()) ?? (usernameProblem(slug) ? null : byUsername());
  return (usernameProblem(slug) ? null : await byUsername()) ?? byId();
}

/** A member others may see: an active account (pending, denied and unverified ones have no profile yet). */
const hasProfile = (member: MemberItem | null): member is MemberItem => member?.state === 'active';

/** The profile as this viewer may see it: private fields as the member's privacy switches allow. */
export function profileView(forum: Forum, member: MemberItem): Profile {
  const isMe = !!forum.actor && memberAccountIn(forum.actor, member.communityId)?.memberId === member.memberId;
  const privacy = { ...DEFAULT_PRIVACY, ...member.privacy };
  const visible = visiblePrivateFields(
    { dateOfBirth: member.dateOfBirth ?? null, location: member.location ?? null },
    privacy,
    isMe,
  );
  const roleIds = new Set(['members', ...(member.roleIds ?? [])]);
  return {
    memberId: member.memberId,
    slug: member.username ?? member.memberId,
    firstName: member.firstName,
    lastName: member.lastName,
    fullName: `${member.firstName} ${member.lastName}`.trim(),
    username: member.username ?? null,
    bio: member.bio ? member.bio : null,
    profilePicURL: mediaUrl(member.profilePicKey),
    coverURL: mediaUrl(member.coverKey),
    roles: forum.config.roles
      .filter((role) => roleIds.has(role.id))
      .map((role) => ({ id: role.id, name: role.name, color: role.color })),
    accessLevel: 0,
    registeredAt: member.verifiedAt ?? member.createdAt,
    ...visible,
    privacy: isMe ? privacy : null,
    ...gamificationView(member),
    profileUpgrades: upgradesView(member),
    isMe,
    subscriber: wearsSubscriberBadge(member),
    // The subscription itself is the member's own business: others see null.
    subscription: isMe ? ownSubscriptionView(member) : null,
  };
}

// gamification
/** Level, XP, rank and statistics as the XP consumer keeps them on the member item. */
function gamificationView(member: MemberItem) {
  const xp = member.xp ?? 0;
  const progress = levelProgress(xp);
  return {
    level: progress.level,
    xp,
    nextLevelXPTarget: progress.nextLevelXPTarget,
    levelPercent: progress.percent,
    rank: rankForLevel(progress.level),
    statistics: {
      postSubmissions: member.postSubmissions ?? 0,
      commentSubmissions: member.commentSubmissions ?? 0,
      reactionsReceived: member.reactionsReceived ?? 0,
      upvotesReceived: member.upvotesReceived ?? 0,
    },
  };
}

/** A profile by address; 404 when nobody (or nobody with a profile) is there. */
export async function getProfile(tenant: Tenant | null, actor: Actor | null, slug: string): Promise<Profile> {
  const forum = await forumFor(tenant, actor);
  const member = await memberOfSlug(forum, slug);
  if (!hasProfile(member)) throw refusal('PROFILE_MISSING');
  return profileView(forum, member);
}

/** The member id behind a profile address, for its activity lists; 404 when there is none. */
export async function profileMemberId(tenant: Tenant | null, actor: Actor | null, slug: string): Promise<string> {
  const forum = await forumFor(tenant, actor);
  const member = await memberOfSlug(forum, slug);
  if (!hasProfile(member)) throw refusal('PROFILE_MISSING');
  return member.memberId;
}

/** Whether a username is free here; the caller's own counts as free (one GetItem on its claim). */
export async function checkUsername(tenant: Tenant | null, actor: Actor | null, username: string) {
  if (!tenant || tenant.kind !== 'community') throw communityNotFound();
  // The membership gate: a private community answers its active members and staff only.
  await forumFor(tenant, actor);
  const owner = await profileStore.getUsernameOwner(tenant.communityId, usernameKey(username));
  return { username: username.trim(), available: owner === null || owner === actor?.memberId };
}

/** The body's fields as stored: trimmed text, the location parsed, privacy switches merged over the current ones. */
function profileFields(member: MemberItem, body: UpdateProfileBody): ProfileFields {
  const fields: ProfileFields = {};
  if (body.firstName !== undefined) fields.firstName = body.firstName.trim();
  if (body.lastName !== undefined) fields.lastName = body.lastName.trim();
  if (body.username !== undefined) fields.username = body.username.trim();
  if (body.bio !== undefined) fields.bio = body.bio.trim();
  if (body.dateOfBirth !== undefined) fields.dateOfBirth = body.dateOfBirth;
  if (body.location !== undefined) fields.location = parseLocation(body.location)!;
  if (body.privacy !== undefined) fields.privacy = { ...DEFAULT_PRIVACY, ...member.privacy, ...body.privacy };
  return fields;
}

/**
 * The signed-in member's own edits. A username is claimed in the same transaction as the member item (two members
 * racing for one name: exactly one wins, the other gets 409 "Username is already taken."); a concurrent edit of the
 * same member is re-read and retried.
 */
/**
 * A profile write that completes the profile for the first time marks it and commits `member.profile-completed` with
 * the mark (the XP consumer gives the completion XP once); the member as it now is.
 */
export async function noteCompletion(member: MemberItem): Promise<MemberItem> {
  if (member.profileCompletedAt || !isProfileComplete(member)) return member;
  const at = new Date().toISOString();
  return (await profileStore.markProfileCompleted(member.communityId, member.memberId, at))
    ? { ...member, profileCompletedAt: at }
    : member;
}

export async function updateMyProfile(tenant: Tenant | null, actor: Actor | null, body: UpdateProfileBody) {
  const { forum, member: first } = await forumWriter(tenant, actor);
  let member = first;
  for (let attempt = 1; ; attempt++) {
    const result = await profileStore.saveProfile(member, profileFields(member, body), usernameKey);
    if (result.ok) return profileView(forum, await noteCompletion(result.member));
    if (result.reason === 'username-taken') throw refusal('USERNAME_TAKEN');
    const fresh = await getMember(member.communityId, member.memberId);
    if (!fresh) throw refusal('MEMBER_MISSING');
    if (attempt >= SAVE_ATTEMPTS) throw refusal('PROFILE_CHANGING');
    member = fresh;
  }
}
