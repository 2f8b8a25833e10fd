import { describe, expect, it } from 'vitest';
import { type BadgeFacts, badgesFor } from './badges.ts';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const none: BadgeFacts = {
  postSubmissions: 0,
  commentSubmissions: 0,
  upvotesReceived: 0,
  reactionsReceived: 0,
  level: 1,
  supporter: false,
  registeredAt: '2026-05-01T00:00:00Z',
  bestStreak: 0,
};
const unlocked = (facts: Partial<BadgeFacts>) => badgesFor({ ...none, ...facts }, 'unlocked', NOW).map((b) => b.key);

describe('badge rules', () => {
  it('a new member has none, and every badge is listed locked', () => {
    expect(unlocked({})).toEqual([]);
    expect(badgesFor(none, 'locked', NOW)).toHaveLength(9);
    expect(badgesFor(none, 'all', NOW).every((b) => !b.unlocked)).toBe(true);
  });

  it.each([
    [{ postSubmissions: 1 }, ['first-post']],
    [{ commentSubmissions: 1 }, ['first-comment']],
    [{ upvotesReceived: 9 }, []],
    [{ upvotesReceived: 10 }, ['upvotes-10']],
    [{ upvotesReceived: 99 }, ['upvotes-10']],
    [{ upvotesReceived: 100 }, ['upvotes-10', 'upvotes-100']],
    [{ reactionsReceived: 24 }, []],
    [{ reactionsReceived: 25 }, ['reactions-25']],
    [{ bestStreak: 6 }, []],
    [{ bestStreak: 7 }, ['streak-7']],
    [{ level: 9 }, []],
    [{ level: 10 }, ['level-10']],
    [{ supporter: true }, ['supporter']],
    [{ registeredAt: '2025-06-02T00:00:00Z' }, []],
    [{ registeredAt: '2025-06-01T00:00:00Z' }, ['anniversary']],
  ] as const)('%o unlocks %o', (facts, keys) => {
    expect(unlocked(facts)).toEqual(keys);
  });

  it('each badge has a rarity of the four', () => {
    expect(new Set(badgesFor(none).map((b) => b.rarity))).toEqual(new Set(['common', 'rare', 'epic', 'legendary']));
  });
});
