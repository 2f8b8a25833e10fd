import { describe, expect, it } from 'vitest';
import { fixedWindowLimiter } from './beacon-limiter.ts';

describe('the per-address beacon limiter', () => {
  it('lets the limit through in a minute and refuses the next with the seconds left in the window', () => {
    const limiter = fixedWindowLimiter(3);
    const start = 120_000; // a window's start
    expect([1, 2, 3].map((i) => limiter.take('a', start + i))).toEqual([null, null, null]);
    expect(limiter.take('a', start + 15_000)).toBe(45);
  });

  it('counts each address on its own', () => {
    const limiter = fixedWindowLimiter(1);
    expect(limiter.take('a', 0)).toBeNull();
    expect(limiter.take('b', 0)).toBeNull();
    expect(limiter.take('a', 1)).toBe(60);
  });

  it('starts counting again in the next window', () => {
    const limiter = fixedWindowLimiter(1);
    expect(limiter.take('a', 59_999)).toBeNull();
    expect(limiter.take('a', 59_999)).toBe(1);
    expect(limiter.take('a', 60_000)).toBeNull();
  });
});
