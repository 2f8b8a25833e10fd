// What other domains may do with member records: read one, create one inside their own transaction (a write
// fragment), move its state, set its fields, its session cutoff and its ban, and find members by name (@mentions).
// They call these, never the members store; the types and pure rules are in members/model.ts.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { transactIfHeld } from '../platform/db/transact.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { getStaffRecord } from '../communities/staff.ts';
import { refusal } from '../platform/http/errors.ts';
import { canSeeOnboardingAnswers } from './policy.ts';
import { usernameKey } from '@hearth/shared/rules/member-profile';
import { fullNameKey, type MemberItem } from './model.ts';
import * as memberStore from './store/member.ts';
import * as nameStore from './store/names.ts';
import { saveProfile } from './store/profile.ts';

export {
  getMember,
  newMemberWrites,
  deleteMemberWrite,
  emailChangeWrite,
  transitionState,
  updateMember,
  // The member item's key, for a caller that reads it in one BatchGet with its own items (the feed's viewer state).
  memberItemKey,
} from './store/member.ts';
export { setBan, banWrite, unbanWrite } from './store/bans.ts';

/** Ends every session of the account that began before `at` (epoch ms): the member item's session cutoff. */
export const endSessionsBefore = (communityId: string, memberId: string, at: number) =>
  memberStore.setSessionsValidAfter(communityId, memberId, at);

/** Active members whose "first last" starts with `query` (accents and case ignored), at most `limit`. */
export async function searchMembersByName(
  communityId: string,
  query: string,
  limit: number,
): Promise<Array<Pick<MemberItem, 'memberId' | 'firstName' | 'lastName'>>> {
  return nameStore.queryMemberNames(communityId, fullNameKey({ firstName: query, lastName: '' }).trim(), limit);
}

/** Sets a member's first and last name (the name index follows); null when there is no such member. */
export const renameMember = (communityId: string, memberId: string, firstName: string, lastName: string) =>
  nameStore.setMemberName(communityId, memberId, firstName, lastName);

/**
 * A member's answers to the onboarding questions, for the owner and editors of its community (an owner-app account
 * with a staff record there at level 90+); anyone else is refused, and a member of another community is missing.
 */
export async function onboardingAnswersFor(actor: Actor, communityId: string, memberId: string) {
  const staff = await getStaffRecord(communityId, actor.memberId);
  if (!canSeeOnboardingAnswers(staff)) throw refusal('ONBOARDING_ANSWERS_STAFF_ONLY');
  const member = await memberStore.getMember(communityId, memberId);
  if (!member) throw refusal('MEMBER_MISSING');
  return { memberId, items: member.onboardingAnswers ?? [] };
}
// roles
/** Several members by id (BatchGet, in parallel chunks); missing ones are left out. */
export { getMembers } from './store/member.ts';
/** A deleted account's member-side writes (member item, username claim, role holders). */
export const deleteAccountWrites = (member: MemberItem) =>
  memberStore.deleteAccountWrites(member, member.username ? usernameKey(member.username) : null);

// Weekly digest
/** A page of a community's members in name order (the digest job's recipients). */
export const pageMembers = (communityId: string, limit: number, startKey?: Record<string, unknown>) =>
  nameStore.queryMembersByName(communityId, '', null, limit, startKey);
// gamification
/** The XP consumer's write of a member's XP, level, leaderboard key and statistics (a transaction item). */
export { xpChangeWrite } from './store/xp.ts';

/** Claims a username for a member that has none yet (the demo seed's members); false when it is taken. */
export async function claimUsername(member: MemberItem, username: string): Promise<boolean> {
  return (await saveProfile(member, { username }, usernameKey)).ok;
}

// The owner as a member of every community they own: a member item in the community under the owner-app account's
// member id, so their profile, settings, notifications and content have one record there, as any member's do.
/** The owner's member item in a community, made from their owner-app account (names and address). */
export function ownerMembership(account: MemberItem, communityId: string, at: string): MemberItem {
  return {
    communityId,
    memberId: account.memberId,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    kind: 'owner',
    state: 'active',
    needsApproval: false,
    welcomePending: false,
    createdAt: at,
    verifiedAt: at,
  };
}

/**
 * The owner's member item, only if the community has none yet. The owner is not counted among the members who joined
 * (the member total, the day's new members): they made the community.
 */
export const ownerMemberWrite = (member: MemberItem) => memberStore.newMemberWrite(member);

/**
 * What a new community needs of the owner-app account creating it (null: the account is gone), from one read of it:
 * its membership of the new community as a write for the creation's transaction, and the plan it chose.
 */
export async function ownerOfNewCommunity(appMemberId: string, communityId: string, at: string) {
  const account = await memberStore.getMember(OWNER_APP_COMMUNITY_ID, appMemberId);
  if (!account) return null;
  return {
    membershipWrite: ownerMemberWrite(ownerMembership(account, communityId, at)),
    planChoice: account.planChoice ?? null,
  };
}

/** The owner's member item added to a community that exists without one (the backfill); false when it has one. */
export async function addOwnerMember(member: MemberItem): Promise<boolean> {
  return transactIfHeld([ownerMemberWrite(member)]);
}

/** The UTC day (YYYY-MM-DD) a member joined (registered), or null when there is no such member: retention cohorts. */
export async function memberJoinDay(communityId: string, memberId: string): Promise<string | null> {
  const member = await memberStore.getMember(communityId, memberId);
  return member ? member.createdAt.slice(0, 10) : null;
}

/** The join days of several members (one BatchGet per 100): members that no longer exist are left out. */
export async function memberJoinDays(communityId: string, memberIds: readonly string[]): Promise<Map<string, string>> {
  const members = await memberStore.getMembers(communityId, memberIds);
  return new Map(members.map((m) => [m.memberId, m.createdAt.slice(0, 10)]));
}
