import { FLUSH_INTERVAL_SECONDS } from '@hearth/shared/constants/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBeacon } from './load-beacon.ts';

const watchPath = (listener: (path: string) => void) => {
  listener('/');
  return () => undefined;
};
/** The batches handed to sendBeacon. */
const bodies: Blob[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  bodies.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_: string, data: Blob) => bodies.push(data) > 0,
  });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(navigator, 'doNotTrack');
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  Reflect.deleteProperty(document, 'prerendering');
});

/** Lets the starter's idle wait and its import of the beacon's chunk finish, then a flush interval pass. */
async function runOneFlush() {
  vi.advanceTimersByTime(1);
  await vi.dynamicImportSettled();
  vi.advanceTimersByTime(FLUSH_INTERVAL_SECONDS * 1000);
}

describe('starting the beacon', () => {
  it('loads the beacon once the browser is idle and starts it for the community', async () => {
    const stop = loadBeacon('c_demo', watchPath);
    expect(bodies).toHaveLength(0);
    await runOneFlush();
    stop();

    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.type).toBe('text/plain');
  });

  it('never starts when stopped before the browser was idle', async () => {
    loadBeacon('c_demo', watchPath)();
    await runOneFlush();
    expect(bodies).toHaveLength(0);
  });

  it.each([
    ['Do-Not-Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ])('does not load the beacon under %s', async (_, key, value) => {
    Object.defineProperty(navigator, key, { value, configurable: true });
    const stop = loadBeacon('c_demo', watchPath);
    await runOneFlush();
    stop();
    expect(bodies).toHaveLength(0);
  });

  it('waits while the browser prerenders the page until the visitor opens it', async () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    const stop = loadBeacon('c_demo', watchPath);
    await runOneFlush();
    expect(bodies).toHaveLength(0);

    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    await runOneFlush();
    stop();
    expect(bodies).toHaveLength(1);
  });
});
