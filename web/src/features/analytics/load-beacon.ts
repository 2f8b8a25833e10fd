// What the community site's first paint carries of the beacon: this starter. The beacon itself (./beacon.ts) is its
// own chunk, fetched once the browser is idle after the page is live, and never when the visitor refuses tracking.
import type { WatchPath } from './beacon.ts';
import { trackingRefused } from './tracking-refused.ts';

/** Starts the beacon for `communityId` when the browser is next idle; the returned function stops it. */
export function loadBeacon(communityId: string, watchPath: WatchPath): () => void {
  if (typeof window === 'undefined' || trackingRefused()) return () => undefined;
  let stopped = false;
  let stop: (() => void) | undefined;
  let idle: number | undefined;
  const start = () =>
    void import('./beacon.ts')
      .then((beacon) => {
        if (!stopped) stop = beacon.startBeacon({ communityId, watchPath });
      })
      .catch(() => undefined);
  // jsdom and older Safari have no requestIdleCallback.
  const hasIdle = 'requestIdleCallback' in window;
  const schedule = () => {
    idle = hasIdle ? window.requestIdleCallback(start, { timeout: 5_000 }) : window.setTimeout(start, 1);
  };
  // A page the browser prerenders in case the visitor opens it is not a view until they do.
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
  if (prerendering) document.addEventListener('prerenderingchange', schedule, { once: true });
  else schedule();
  return () => {
    stopped = true;
    document.removeEventListener('prerenderingchange', schedule);
    if (idle !== undefined && hasIdle) window.cancelIdleCallback(idle);
    else if (idle !== undefined) window.clearTimeout(idle);
    stop?.();
  };
}
