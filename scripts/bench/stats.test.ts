import { describe, expect, it } from 'vitest';
import { percentile, timeInterleaved } from './stats.ts';

describe('timeInterleaved', () => {
  it('runs both the same number of times, alternating which goes first', async () => {
    const calls: string[] = [];
    const times = await timeInterleaved(
      3,
      async () => calls.push('a'),
      async () => calls.push('b'),
    );
    expect(calls).toEqual(['a', 'b', 'b', 'a', 'a', 'b']);
    expect(times.a).toHaveLength(3);
    expect(times.b).toHaveLength(3);
    expect([...times.a, ...times.b].every((t) => t >= 0)).toBe(true);
  });

  it('times nothing for a count of zero', async () => {
    expect(
      await timeInterleaved(
        0,
        async () => 1,
        async () => 2,
      ),
    ).toEqual({ a: [], b: [] });
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 99)).toBe(4);
    expect(percentile([], 50)).toBeNaN();
  });
});
