// The render's reads of answers guests share: kept per key for the answer's own s-maxage, anything else read anew.
import { describe, expect, it } from 'vitest';
import { GUEST_CACHE_CONTROL, GUEST_EDGE_SECONDS, PRIVATE_CACHE_CONTROL } from '@hearth/shared/contracts/guest-cache';
import { createSharedReads } from './shared-reads.ts';

function api(cacheControl: string, extra: Record<string, string> = {}) {
  let reads = 0;
  return {
    read: () => {
      reads += 1;
      return Promise.resolve(
        Response.json({ n: reads }, { status: 200, headers: { 'cache-control': cacheControl, ...extra } }),
      );
    },
    reads: () => reads,
  };
}

describe('the render’s shared reads', () => {
  it('keeps a guest-shareable answer for its s-maxage, then reads it again', async () => {
    let now = 1_000;
    const shared = createSharedReads({ now: () => now });
    const feed = api(GUEST_CACHE_CONTROL);
    expect(await (await shared('demo.localhost /api/v1/feed', feed.read)).json()).toEqual({ n: 1 });
    now += GUEST_EDGE_SECONDS * 1000 - 1;
    const kept = await shared('demo.localhost /api/v1/feed', feed.read);
    expect(await kept.json()).toEqual({ n: 1 });
    expect(kept.headers.get('cache-control')).toBe(GUEST_CACHE_CONTROL);
    expect(feed.reads()).toBe(1);
    now += 1;
    expect(await (await shared('demo.localhost /api/v1/feed', feed.read)).json()).toEqual({ n: 2 });
  });

  it('never shares an answer between keys (another host, another path)', async () => {
    const shared = createSharedReads({ now: () => 0 });
    const feed = api(GUEST_CACHE_CONTROL);
    await shared('demo.localhost /api/v1/feed', feed.read);
    await shared('other.localhost /api/v1/feed', feed.read);
    await shared('demo.localhost /api/v1/feed?sort=new', feed.read);
    expect(feed.reads()).toBe(3);
  });

  it('reads every time what the API does not mark shareable: private, no-store, a cookie, no max-age', async () => {
    const shared = createSharedReads({ now: () => 0 });
    for (const source of [
      api(PRIVATE_CACHE_CONTROL),
      api('no-store'),
      api('no-cache, s-maxage=5'),
      api(GUEST_CACHE_CONTROL, { 'set-cookie': 'a=b' }),
      api(''),
    ]) {
      await shared('demo.localhost /api/v1/x', source.read);
      const again = await shared('demo.localhost /api/v1/x', source.read);
      expect(await again.json()).toEqual({ n: 2 });
    }
  });

  it('caps what it keeps at the edge’s own TTL, and forgets the least recently used beyond its size', async () => {
    let now = 0;
    const shared = createSharedReads({ now: () => now, maxAnswers: 2 });
    const long = api('public, s-maxage=3600');
    await shared('a', long.read);
    now += GUEST_EDGE_SECONDS * 1000;
    await shared('a', long.read);
    expect(long.reads()).toBe(2);

    const other = api(GUEST_CACHE_CONTROL);
    await shared('b', other.read);
    await shared('a', long.read); // a is now the most recently used
    await shared('c', other.read); // b goes
    await shared('a', long.read);
    expect(long.reads()).toBe(2);
    await shared('b', other.read);
    expect(other.reads()).toBe(3);
  });
});
