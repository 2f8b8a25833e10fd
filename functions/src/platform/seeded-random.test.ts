import { describe, expect, it } from 'vitest';
import { seededRandom, seedOf } from './seeded-random.ts';

describe('seededRandom', () => {
  it('repeats its sequence for a seed, differs for another, and stays in [0, 1)', () => {
    const take = (seed: number) => Array.from({ length: 200 }, seededRandom(seed));
    expect(take(7)).toEqual(take(7));
    expect(take(8)).not.toEqual(take(7));
    expect(take(7).every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(take(7)).size).toBe(200);
  });

  it('seeds from a text the same way every time', () => {
    expect(seedOf('cm-demo')).toBe(seedOf('cm-demo'));
    expect(seedOf('cm-demo')).not.toBe(seedOf('cm-other'));
  });
});
