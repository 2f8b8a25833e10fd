// Quest transitions: the XP consumer's part of quests. An award that completes a quest, or leaves one
// step of it, commits `quest.completed` / `quest.near-completion` with its own transaction, so each transition is seen
// by exactly one applied event; the notifications consumer turns them into questCompletion / questNearCompletion
// notices. Kept apart from quests.ts (the member's list and claim) so the consumer carries no route code.
import { QUESTS, type QuestCategoryKey, questPeriod, questTransitions, sumCaps } from '@hearth/shared/rules/quests';
import type { XpKind } from '@hearth/shared/rules/xp';
import type { MemberItem, MemberStatistic } from '../members/model.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { questFactsOf } from './quest-facts.ts';
import * as store from './store.ts';

/** What one award changes for one member, as the XP consumer decided it. */
export interface AwardChange {
  member: MemberItem;
  /** The event's UTC day and time. */
  day: string;
  occurredAt: string;
  /** The base XP moved per kind on `day` and the day's counters as read before. */
  caps: Array<{ kind: XpKind; by: number }>;
  capsRead: Partial<Record<XpKind, number>>;
  statistics: Partial<Record<MemberStatistic, number>>;
  fromLevel: number;
  toLevel: number;
  /** The event is the profile's completion. */
  profileCompleted: boolean;
}

const weeklyKinds = new Set(
  QUESTS.flatMap((q) => (q.category === 'weekly' && q.measure.of === 'actions' ? q.measure.kinds : [])),
);

/**
 * The `quest.completed` / `quest.near-completion` events an award means for its member, committed with it (so each is
 * seen once): the member's facts before and after, compared quest by quest, for the periods that are current now (a
 * late event of a day gone by completes nothing claimable). A weekly quest's counters are read only when the award
 * moves a kind one counts (one BatchGetItem of the week's days).
 */
export async function questEventsOf(change: AwardChange, now = new Date()): Promise<TransactItem[]> {
  const { member } = change;
  const at = new Date(change.occurredAt);
  const current = (category: QuestCategoryKey) => questPeriod(category, at).key === questPeriod(category, now).key;
  const moved = (caps: Partial<Record<XpKind, number>>) => {
    const next = { ...caps };
    for (const c of change.caps) next[c.kind] = (next[c.kind] ?? 0) + c.by;
    return next;
  };
  const before = questFactsOf(member, {
    level: change.fromLevel,
    profileCompleted: !change.profileCompleted && !!member.profileCompletedAt,
  });
  const after = questFactsOf(member, {
    level: change.toLevel,
    profileCompleted: change.profileCompleted || !!member.profileCompletedAt,
  });
  for (const [name, by] of Object.entries(change.statistics) as Array<[MemberStatistic, number]>) {
    after.statistics[name] = (after.statistics[name] ?? 0) + by;
  }
  if (current('daily')) {
    before.periodCaps.daily = change.capsRead;
    after.periodCaps.daily = moved(change.capsRead);
  }
  if (current('weekly') && change.caps.some((c) => weeklyKinds.has(c.kind))) {
    const week = questPeriod('weekly', at).days;
    const { caps } = await store.questReads(member.communityId, member.memberId, week, []);
    // The event's day as the consumer read it (the counter this award's write is conditioned on).
    caps.set(change.day, change.capsRead);
    before.periodCaps.weekly = sumCaps(week.map((d) => caps.get(d) ?? {}));
    after.periodCaps.weekly = moved(before.periodCaps.weekly);
  }
  return questTransitions(before, after)
    .filter((t) => t.quest.category === 'milestones' || current(t.quest.category))
    .map((t) =>
      outboxItem(t.kind === 'completed' ? 'quest.completed' : 'quest.near-completion', member.communityId, {
        memberId: member.memberId,
        questId: t.quest.id,
        period: questPeriod(t.quest.category, at).key,
      }),
    );
}
