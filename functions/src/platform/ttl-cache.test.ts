import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  it('answers until the TTL has passed, then misses', () => {
    const cache = ttlCache<string>();
    cache.set('a', 'one', 1_000, 0);
    expect(cache.get('a', 999)).toEqual({ value: 'one' });
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.get('b', 0)).toBeUndefined();
  });

  it('keeps a cached null apart from a miss', () => {
    const cache = ttlCache<string | null>();
    cache.set('gone', null, 1_000, 0);
    expect(cache.get('gone', 1)).toEqual({ value: null });
  });

  it('drops the oldest entry past its size, counting a rewrite as new', () => {
    const cache = ttlCache<number>(2);
    cache.set('a', 1, 1_000, 0);
    cache.set('b', 2, 1_000, 0);
    cache.set('a', 3, 1_000, 0);
    cache.set('c', 4, 1_000, 0);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toEqual({ value: 3 });
    expect(cache.get('c', 1)).toEqual({ value: 4 });
  });
});
