import {
  BEAT_INTERVAL_SECONDS,
  FLUSH_INTERVAL_SECONDS,
  MAX_BEACON_BYTES,
  MAX_BEACON_ITEMS,
} from '@hearth/shared/constants/analytics';
import { beaconBatchSchema, type BeaconBatch } from '@hearth/shared/schemas/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEACON_PATH, startBeacon } from './beacon.ts';

const START = Date.UTC(2026, 10, 28, 12, 0, 0);

/** jsdom's Blob has no text(); its FileReader reads on a timer, so this runs once the clock is real again. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** What the browser was given to send: each batch's URL, how it went, and its body. */
const sent: { url: string; via: 'beacon' | 'fetch'; read: () => Promise<string> }[] = [];
/** The bodies sent, each parsed with the endpoint's schema (after the fake clock is put away). */
async function batches(via: 'beacon' | 'fetch' = 'beacon') {
  vi.useRealTimers();
  expect(sent.map((s) => s.via)).toEqual(sent.map(() => via));
  const texts = await Promise.all(sent.map((s) => s.read()));
  return texts.map((text): BeaconBatch => beaconBatchSchema.parse(JSON.parse(text)));
}

let sendBeaconResult = true;
const sendBeacon = vi.fn((url: string, data: Blob) => {
  sent.push({ url, via: 'beacon', read: () => blobText(data) });
  return sendBeaconResult;
});
const fetchMock = vi.fn((url: string, init: RequestInit) => {
  sent.push({ url, via: 'fetch', read: () => Promise.resolve(init.body as string) });
  return Promise.resolve(new Response(null, { status: 204 }));
});

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

/** A stand-in for the router: the path it starts at, and navigate() resolving a navigation to another. */
function fakeRouter(start = '/') {
  const listeners = new Set<(path: string) => void>();
  return {
    watchPath: (listener: (path: string) => void) => {
      listeners.add(listener);
      listener(start);
      return () => listeners.delete(listener);
    },
    navigate: (path: string) => {
      for (const listener of listeners) listener(path);
    },
    listeners,
  };
}

const privacySignals: [string, object, string][] = [
  ['Do-Not-Track on the navigator', navigator, 'doNotTrack'],
  ['Do-Not-Track on the window', window, 'doNotTrack'],
];

const signal = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, configurable: true });

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  sent.length = 0;
  sendBeaconResult = true;
  visibility = 'visible';
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
  for (const [, target, key] of privacySignals) Reflect.deleteProperty(target, key);
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
});

describe('the beacon', () => {
  it('sends a view of the first page and of each route change, with the community and nothing else', async () => {
    const router = fakeRouter('/general');
    const stop = startBeacon({ communityId: 'c_demo', watchPath: router.watchPath });
    vi.advanceTimersByTime(1_000);
    router.navigate('/post/hello-1');
    vi.advanceTimersByTime(1_000);
    router.navigate('/post/hello-1');
    router.navigate('/');
    window.dispatchEvent(new Event('pagehide'));
    stop();

    expect(sent.map((s) => s.url)).toEqual([BEACON_PATH]);
    expect(await batches()).toEqual([
      {
        communityId: 'c_demo',
        items: [
          { k: 'view', at: START, path: '/general' },
          { k: 'view', at: START + 1_000, path: '/post/hello-1' },
          { k: 'view', at: START + 2_000, path: '/' },
        ],
      },
    ]);
    expect(sendBeacon.mock.calls[0]![1].type).toBe('text/plain');
  });

  it('beats every interval while the tab is visible and not while it is hidden', async () => {
    const stop = startBeacon({ communityId: 'c_demo', watchPath: fakeRouter().watchPath });
    vi.advanceTimersByTime(2 * BEAT_INTERVAL_SECONDS * 1000);
    setVisibility('hidden');
    vi.advanceTimersByTime(3 * BEAT_INTERVAL_SECONDS * 1000);
    setVisibility('visible');
    vi.advanceTimersByTime(BEAT_INTERVAL_SECONDS * 1000);
    window.dispatchEvent(new Event('pagehide'));
    stop();

    const items = (await batches()).flatMap((b) => b.items);
    const beat = (n: number) => ({ k: 'beat', at: START + n * BEAT_INTERVAL_SECONDS * 1000 });
    expect(items).toEqual([{ k: 'view', at: START, path: '/' }, beat(1), beat(2), beat(6)]);
  });

  it('sends the queue every flush interval, and nothing when the queue is empty', async () => {
    const stop = startBeacon({ communityId: 'c_demo', watchPath: fakeRouter().watchPath });
    vi.advanceTimersByTime(FLUSH_INTERVAL_SECONDS * 1000 - 1);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    setVisibility('hidden');
    vi.advanceTimersByTime(2 * FLUSH_INTERVAL_SECONDS * 1000);
    stop();

    const [batch, ...more] = await batches();
    expect(more).toEqual([]);
    const beatsPerFlush = FLUSH_INTERVAL_SECONDS / BEAT_INTERVAL_SECONDS;
    expect(batch!.items).toHaveLength(1 + beatsPerFlush);
  });

  it('sends as soon as the queue holds a full batch', async () => {
    const router = fakeRouter();
    const stop = startBeacon({ communityId: 'c_demo', watchPath: router.watchPath });
    for (let page = 1; page < MAX_BEACON_ITEMS; page++) router.navigate(`/post/p-${page}`);
    expect(sent).toHaveLength(1);
    router.navigate('/after');
    stop();

    const [full] = await batches();
    expect(full!.items).toHaveLength(MAX_BEACON_ITEMS);
    expect(full!.items.at(-1)).toEqual({ k: 'view', at: START, path: `/post/p-${MAX_BEACON_ITEMS - 1}` });
  });

  it('splits a full queue of long paths into batches the endpoint accepts, keeping every item in order', async () => {
    const router = fakeRouter();
    const stop = startBeacon({ communityId: 'c_demo', watchPath: router.watchPath });
    const longPath = (page: number) => `/post/${'é'.repeat(240)}-${page}`;
    for (let page = 1; page < MAX_BEACON_ITEMS; page++) router.navigate(longPath(page));
    stop();

    const sentBatches = await batches();
    expect(sentBatches.length).toBeGreaterThan(1);
    for (const batch of sentBatches) {
      expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(MAX_BEACON_BYTES);
    }
    const paths = sentBatches.flatMap((b) => b.items.map((item) => (item.k === 'view' ? item.path : '')));
    expect(paths).toEqual(['/', ...Array.from({ length: MAX_BEACON_ITEMS - 1 }, (_, i) => longPath(i + 1))]);
  });

  it.each([
    ['the tab is hidden', () => setVisibility('hidden')],
    ['the page is left', () => window.dispatchEvent(new Event('pagehide'))],
  ])('sends the queue when %s', async (_, leave) => {
    const stop = startBeacon({ communityId: 'c_demo', watchPath: fakeRouter().watchPath });
    leave();
    stop();
    expect(await batches()).toEqual([{ communityId: 'c_demo', items: [{ k: 'view', at: START, path: '/' }] }]);
  });

  it.each([
    ['sendBeacon refuses the batch', () => (sendBeaconResult = false)],
    ['the browser has no sendBeacon', () => Reflect.deleteProperty(navigator, 'sendBeacon')],
  ])('posts the batch with a keepalive fetch when %s', async (_, breakBeacon) => {
    breakBeacon();
    const stop = startBeacon({ communityId: 'c_demo', watchPath: fakeRouter().watchPath });
    window.dispatchEvent(new Event('pagehide'));
    stop();

    const fetched = sent.filter((s) => s.via === 'fetch');
    expect(fetched.map((s) => s.url)).toEqual([BEACON_PATH]);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(JSON.parse(await fetched[0]!.read())).toEqual({
      communityId: 'c_demo',
      items: [{ k: 'view', at: START, path: '/' }],
    });
  });

  it.each([
    ...privacySignals.map(([name, target, key]) => [name, () => signal(target, key, '1')] as const),
    ['Global Privacy Control', () => signal(navigator, 'globalPrivacyControl', true)] as const,
  ])('sends nothing and listens to nothing under %s', (_, refuse) => {
    refuse();
    const router = fakeRouter();
    const stop = startBeacon({ communityId: 'c_demo', watchPath: router.watchPath });
    router.navigate('/general');
    vi.advanceTimersByTime(10 * FLUSH_INTERVAL_SECONDS * 1000);
    window.dispatchEvent(new Event('pagehide'));
    stop();

    expect(router.listeners.size).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('stops beating, flushing and listening once stopped', () => {
    const router = fakeRouter();
    const stop = startBeacon({ communityId: 'c_demo', watchPath: router.watchPath });
    stop();
    router.navigate('/general');
    vi.advanceTimersByTime(10 * FLUSH_INTERVAL_SECONDS * 1000);
    window.dispatchEvent(new Event('pagehide'));

    expect(router.listeners.size).toBe(0);
    expect(sent).toHaveLength(0);
  });
});
