// Whether a staff member may act on a member or on someone else's content, with the people read from the store: the
// one judgement every staff action against a person or their content goes through (warn, time out, ban, delete,
// edit, undo), so a rule changed here changes for all of them. The pure rules are in members/rank.ts. It sits with
// posts, the lowest content domain, so posts, comments and moderation all reach it downward.
import { isStaff } from '@hearth/shared/rules/permissions';
import type { Forum } from '../members/gate.ts';
import { scopeOf, subforumById } from '../members/gate.ts';
import type { MemberItem } from '../members/model.ts';
import { getMember, getMembers } from '../members/service.ts';
import { getStaffRecord } from '../communities/staff.ts';
import { canModerateIn, memberAsActor, rankOf, targetRefusal } from '../members/rank.ts';

export type StaffRefusal = 'STAFF_ONLY' | 'MEMBER_MISSING' | 'MODERATION_SELF' | 'MODERATION_TARGET_PROTECTED';

/** Whether the viewer moderates content in this subforum (null: home). */
export const moderatesIn = (forum: Forum, subforumId: string | null) =>
  canModerateIn(forum.viewer, scopeOf(forum, subforumById(forum, subforumId)));

/** The rank of the member or owner-app account `memberId` in the community now; 0 when they are gone. */
export async function currentRankOf(forum: Forum, memberId: string): Promise<number> {
  const cid = forum.config.community.communityId;
  const member = await getMember(cid, memberId);
  if (member) return rankOf(memberAsActor(member, forum.config.roles, forum.membersRole));
  const staff = await getStaffRecord(cid, memberId);
  return staff ? rankOf(staffAsActor(memberId, staff.accessLevel)) : 0;
}

const staffAsActor = (memberId: string, accessLevel: number) => ({
  memberId,
  roles: [],
  accessLevel,
  owner: accessLevel >= 100,
  ban: null,
});

/**
 * The refusal the viewer meets on this member (and, for content, in this subforum), or null. An owner-app account
 * (the owner, editors) has no member item here but a staff record: it is judged by its access level.
 */
export async function refusalOn(
  forum: Forum,
  memberId: string,
  target: MemberItem | null,
  subforumId: string | null | undefined,
): Promise<StaffRefusal | null> {
  if (subforumId !== undefined && !moderatesIn(forum, subforumId)) return 'STAFF_ONLY';
  if (!target) {
    const staff = await getStaffRecord(forum.config.community.communityId, memberId);
    if (!staff) return 'MEMBER_MISSING';
    return targetRefusal(forum.viewer, staffAsActor(memberId, staff.accessLevel)) ?? 'MEMBER_MISSING';
  }
  return targetRefusal(forum.viewer, memberAsActor(target, forum.config.roles, forum.membersRole));
}

/**
 * The refusal staff meet on someone's post or comment, or null — the same for deleting and editing it: they must
 * moderate in its subforum, and its author must not be protected from them (the owner, an admin, anyone at or
 * above their level, themselves). An author whose account is gone protects nothing.
 */
export async function contentRefusal(
  forum: Forum,
  content: { authorId: string; subforumId: string | null },
  /** The author's member item when the caller read it already (null: none); read here otherwise. */
  known?: MemberItem | null,
): Promise<StaffRefusal | null> {
  const cid = forum.config.community.communityId;
  const author = known !== undefined ? known : await getMember(cid, content.authorId);
  if (author || (await getStaffRecord(cid, content.authorId))) {
    return refusalOn(forum, content.authorId, author, content.subforumId);
  }
  return moderatesIn(forum, content.subforumId) ? null : 'STAFF_ONLY';
}

/**
 * Of these authors of content in one subforum, those the viewer may not act on (edit, delete, warn…): none for a
 * viewer who is not staff, never the viewer themself. One BatchGet of the authors, for the menus a page shows.
 */
export async function authorsBeyondReach(
  forum: Forum,
  authorIds: string[],
  subforumId: string | null,
): Promise<Set<string>> {
  if (!isStaff(forum.viewer)) return new Set();
  const others = [...new Set(authorIds)].filter((id) => id !== forum.viewer.memberId);
  if (others.length === 0) return new Set();
  const read = new Map(
    (await getMembers(forum.config.community.communityId, others)).map((member) => [member.memberId, member]),
  );
  const refused = await Promise.all(
    others.map(async (authorId) =>
      (await contentRefusal(forum, { authorId, subforumId }, read.get(authorId) ?? null)) ? authorId : null,
    ),
  );
  return new Set(refused.filter((id) => id !== null));
}
