import { describe, expect, it } from 'vitest';
import {
  ACTIVE_KINDS,
  grantXp,
  levelForXp,
  levelProgress,
  levelRankings,
  nextStreak,
  nextLevelXPTarget,
  rankForLevel,
  XP_TABLE,
  xpForLevel,
} from './xp.ts';

describe('the XP table', () => {
  it.each([
    ['post', 20, 100],
    ['comment', 5, 50],
    ['upvoteGiven', 1, 20],
    ['postUpvoteReceived', 10, 200],
    ['commentUpvoteReceived', 5, 100],
    ['reactionGiven', 1, 20],
    ['reactionReceived', 2, 100],
    ['pollVote', 2, 20],
    ['signUp', 25, null],
    ['profileCompleted', 50, null],
  ] as const)('%s gives %i XP, capped at %s a day', (kind, xp, cap) => {
    expect(XP_TABLE[kind]).toEqual({ xp, dailyCap: cap });
  });
});

describe('grantXp: daily caps and the supporter multiplier', () => {
  it.each([
    // kind, used today, supporter → base, xp
    ['post', 0, false, 20, 20],
    ['post', 80, false, 20, 20],
    ['post', 90, false, 10, 10],
    ['post', 100, false, 0, 0],
    ['post', 140, false, 0, 0],
    ['post', 0, true, 20, 30],
    ['post', 90, true, 10, 15],
    ['upvoteGiven', 0, true, 1, 2],
    ['comment', 49, false, 1, 1],
    ['signUp', 10_000, false, 25, 25],
  ] as const)('%s with %i used today (supporter %s) grants base %i, %i XP', (kind, used, supporter, base, xp) => {
    expect(grantXp(kind, used, supporter)).toEqual({ base, xp });
  });

  it('a member posting 1,000 comments in a day earns at most the cap', () => {
    let used = 0;
    let total = 0;
    for (let i = 0; i < 1000; i++) {
      const g = grantXp('comment', used, false);
      used += g.base;
      total += g.xp;
    }
    expect(total).toBe(50);
  });
});

describe('the level curve and ranks', () => {
  it.each([
    // xp → level → rank, at every boundary 9/10/11 and 98/99
    [0, 1, 'ROOKIE'],
    [49, 1, 'ROOKIE'],
    [50, 2, 'ROOKIE'],
    [xpForLevel(9), 9, 'ROOKIE'],
    [xpForLevel(10) - 1, 9, 'ROOKIE'],
    [xpForLevel(10), 10, 'ROOKIE'],
    [xpForLevel(11) - 1, 10, 'ROOKIE'],
    [xpForLevel(11), 11, 'NOVICE'],
    [xpForLevel(20), 20, 'NOVICE'],
    [xpForLevel(21), 21, 'TRAINED'],
    [xpForLevel(31), 31, 'SKILLED'],
    [xpForLevel(41), 41, 'EXPERT'],
    [xpForLevel(51), 51, 'LEADER'],
    [xpForLevel(61), 61, 'ELITE'],
    [xpForLevel(71), 71, 'CHMPN'],
    [xpForLevel(81), 81, 'LEGEND'],
    [xpForLevel(90), 90, 'LEGEND'],
    [xpForLevel(91), 91, 'GRDMST'],
    [xpForLevel(98), 98, 'GRDMST'],
    [xpForLevel(99) - 1, 98, 'GRDMST'],
    [xpForLevel(99), 99, 'GRDMST'],
    [10_000_000, 99, 'GRDMST'],
  ] as const)('%i XP is level %i, rank %s', (xp, level, rank) => {
    expect(levelForXp(xp)).toBe(level);
    expect(rankForLevel(levelForXp(xp))).toBe(rank);
  });

  it('the documented thresholds', () => {
    expect([xpForLevel(1), xpForLevel(2), xpForLevel(10), xpForLevel(50), xpForLevel(99)]).toEqual([
      0, 50, 810, 14_210, 52_430,
    ]);
  });

  it('each level needs more XP than the one before', () => {
    for (let level = 2; level <= 99; level++) {
      expect(xpForLevel(level) - xpForLevel(level - 1)).toBe(50 + 10 * (level - 2));
    }
  });

  it('nextLevelXPTarget is the next threshold, and the level 99 threshold at the top', () => {
    expect(nextLevelXPTarget(1)).toBe(50);
    expect(nextLevelXPTarget(9)).toBe(810);
    expect(nextLevelXPTarget(98)).toBe(52_430);
    expect(nextLevelXPTarget(99)).toBe(52_430);
  });

  it('the experience bar percent', () => {
    expect(levelProgress(0)).toEqual({ level: 1, percent: 0, nextLevelXPTarget: 50 });
    expect(levelProgress(25)).toEqual({ level: 1, percent: 50, nextLevelXPTarget: 50 });
    expect(levelProgress(80)).toEqual({ level: 2, percent: 50, nextLevelXPTarget: 110 });
    expect(levelProgress(60_000)).toEqual({ level: 99, percent: 100, nextLevelXPTarget: 52_430 });
  });

  it('the level rankings: ten ranks, ten levels each', () => {
    expect(levelRankings().map((r) => `${r.rank}@${r.minLevel}`)).toEqual([
      'ROOKIE@1',
      'NOVICE@11',
      'TRAINED@21',
      'SKILLED@31',
      'EXPERT@41',
      'LEADER@51',
      'ELITE@61',
      'CHMPN@71',
      'LEGEND@81',
      'GRDMST@91',
    ]);
  });
});

describe('nextStreak', () => {
  it.each([
    // [streak before, active day, streak after]
    [{}, '2026-11-26', { lastActiveDay: '2026-11-26', currentStreak: 1, bestStreak: 1 }],
    [
      { lastActiveDay: '2026-11-26', currentStreak: 3, bestStreak: 5 },
      '2026-11-26',
      { lastActiveDay: '2026-11-26', currentStreak: 3, bestStreak: 5 },
    ],
    [
      { lastActiveDay: '2026-11-26', currentStreak: 5, bestStreak: 5 },
      '2026-11-27',
      { lastActiveDay: '2026-11-27', currentStreak: 6, bestStreak: 6 },
    ],
    // Across a month's end.
    [
      { lastActiveDay: '2026-11-30', currentStreak: 6, bestStreak: 6 },
      '2026-12-01',
      { lastActiveDay: '2026-12-01', currentStreak: 7, bestStreak: 7 },
    ],
    // A day missed: start again, the best is kept.
    [
      { lastActiveDay: '2026-11-26', currentStreak: 7, bestStreak: 7 },
      '2026-11-28',
      { lastActiveDay: '2026-11-28', currentStreak: 1, bestStreak: 7 },
    ],
    // A late event of an earlier day changes nothing.
    [
      { lastActiveDay: '2026-11-26', currentStreak: 2, bestStreak: 4 },
      '2026-11-25',
      { lastActiveDay: '2026-11-26', currentStreak: 2, bestStreak: 4 },
    ],
  ] as const)('%j, active on %s → %j', (before, day, after) => {
    expect(nextStreak(before, day)).toEqual(after);
  });

  it('counts acting, not receiving', () => {
    expect(ACTIVE_KINDS.has('comment')).toBe(true);
    expect(ACTIVE_KINDS.has('postUpvoteReceived')).toBe(false);
    expect(ACTIVE_KINDS.has('signUp')).toBe(false);
  });
});
