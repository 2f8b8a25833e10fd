import { describe, expect, it } from 'vitest';
import {
  hoursRemaining,
  QUEST_CATEGORIES,
  QUESTS,
  type QuestFacts,
  questById,
  questPeriod,
  questSteps,
  sumCaps,
} from './quests.ts';
import { XP_TABLE } from './xp.ts';

const noFacts: QuestFacts = { periodCaps: {}, statistics: {}, level: 1, profileCompleted: false };
const quest = (id: string) => {
  const found = questById(id);
  if (!found) throw new Error(`no quest ${id}`);
  return found;
};

describe('the quest catalogue', () => {
  it('has unique ids, a known category for each, positive XP and steps', () => {
    expect(new Set(QUESTS.map((q) => q.id)).size).toBe(QUESTS.length);
    const categories = new Set(QUEST_CATEGORIES.map((c) => c.key));
    for (const q of QUESTS) {
      expect(categories.has(q.category), q.id).toBe(true);
      expect(q.xp, q.id).toBeGreaterThan(0);
      expect(q.totalSteps, q.id).toBeGreaterThan(0);
    }
  });

  it('asks no more of a day than the daily caps let count', () => {
    for (const q of QUESTS.filter((x) => x.category === 'daily' && x.measure.of === 'actions')) {
      if (q.measure.of !== 'actions') continue;
      const countable = q.measure.kinds.reduce(
        (sum, kind) => sum + Math.floor((XP_TABLE[kind].dailyCap ?? Infinity) / XP_TABLE[kind].xp),
        0,
      );
      expect(q.totalSteps, q.id).toBeLessThanOrEqual(countable);
    }
  });

  it('counts only kinds that give XP of their own', () => {
    for (const q of QUESTS) {
      if (q.measure.of !== 'actions') continue;
      for (const kind of q.measure.kinds) expect(XP_TABLE[kind].xp, `${q.id} ${kind}`).toBeGreaterThan(0);
    }
  });
});

describe('questPeriod', () => {
  it.each([
    // [now, category, key, days, expiresAt]
    ['2026-11-26T10:00:00Z', 'daily', '2026-11-26', ['2026-11-26'], '2026-11-27T00:00:00.000Z'],
    ['2026-11-26T23:59:59Z', 'daily', '2026-11-26', ['2026-11-26'], '2026-11-27T00:00:00.000Z'],
    ['2026-11-27T00:00:00Z', 'daily', '2026-11-27', ['2026-11-27'], '2026-11-28T00:00:00.000Z'],
    // A Monday starts the week.
    ['2026-11-23T00:00:00Z', 'weekly', 'week-2026-11-23', ['2026-11-23'], '2026-11-30T00:00:00.000Z'],
    [
      '2026-11-26T12:00:00Z',
      'weekly',
      'week-2026-11-23',
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'],
      '2026-11-30T00:00:00.000Z',
    ],
    // A Sunday is the week's last day, not the next week's first.
    [
      '2026-11-29T23:59:59Z',
      'weekly',
      'week-2026-11-23',
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
      '2026-11-30T00:00:00.000Z',
    ],
    ['2026-11-30T00:00:00Z', 'weekly', 'week-2026-11-30', ['2026-11-30'], '2026-12-07T00:00:00.000Z'],
    // Across a year's end.
    [
      '2027-01-01T08:00:00Z',
      'weekly',
      'week-2026-12-28',
      ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01'],
      '2027-01-04T00:00:00.000Z',
    ],
    ['2026-11-26T10:00:00Z', 'milestones', 'ever', [], null],
  ] as const)('at %s a %s quest counts in %s', (now, category, key, days, expiresAt) => {
    expect(questPeriod(category, new Date(now))).toEqual({ key, days: [...days], expiresAt });
  });
});

describe('hoursRemaining', () => {
  it.each([
    ['2026-11-26T23:00:00Z', 1],
    ['2026-11-26T22:59:59Z', 2],
    ['2026-11-26T00:00:00Z', 24],
    ['2026-11-27T00:00:00Z', 0],
    ['2026-11-27T05:00:00Z', 0],
  ])('at %s, %i hours are left of the day', (now, hours) => {
    expect(hoursRemaining('2026-11-27T00:00:00.000Z', new Date(now))).toBe(hours);
  });
});

describe('questSteps', () => {
  it.each([
    // One comment is the comment kind's base XP (5) on the day's counter.
    ['daily-comments', { periodCaps: { daily: { comment: 10 } } }, 2],
    ['daily-comments', { periodCaps: { daily: { comment: 50 } } }, 3],
    ['daily-comments', { periodCaps: { weekly: { comment: 50 } } }, 0],
    ['daily-upvotes', { periodCaps: { daily: { upvoteGiven: 4 } } }, 4],
    // Upvotes received on posts (10 each) and on comments (5 each) both count.
    ['weekly-upvotes-received', { periodCaps: { weekly: { postUpvoteReceived: 30, commentUpvoteReceived: 20 } } }, 7],
    ['weekly-upvotes-received', { periodCaps: { weekly: { postUpvoteReceived: 200 } } }, 10],
    ['weekly-posts', { periodCaps: { weekly: { post: 40 } } }, 2],
    ['first-post', { statistics: { postSubmissions: 0 } }, 0],
    ['first-post', { statistics: { postSubmissions: 7 } }, 1],
    ['ten-comments', { statistics: { commentSubmissions: 9 } }, 9],
    ['complete-profile', { profileCompleted: true }, 1],
    ['complete-profile', {}, 0],
    ['reach-level-5', { level: 4 }, 4],
    ['reach-level-5', { level: 5 }, 5],
    ['reach-level-5', { level: 34 }, 5],
  ] as const)('%s with %j: %i steps', (id, facts, steps) => {
    expect(questSteps(quest(id), { ...noFacts, ...(facts as Partial<QuestFacts>) })).toBe(steps);
  });
});

describe('sumCaps', () => {
  it('adds each kind over the days and ignores what is not a number', () => {
    expect(sumCaps([{ comment: 10, post: 20 }, {}, { comment: 5, upvoteGiven: 3 }, { comment: undefined }])).toEqual({
      comment: 15,
      post: 20,
      upvoteGiven: 3,
    });
  });
});
