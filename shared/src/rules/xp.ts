// Gamification's pure rules (member-forum §2.7, §3 Profile and Rank): the XP table (what each action gives
// the member who acts and the member who receives it), the daily caps, the supporter multiplier, the level curve
// (levels 1-99 from cumulative XP) and the ranks (one per 10 levels). docs/gamification.md explains the choices.

/** The kinds of XP award. Each has its own daily cap per member, so one kind cannot be farmed. */
export type XpKind =
  | 'signUp'
  | 'profileCompleted'
  | 'post'
  | 'comment'
  | 'upvoteGiven'
  | 'postUpvoteReceived'
  | 'commentUpvoteReceived'
  | 'reactionGiven'
  | 'reactionReceived'
  | 'pollVote'
  | 'questClaim';

export interface XpRule {
  /** Base XP of one award, before the supporter multiplier. */
  xp: number;
  /** Base XP of this kind a member may earn per UTC day (null: awarded once per member anyway). */
  dailyCap: number | null;
}

/**
 * The XP table. The actor of a post, comment, vote, reaction or poll vote gets the `…Given`/own kind; the author of
 * the content voted or reacted on gets the `…Received` kind. Votes and reactions on one's own content give nothing.
 * Downvotes give nothing to either side.
 */
export const XP_TABLE: Readonly<Record<XpKind, XpRule>> = {
  signUp: { xp: 25, dailyCap: null },
  profileCompleted: { xp: 50, dailyCap: null },
  post: { xp: 20, dailyCap: 100 },
  comment: { xp: 5, dailyCap: 50 },
  upvoteGiven: { xp: 1, dailyCap: 20 },
  postUpvoteReceived: { xp: 10, dailyCap: 200 },
  commentUpvoteReceived: { xp: 5, dailyCap: 100 },
  reactionGiven: { xp: 1, dailyCap: 20 },
  reactionReceived: { xp: 2, dailyCap: 100 },
  pollVote: { xp: 2, dailyCap: 20 },
  /** A claimed quest gives the quest's own XP (shared/src/rules/quests.ts), once per quest and period. */
  questClaim: { xp: 0, dailyCap: null },
};

/** Supporters (an active supporter subscription) earn 1.5× XP. */
export const SUPPORTER_MULTIPLIER = 1.5;

/** The XP a base amount gives: × SUPPORTER_MULTIPLIER for a supporter, rounded up. */
export const multipliedXp = (base: number, supporter: boolean) =>
  Math.ceil(base * (supporter ? SUPPORTER_MULTIPLIER : 1));

export interface XpGrant {
  /** Base XP counted against the day's cap. */
  base: number;
  /** XP added to the member: base × multiplier, rounded up. */
  xp: number;
}

/**
 * One award of `kind` to a member who already earned `usedToday` base XP of that kind today: the base is clipped to
 * what the cap leaves, then multiplied for supporters. `baseXp` is the award's own XP when the kind has none of its
 * own (a quest's).
 */
export function grantXp(kind: XpKind, usedToday: number, supporter: boolean, baseXp = XP_TABLE[kind].xp): XpGrant {
  const rule = XP_TABLE[kind];
  const left = rule.dailyCap === null ? baseXp : Math.max(0, rule.dailyCap - usedToday);
  const base = Math.min(baseXp, left);
  return { base, xp: multipliedXp(base, supporter) };
}

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 99;

/**
 * The level curve: going from level L to L+1 takes 50 + 10·(L−1) XP, so the cumulative XP to reach level L is
 * 50·(L−1) + 5·(L−1)·(L−2): level 2 at 50, level 10 at 810, level 50 at 14,210, level 99 at 52,430.
 */
export function xpForLevel(level: number): number {
  const n = Math.min(Math.max(level, MIN_LEVEL), MAX_LEVEL) - 1;
  return 50 * n + 5 * n * (n - 1);
}

/** The level of a cumulative XP total (1-99). */
export function levelForXp(xp: number): number {
  let level = MIN_LEVEL;
  while (level < MAX_LEVEL && xp >= xpForLevel(level + 1)) level++;
  return level;
}

/** The cumulative XP of the next level (the profile's `nextLevelXPTarget`); at 99, the level's own threshold. */
export const nextLevelXPTarget = (level: number) => xpForLevel(Math.min(level + 1, MAX_LEVEL));

/** The level ranks in order, each spanning 10 levels from its minLevel (ROOKIE 1-10 … GRDMST 91-99). */
export const LEVEL_RANKS = [
  'ROOKIE',
  'NOVICE',
  'TRAINED',
  'SKILLED',
  'EXPERT',
  'LEADER',
  'ELITE',
  'CHMPN',
  'LEGEND',
  'GRDMST',
] as const;
export type LevelRank = (typeof LEVEL_RANKS)[number];
/** The other rank set's order (member-forum §3 Rank, owner-dashboard §3): supporters rank SUBSCRIBER first. */
export const RANK_ORDER = ['SUBSCRIBER', ...LEVEL_RANKS] as const;
export type Rank = (typeof RANK_ORDER)[number];

/** The rank of a level: ROOKIE for 1-10, NOVICE for 11-20, …, GRDMST for 91-99. */
export function rankForLevel(level: number): LevelRank {
  const clamped = Math.min(Math.max(level, MIN_LEVEL), MAX_LEVEL);
  return LEVEL_RANKS[Math.floor((clamped - 1) / 10)]!;
}

/** The level rankings (the level-rankings modal): each rank with its first level. */
export const levelRankings = () => LEVEL_RANKS.map((rank, i) => ({ rank, minLevel: i * 10 + 1 }));

/** The experience bar: percent of the way from this level's threshold to the next one's, rounded. */
export function levelProgress(xp: number): { level: number; percent: number; nextLevelXPTarget: number } {
  const level = levelForXp(xp);
  const from = xpForLevel(level);
  const to = nextLevelXPTarget(level);
  const percent = to === from ? 100 : Math.round(((xp - from) / (to - from)) * 100);
  return { level, percent, nextLevelXPTarget: to };
}

/** The kinds a member earns by acting (not by receiving): a day with one of them is an active day of a streak. */
export const ACTIVE_KINDS: ReadonlySet<XpKind> = new Set([
  'post',
  'comment',
  'upvoteGiven',
  'reactionGiven',
  'pollVote',
]);

/** A member's streak of consecutive active UTC days, kept on the member item by the XP consumer. */
export interface Streak {
  /** The last active day (YYYY-MM-DD). */
  lastActiveDay?: string;
  currentStreak?: number;
  bestStreak?: number;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * The streak after an active `day`: the same day changes nothing, the next day adds one, a gap starts again at 1.
 * A day before the last one (an event delivered late) changes nothing: the streak only moves forward.
 */
export function nextStreak(streak: Streak, day: string): Required<Streak> {
  const current = streak.currentStreak ?? 0;
  const best = streak.bestStreak ?? 0;
  if (streak.lastActiveDay && dayNumber(day) <= dayNumber(streak.lastActiveDay)) {
    return { lastActiveDay: streak.lastActiveDay, currentStreak: current, bestStreak: Math.max(best, current) };
  }
  const next = streak.lastActiveDay && dayNumber(day) === dayNumber(streak.lastActiveDay) + 1 ? current + 1 : 1;
  return { lastActiveDay: day, currentStreak: next, bestStreak: Math.max(best, next) };
}
