import { describe, expect, it } from 'vitest';
import {
  HOT_EPOCH_SECONDS,
  decodeHotSortKey,
  decodeSortableInt,
  encodeSortableInt,
  hotScore,
  hotSortKey,
  topSortKey,
} from './hot-score.ts';

const EPOCH_MS = HOT_EPOCH_SECONDS * 1000;
const HALF_DAY_AND_A_HALF_HOUR = 45_000 * 1000;

describe("hotScore (Reddit's formula)", () => {
  it.each<[string, number, number, number]>([
    ['score 0 at the epoch', 0, EPOCH_MS, 0],
    ['score 1 at the epoch', 1, EPOCH_MS, 0],
    ['score -1 at the epoch', -1, EPOCH_MS, 0],
    ['score 10 at the epoch', 10, EPOCH_MS, 1],
    ['score -10 at the epoch', -10, EPOCH_MS, -1],
    ['score 100 at the epoch', 100, EPOCH_MS, 2],
    ['score -1000 at the epoch', -1000, EPOCH_MS, -3],
    ['score 0, 45000 s later', 0, EPOCH_MS + HALF_DAY_AND_A_HALF_HOUR, 1],
    ['score 10, 45000 s later', 10, EPOCH_MS + HALF_DAY_AND_A_HALF_HOUR, 2],
    ['score 0, 45000 s before the epoch', 0, EPOCH_MS - HALF_DAY_AND_A_HALF_HOUR, -1],
    ['score 2 at the epoch (log10 2 to 7 places)', 2, EPOCH_MS, 0.30103],
    ['score 0 on 2026-01-01', 0, Date.parse('2026-01-01T00:00:00Z'), 14071.0577111],
    ['score 5 on 2026-01-01', 5, Date.parse('2026-01-01T00:00:00Z'), 14071.7566811],
  ])('%s → %d', (_, score, publishedAt, expected) => {
    expect(hotScore(score, publishedAt)).toBeCloseTo(expected, 7);
  });

  it('accepts a Date, an ISO string and milliseconds alike', () => {
    const iso = '2026-03-01T12:00:00.000Z';
    expect(hotScore(7, iso)).toBe(hotScore(7, new Date(iso)));
    expect(hotScore(7, iso)).toBe(hotScore(7, Date.parse(iso)));
  });

  it('rejects an invalid date', () => {
    expect(() => hotScore(1, 'not a date')).toThrow(RangeError);
  });

  it('lets a newer post outrank an older one with 10× the score after 12.5 hours', () => {
    const t = Date.parse('2026-03-01T00:00:00Z');
    expect(hotScore(10, t + HALF_DAY_AND_A_HALF_HOUR + 1000)).toBeGreaterThan(hotScore(100, t));
    expect(hotScore(10, t + HALF_DAY_AND_A_HALF_HOUR - 1000)).toBeLessThan(hotScore(100, t));
  });

  it('rises with every upvote and falls with every downvote', () => {
    const t = Date.parse('2026-03-01T00:00:00Z');
    for (let score = -50; score < 50; score += 1) {
      expect(hotScore(score + 1, t)).toBeGreaterThanOrEqual(hotScore(score, t));
    }
    // Reddit's formula gives 1, 0 and -1 the same order; past them every vote counts.
    expect(hotScore(1, t)).toBe(hotScore(-1, t));
    expect(hotScore(2, t)).toBeGreaterThan(hotScore(-2, t));
  });
});

describe('encodeSortableInt: lexicographic order = numeric order', () => {
  it.each<[number, string]>([
    [0, '10000000000000000'],
    [1, '10000000000000001'],
    [42, '10000000000000042'],
    [-1, '09007199254740991'],
    [-42, '09007199254740950'],
    [Number.MAX_SAFE_INTEGER, '19007199254740991'],
    [Number.MIN_SAFE_INTEGER, '00000000000000001'],
  ])('%d → %s', (n, key) => {
    expect(encodeSortableInt(n)).toBe(key);
    expect(decodeSortableInt(key)).toBe(n);
  });

  it('sorts a mixed list of integers as numbers', () => {
    const values = [
      0,
      1,
      -1,
      9,
      10,
      -9,
      -10,
      99,
      100,
      -100,
      123_456_789,
      -123_456_789,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
      7,
      -7,
      1_000_000,
      -1_000_000,
    ];
    const byKey = [...values].sort((a, b) => (encodeSortableInt(a) < encodeSortableInt(b) ? -1 : 1));
    expect(byKey).toEqual([...values].sort((a, b) => a - b));
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('rejects %d', (n) => {
    expect(() => encodeSortableInt(n)).toThrow(RangeError);
  });

  it.each(['', '2000', '1000000000000000', 'x0000000000000000', '100000000000000000'])(
    'refuses to decode %j',
    (key) => {
      expect(() => decodeSortableInt(key)).toThrow(RangeError);
    },
  );
});

describe('hot and top sort keys', () => {
  const t0 = Date.parse('2026-03-01T00:00:00Z');
  const posts = [
    { score: 0, at: t0 },
    { score: -5, at: t0 },
    { score: 12, at: t0 - 86_400_000 },
    { score: 3, at: t0 + 3_600_000 },
    { score: -200, at: t0 + 7_200_000 },
    { score: 1000, at: t0 - 7 * 86_400_000 },
    { score: 1, at: EPOCH_MS - 10 * 86_400_000 },
    { score: -1, at: EPOCH_MS - 10 * 86_400_000 },
  ];

  it('orders posts by hot score', () => {
    const byKey = [...posts].sort((a, b) => (hotSortKey(a.score, a.at) < hotSortKey(b.score, b.at) ? -1 : 1));
    const byValue = [...posts].sort((a, b) => hotScore(a.score, a.at) - hotScore(b.score, b.at));
    expect(byKey).toEqual(byValue);
  });

  it('decodes back to the hot score', () => {
    for (const post of posts) {
      expect(decodeHotSortKey(hotSortKey(post.score, post.at))).toBe(hotScore(post.score, post.at));
    }
  });

  it('orders posts by top score, negatives first', () => {
    const scores = posts.map((p) => p.score);
    const byKey = [...scores].sort((a, b) => (topSortKey(a) < topSortKey(b) ? -1 : 1));
    expect(byKey).toEqual([...scores].sort((a, b) => a - b));
  });
});
