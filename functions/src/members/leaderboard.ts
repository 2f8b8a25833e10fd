// The leaderboard panel and the members directory (member-forum §2.9, §7.3): members by level then XP, read from the
// leaderboard index the XP consumer keeps on the member item (no Scan), or by name prefix when searching. Both are
// off (404) when the community turned the users leaderboard off.
import * as messages from '@hearth/shared/messages';
import { planFeatureRefusal, planInForce } from '@hearth/shared/rules/plan-features';
import { levelForXp, rankForLevel } from '@hearth/shared/rules/xp';
import { DIRECTORY_PAGE_SIZE, LEADERBOARD_SIZE, type RankedMember } from '@hearth/shared/schemas/gamification';
import { type Forum, forumFor } from './gate.ts';
import { ACCESS_LEVEL_ADMIN } from '@hearth/shared/constants/auth';
import { getStaffRecordWithCommunity } from '../communities/staff.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { refusal, refusalSaying } from '../platform/http/errors.ts';
import { mediaUrl } from '../platform/storage/media.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { fullNameKey, type MemberItem } from './model.ts';
import { memberNamePartition, queryMembersByName } from './store/names.ts';
import { leaderboardPartition, queryLeaderboard } from './store/xp.ts';

/** A member as the leaderboard and the directory show them. */
export function rankedMember(member: MemberItem): RankedMember {
  const level = levelForXp(member.xp ?? 0);
  const fullName = `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim();
  return {
    memberId: member.memberId,
    slug: member.username ?? member.memberId,
    fullName: fullName || messages.deletedUser,
    username: member.username ?? null,
    profilePicURL: mediaUrl(member.profilePicKey),
    level,
    rank: rankForLevel(level),
    xp: member.xp ?? 0,
  };
}

async function leaderboardForum(tenant: Tenant | null, actor: Actor | null): Promise<Forum> {
  const forum = await forumFor(tenant, actor);
  if (forum.config.community.usersLeaderboard === false) throw refusal('LEADERBOARD_OFF');
  return forum;
}

/** The top 20 by level, then XP: one Query. */
export async function getLeaderboard(tenant: Tenant | null, actor: Actor | null) {
  const forum = await leaderboardForum(tenant, actor);
  const { items } = await queryLeaderboard(forum.config.community.communityId, LEADERBOARD_SIZE);
  return { items: items.map(rankedMember) };
}

/** A directory page of 10: by level then XP, or active members whose name starts with `search`. */
export async function listDirectory(
  tenant: Tenant | null,
  actor: Actor | null,
  query: { search?: string; cursor?: string },
) {
  const forum = await leaderboardForum(tenant, actor);
  const cid = forum.config.community.communityId;
  const search = query.search ? fullNameKey({ firstName: query.search, lastName: '' }).trim() : '';
  if (!search) {
    const startKey = decodeCursor(query.cursor, leaderboardPartition(cid));
    const page = await queryLeaderboard(cid, DIRECTORY_PAGE_SIZE, startKey);
    return { items: page.items.map(rankedMember), nextCursor: encodeCursor(page.lastKey ?? undefined) };
  }
  const startKey = decodeCursor(query.cursor, memberNamePartition(cid));
  const page = await queryMembersByName(cid, search, null, DIRECTORY_PAGE_SIZE, startKey);
  return {
    items: page.members.filter((m) => m.state === 'active').map(rankedMember),
    nextCursor: encodeCursor(page.lastKey),
  };
}

/**
 * The owner app's Top Members (the Statistics page): the same leaderboard index, 10 a page, for the community's
 * admin-level staff (whether or not the members' leaderboard is shown on the site). Anyone else: 404, as for every
 * community an account does not manage. Statistics need a plan that includes them (403 naming the plan): the plan is
 * on the community item, read in the same request as the staff record.
 */
export async function listTopMembers(actor: Actor, communityId: string, cursor: string | undefined) {
  const { staff, community } = await getStaffRecordWithCommunity(communityId, actor.memberId);
  if (!staff || !community || staff.accessLevel < ACCESS_LEVEL_ADMIN) throw refusal('NOT_STAFF');
  const refused = planFeatureRefusal('statistics', planInForce(community));
  if (refused) throw refusalSaying(refused.code, refused.message);
  const startKey = decodeCursor(cursor, leaderboardPartition(communityId));
  const page = await queryLeaderboard(communityId, DIRECTORY_PAGE_SIZE, startKey);
  return { items: page.items.map(rankedMember), nextCursor: encodeCursor(page.lastKey ?? undefined) };
}
