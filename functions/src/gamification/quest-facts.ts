// A member's quest facts (shared/src/rules/quests.ts) from their member item: one reading for the Quests tab
// (quests.ts) and for the XP consumer's before and after of an award (quest-events.ts).
import type { QuestFacts } from '@hearth/shared/rules/quests';
import { levelForXp } from '@hearth/shared/rules/xp';
import type { MemberItem } from '../members/model.ts';

/** The item's statistics, level and profile-completion mark; a caller that knows better (an award's levels) says so. */
export function questFactsOf(
  member: MemberItem,
  known: Partial<Pick<QuestFacts, 'periodCaps' | 'level' | 'profileCompleted'>> = {},
): QuestFacts {
  return {
    periodCaps: known.periodCaps ?? {},
    statistics: {
      postSubmissions: member.postSubmissions ?? 0,
      commentSubmissions: member.commentSubmissions ?? 0,
      upvotesReceived: member.upvotesReceived ?? 0,
      reactionsReceived: member.reactionsReceived ?? 0,
    },
    level: known.level ?? levelForXp(member.xp ?? 0),
    profileCompleted: known.profileCompleted ?? !!member.profileCompletedAt,
  };
}
