// The session view of an account: what the SPA's guards decide on (state, welcome, ban, staff role).
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { levelForXp, rankForLevel } from '@hearth/shared/rules/xp';
import { activeBan, isSubscriber, type MemberItem } from '../members/model.ts';
import { mediaUrl } from '../platform/storage/media.ts';

export function toSessionUser(member: MemberItem, staff: SessionUser['staff'] = null, now = Date.now()): SessionUser {
  const ban = activeBan(member, now);
  // Sign-in and the session view refuse unverified accounts before they get here.
  if (member.state === 'unverified') throw new Error('an unverified account has no session');
  // A ban in force, permanent or timed, is a state of its own (the ban page, with the timeout's end from `ban`).
  const state: SessionUser['state'] = ban ? 'banned' : member.state;
  return {
    memberId: member.memberId,
    communityId: member.communityId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    kind: member.kind,
    state,
    welcomePending: member.welcomePending,
    ban: ban ? { permanent: ban.permanent, expiresAt: ban.permanent ? null : ban.expiresAt } : null,
    staff: staff ? { accessLevel: staff.accessLevel, role: staff.role } : null,
    level: levelForXp(member.xp ?? 0),
    rank: rankForLevel(levelForXp(member.xp ?? 0)),
    avatarFrameId: member.avatarFrameId ?? null,
    avatarURL: mediaUrl(member.profilePicKey),
    subscriber: isSubscriber(member),
    subscriptionStatus: member.subscription?.status ?? null,
  };
}
