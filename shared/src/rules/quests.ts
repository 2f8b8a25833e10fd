// Quests (member-forum §2.7 Quests tab, §3 Quest and Quest category, §4 quest states, §7.3 claimQuest): the
// starter catalogue, grouped in categories, and the pure rules over it — which period a quest counts in, when that
// period ends, how many steps a member has done, and what they may claim. Zod-free, like the XP table.
//
// Progress is read, never stored: daily and weekly quests count what the XP engine's daily cap counters already hold
// (the base XP a member earned per kind per UTC day; one action of a kind is that kind's base XP), milestones read
// the member's statistics and level. So a quest's steps follow the member's actions — an upvote taken back is a step
// taken back — and nothing new is written per action. Only a claim writes (docs/gamification.md, Quests).
import { type XpKind, XP_TABLE } from './xp.ts';

export type QuestCategoryKey = 'daily' | 'weekly' | 'milestones';

/** What a quest counts. */
export type QuestMeasure =
  /** Actions of these kinds in the quest's period (from the daily cap counters). */
  | { of: 'actions'; kinds: readonly XpKind[] }
  /** One of the member's lifetime statistics. */
  | { of: 'statistic'; statistic: 'postSubmissions' | 'commentSubmissions' | 'upvotesReceived' | 'reactionsReceived' }
  /** The member's level (steps = levels reached, up to the total). */
  | { of: 'level' }
  /** The profile completed once (picture, birthday, location, username). */
  | { of: 'profileCompleted' };

export interface QuestDefinition {
  id: string;
  category: QuestCategoryKey;
  iconKey: string;
  title: string;
  description: string;
  /** Base XP a claim gives (supporters earn 1.5×, like every award). */
  xp: number;
  totalSteps: number;
  /** Where Start takes the member (a path on the community's site), or null when there is nothing to start. */
  destination: string | null;
  measure: QuestMeasure;
}

export interface QuestCategoryDefinition {
  key: QuestCategoryKey;
  label: string;
  title: string;
  description: string;
  icon: string;
  displaySize: 'small' | 'large';
  colours: { from: string; to: string };
}

export const QUEST_CATEGORIES: readonly QuestCategoryDefinition[] = [
  {
    key: 'daily',
    label: 'Daily',
    title: 'Daily quests',
    description: 'New every day at 00:00 UTC.',
    icon: 'sun',
    displaySize: 'small',
    colours: { from: '#fff4e6', to: '#ffe8cc' },
  },
  {
    key: 'weekly',
    label: 'Weekly',
    title: 'Weekly quests',
    description: 'New every Monday at 00:00 UTC.',
    icon: 'calendar',
    displaySize: 'small',
    colours: { from: '#e7f5ff', to: '#d0ebff' },
  },
  {
    key: 'milestones',
    label: 'Milestones',
    title: 'Milestones',
    description: 'Once per member, they never expire.',
    icon: 'flag',
    displaySize: 'large',
    colours: { from: '#f3f0ff', to: '#e5dbff' },
  },
];

const HOME = '/';

/** The starter catalogue. Daily totals stay under the day's caps, so every step counts. */
export const QUESTS: readonly QuestDefinition[] = [
  {
    id: 'daily-comments',
    category: 'daily',
    iconKey: 'message',
    title: 'Join the conversation',
    description: 'Write 3 comments today.',
    xp: 15,
    totalSteps: 3,
    destination: HOME,
    measure: { of: 'actions', kinds: ['comment'] },
  },
  {
    id: 'daily-upvotes',
    category: 'daily',
    iconKey: 'arrow-up',
    title: 'Show some love',
    description: 'Upvote 5 posts or comments today.',
    xp: 10,
    totalSteps: 5,
    destination: HOME,
    measure: { of: 'actions', kinds: ['upvoteGiven'] },
  },
  {
    id: 'daily-reactions',
    category: 'daily',
    iconKey: 'mood-smile',
    title: 'React',
    description: 'React to 3 posts or comments today.',
    xp: 10,
    totalSteps: 3,
    destination: HOME,
    measure: { of: 'actions', kinds: ['reactionGiven'] },
  },
  {
    id: 'weekly-posts',
    category: 'weekly',
    iconKey: 'pencil',
    title: 'Share something new',
    description: 'Publish 3 posts this week.',
    xp: 60,
    totalSteps: 3,
    destination: '/new-post',
    measure: { of: 'actions', kinds: ['post'] },
  },
  {
    id: 'weekly-polls',
    category: 'weekly',
    iconKey: 'chart-bar',
    title: 'Have your say',
    description: 'Vote in 3 polls this week.',
    xp: 30,
    totalSteps: 3,
    destination: HOME,
    measure: { of: 'actions', kinds: ['pollVote'] },
  },
  {
    id: 'weekly-upvotes-received',
    category: 'weekly',
    iconKey: 'award',
    title: 'Well received',
    description: 'Get 10 upvotes on your posts and comments this week.',
    xp: 50,
    totalSteps: 10,
    destination: null,
    measure: { of: 'actions', kinds: ['postUpvoteReceived', 'commentUpvoteReceived'] },
  },
  {
    id: 'first-post',
    category: 'milestones',
    iconKey: 'flag',
    title: 'First post',
    description: 'Publish your first post.',
    xp: 25,
    totalSteps: 1,
    destination: '/new-post',
    measure: { of: 'statistic', statistic: 'postSubmissions' },
  },
  {
    id: 'complete-profile',
    category: 'milestones',
    iconKey: 'user',
    title: 'Make it yours',
    description: 'Complete your profile: picture, birthday, location and username.',
    xp: 25,
    totalSteps: 1,
    destination: '/settings',
    measure: { of: 'profileCompleted' },
  },
  {
    id: 'ten-comments',
    category: 'milestones',
    iconKey: 'messages',
    title: 'Regular',
    description: 'Write 10 comments.',
    xp: 40,
    totalSteps: 10,
    destination: HOME,
    measure: { of: 'statistic', statistic: 'commentSubmissions' },
  },
  {
    id: 'reach-level-5',
    category: 'milestones',
    iconKey: 'star',
    title: 'Rising star',
    description: 'Reach level 5.',
    xp: 50,
    totalSteps: 5,
    destination: null,
    measure: { of: 'level' },
  },
];

export const questById = (id: string): QuestDefinition | undefined => QUESTS.find((q) => q.id === id);

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfDay = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
/** Monday 00:00 UTC of the week `now` is in (weeks run Monday to Sunday, ISO 8601). */
const startOfWeek = (now: Date) => startOfDay(now) - ((now.getUTCDay() + 6) % 7) * DAY_MS;

/** The period a category's quests count in at `now`: its key (part of a claim's identity), its days, its end. */
export interface QuestPeriod {
  /** `2026-11-26` (a day), `week-2026-11-23` (the week's Monday), or `ever`. */
  key: string;
  /** The UTC days (YYYY-MM-DD) whose counters the period sums, up to today: empty for milestones. */
  days: string[];
  /** When the period ends (ISO), or null when it never does. */
  expiresAt: string | null;
}

export function questPeriod(category: QuestCategoryKey, now: Date): QuestPeriod {
  if (category === 'milestones') return { key: 'ever', days: [], expiresAt: null };
  const today = startOfDay(now);
  if (category === 'daily') {
    return { key: dayOf(today), days: [dayOf(today)], expiresAt: new Date(today + DAY_MS).toISOString() };
  }
  const monday = startOfWeek(now);
  const days: string[] = [];
  for (let d = monday; d <= today; d += DAY_MS) days.push(dayOf(d));
  return { key: `week-${dayOf(monday)}`, days, expiresAt: new Date(monday + 7 * DAY_MS).toISOString() };
}

/** Whole hours left until `expiresAt` (the Quests tab's "time remaining in hours"), at least 0. */
export const hoursRemaining = (expiresAt: string, now: Date) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 3_600_000));

/** What a member's progress is read from. */
export interface QuestFacts {
  /** Base XP per kind earned in each category's period (summed over its days). */
  periodCaps: Partial<Record<QuestCategoryKey, Partial<Record<XpKind, number>>>>;
  statistics: Partial<
    Record<'postSubmissions' | 'commentSubmissions' | 'upvotesReceived' | 'reactionsReceived', number>
  >;
  level: number;
  profileCompleted: boolean;
}

/** Steps done of one quest, 0…totalSteps. */
export function questSteps(quest: QuestDefinition, facts: QuestFacts): number {
  const m = quest.measure;
  let done: number;
  switch (m.of) {
    case 'actions': {
      const caps = facts.periodCaps[quest.category] ?? {};
      done = m.kinds.reduce((sum, kind) => sum + Math.floor((caps[kind] ?? 0) / XP_TABLE[kind].xp), 0);
      break;
    }
    case 'statistic':
      done = facts.statistics[m.statistic] ?? 0;
      break;
    case 'level':
      done = facts.level;
      break;
    case 'profileCompleted':
      done = facts.profileCompleted ? 1 : 0;
      break;
  }
  return Math.min(quest.totalSteps, Math.max(0, done));
}

/** Sums the daily cap counters of the given days (what a weekly quest counts). */
export function sumCaps(daysCaps: ReadonlyArray<Partial<Record<XpKind, number>>>): Partial<Record<XpKind, number>> {
  const total: Partial<Record<XpKind, number>> = {};
  for (const caps of daysCaps) {
    for (const [kind, value] of Object.entries(caps) as Array<[XpKind, number]>) {
      if (typeof value === 'number') total[kind] = (total[kind] ?? 0) + value;
    }
  }
  return total;
}

/** Quests of at least this many steps say when one step is left (questNearCompletion). */
export const NEAR_COMPLETION_MIN_STEPS = 3;

export interface QuestTransition {
  quest: QuestDefinition;
  kind: 'completed' | 'nearCompletion';
}

/**
 * What one change of a member's facts did to their quests: a quest whose last step was just done is completed; one
 * with a step left now (of a quest of 3 or more steps) is near completion. Pure: the XP consumer calls it with the
 * facts it read and the facts its write leaves, so each transition is seen by exactly one applied event.
 */
export function questTransitions(
  before: QuestFacts,
  after: QuestFacts,
  quests: readonly QuestDefinition[] = QUESTS,
): QuestTransition[] {
  const found: QuestTransition[] = [];
  for (const quest of quests) {
    const was = questSteps(quest, before);
    const is = questSteps(quest, after);
    if (is <= was) continue;
    if (is >= quest.totalSteps) found.push({ quest, kind: 'completed' });
    else if (quest.totalSteps >= NEAR_COMPLETION_MIN_STEPS && is === quest.totalSteps - 1) {
      found.push({ quest, kind: 'nearCompletion' });
    }
  }
  return found;
}
