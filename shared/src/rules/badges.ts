// Badges (member-forum §3 Badge, §7.3): a starter set, each unlocked by a rule over the member's statistics,
// level, supporter state and registration date (what the XP consumer keeps on the member item), so a badge is never
// out of step with what earned it.
export type BadgeRarity = 'common' | 'rare' | 'epic' | 'legendary';

/** What the rules read. */
export interface BadgeFacts {
  postSubmissions: number;
  commentSubmissions: number;
  upvotesReceived: number;
  reactionsReceived: number;
  level: number;
  supporter: boolean;
  /** ISO date-time the member registered. */
  registeredAt: string;
  /** The longest run of consecutive active days. */
  bestStreak: number;
}

export interface BadgeDef {
  key: string;
  title: string;
  description: string;
  rarity: BadgeRarity;
  unlocked: (facts: BadgeFacts, now: number) => boolean;
}

const YEAR_MS = 365 * 86_400_000;

export const BADGES: readonly BadgeDef[] = [
  {
    key: 'first-post',
    title: 'First Post',
    description: 'Published a first post.',
    rarity: 'common',
    unlocked: (f) => f.postSubmissions >= 1,
  },
  {
    key: 'first-comment',
    title: 'First Comment',
    description: 'Wrote a first comment.',
    rarity: 'common',
    unlocked: (f) => f.commentSubmissions >= 1,
  },
  {
    key: 'upvotes-10',
    title: 'Liked',
    description: 'Received 10 upvotes.',
    rarity: 'rare',
    unlocked: (f) => f.upvotesReceived >= 10,
  },
  {
    key: 'reactions-25',
    title: 'Crowd Pleaser',
    description: 'Received 25 reactions.',
    rarity: 'rare',
    unlocked: (f) => f.reactionsReceived >= 25,
  },
  {
    key: 'streak-7',
    title: 'On a Roll',
    description: 'Active 7 days in a row.',
    rarity: 'rare',
    unlocked: (f) => f.bestStreak >= 7,
  },
  {
    key: 'level-10',
    title: 'Seasoned',
    description: 'Reached level 10.',
    rarity: 'rare',
    unlocked: (f) => f.level >= 10,
  },
  {
    key: 'upvotes-100',
    title: 'Beloved',
    description: 'Received 100 upvotes.',
    rarity: 'epic',
    unlocked: (f) => f.upvotesReceived >= 100,
  },
  {
    key: 'supporter',
    title: 'Supporter',
    description: 'Supports the community with a subscription.',
    rarity: 'epic',
    unlocked: (f) => f.supporter,
  },
  {
    key: 'anniversary',
    title: 'Anniversary',
    description: 'A member for a year.',
    rarity: 'legendary',
    unlocked: (f, now) => now - Date.parse(f.registeredAt) >= YEAR_MS,
  },
];

export type BadgeFilter = 'all' | 'unlocked' | 'locked';

/** Every badge with whether these facts unlock it, in catalogue order, filtered. */
export function badgesFor(facts: BadgeFacts, filter: BadgeFilter = 'all', now = Date.now()) {
  return BADGES.map((b) => ({
    key: b.key,
    title: b.title,
    description: b.description,
    rarity: b.rarity,
    unlocked: b.unlocked(facts, now),
  })).filter((b) => filter === 'all' || b.unlocked === (filter === 'unlocked'));
}
