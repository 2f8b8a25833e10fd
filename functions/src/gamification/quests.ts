// Quests (member-forum §2.7 Quests tab, §3, §4, §7.3 claimQuest): the signed-in member's quests by category
// and the claim. Progress is read from what the XP engine already keeps (the day's cap counters, the member's
// statistics and level: shared/src/rules/quests.ts); a claim writes the claim item and `quest.claimed` in one
// transaction, and the XP consumer awards the quest's XP once from that event (docs/gamification.md, Quests).
import {
  QUEST_CATEGORIES,
  QUESTS,
  type QuestCategoryKey,
  type QuestDefinition,
  type QuestFacts,
  questById,
  questPeriod,
  questSteps,
  sumCaps,
} from '@hearth/shared/rules/quests';
import type { Quest, QuestCategory } from '@hearth/shared/schemas/gamification';
import { forumWriter } from '../members/gate.ts';
import type { MemberItem } from '../members/model.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { TransactionConditionFailed, transactWrite } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { questFactsOf } from './quest-facts.ts';
import * as store from './store.ts';

interface Progress {
  facts: QuestFacts;
  periods: Map<QuestCategoryKey, ReturnType<typeof questPeriod>>;
  claimed: Set<string>;
}

/** The member's progress at `now`: one BatchGetItem (the week's cap counters and the current periods' claims). */
async function progressOf(communityId: string, member: MemberItem, now: Date): Promise<Progress> {
  const periods = new Map(QUEST_CATEGORIES.map((c) => [c.key, questPeriod(c.key, now)] as const));
  const days = [...new Set([...periods.values()].flatMap((p) => p.days))];
  const { caps, claimed } = await store.questReads(
    communityId,
    member.memberId,
    days,
    QUESTS.map((q) => ({ period: periods.get(q.category)!.key, questId: q.id })),
  );
  const periodCaps: QuestFacts['periodCaps'] = {};
  for (const [key, period] of periods) periodCaps[key] = sumCaps(period.days.map((day) => caps.get(day) ?? {}));
  return {
    facts: questFactsOf(member, { periodCaps }),
    periods,
    claimed,
  };
}

function questView(quest: QuestDefinition, progress: Progress): Quest {
  const period = progress.periods.get(quest.category)!.key;
  const steps = questSteps(quest, progress.facts);
  return {
    id: quest.id,
    iconKey: quest.iconKey,
    title: quest.title,
    description: quest.description,
    xp: quest.xp,
    claimed: progress.claimed.has(`${period}|${quest.id}`),
    stepsCompleted: steps,
    totalSteps: quest.totalSteps,
    status: steps >= quest.totalSteps ? 'completed' : 'inProgress',
    destination: quest.destination,
    period,
  };
}

/** The signed-in member, active and not banned (the membership gate), with their member item. */
async function questMember(tenant: Tenant | null, actor: Actor | null) {
  const { member } = await forumWriter(tenant, actor);
  if (!member) throw refusal('MEMBER_MISSING');
  return member;
}

export async function listQuests(
  tenant: Tenant | null,
  actor: Actor | null,
  now = new Date(),
): Promise<{ categories: QuestCategory[] }> {
  const member = await questMember(tenant, actor);
  const progress = await progressOf(member.communityId, member, now);
  return {
    categories: QUEST_CATEGORIES.map((category) => {
      const quests = QUESTS.filter((q) => q.category === category.key).map((q) => questView(q, progress));
      return {
        label: category.label,
        title: category.title,
        description: category.description,
        claimable: quests.filter((q) => q.status === 'completed' && !q.claimed).length,
        claimed: quests.filter((q) => q.claimed).length,
        total: quests.length,
        displaySize: category.displaySize,
        colours: category.colours,
        icon: category.icon,
        expiresAt: progress.periods.get(category.key)!.expiresAt,
        quests,
      };
    }),
  };
}

/**
 * Claims a completed quest in its current period. The claim item is written once (conditional Put) with the
 * `quest.claimed` event, so a second claim is a clear 409 and the XP is awarded once by the XP consumer.
 */
export async function claimQuest(
  tenant: Tenant | null,
  actor: Actor | null,
  questId: string,
  period: string | undefined,
  now = new Date(),
): Promise<{ quest: Quest; xp: number }> {
  const member = await questMember(tenant, actor);
  const quest = questById(questId);
  if (!quest) throw refusal('QUEST_MISSING');
  const progress = await progressOf(member.communityId, member, now);
  const current = questView(quest, progress);
  if (period !== undefined && period !== current.period) throw refusal('QUEST_EXPIRED');
  if (current.claimed) throw refusal('QUEST_CLAIMED');
  if (current.status !== 'completed') throw refusal('QUEST_INCOMPLETE');
  const claimedAt = now.toISOString();
  try {
    await transactWrite([
      store.questClaimWrite(member.communityId, {
        questId,
        period: current.period,
        memberId: member.memberId,
        xp: quest.xp,
        claimedAt,
      }),
      outboxItem('quest.claimed', member.communityId, {
        memberId: member.memberId,
        questId,
        period: current.period,
        xp: quest.xp,
      }),
    ]);
  } catch (err) {
    // Two claims at once: the other one holds.
    if (err instanceof TransactionConditionFailed) throw refusal('QUEST_CLAIMED');
    throw err;
  }
  return { quest: { ...current, claimed: true }, xp: quest.xp };
}
