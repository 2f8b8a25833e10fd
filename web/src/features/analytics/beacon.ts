// The community site's first-party beacon: a page view on the first page and on each route change, a heartbeat every
// BEAT_INTERVAL_SECONDS while the tab is visible, queued and sent in batches to POST /api/v1/beacon with
// navigator.sendBeacon. The body holds the community, paths and times only: the server reads the session cookie
// itself and sets no cookie; nothing is stored in the browser. Loaded lazily by ./load-beacon.ts.
import {
  BEAT_INTERVAL_SECONDS,
  FLUSH_INTERVAL_SECONDS,
  MAX_BEACON_BYTES,
  MAX_BEACON_ITEMS,
} from '@hearth/shared/constants/analytics';
import type { BeaconItem } from '@hearth/shared/schemas/analytics';
import { trackingRefused } from './tracking-refused.ts';

export const BEACON_PATH = '/api/v1/beacon';

/** Calls `listener` with the current path now and with the new one after each navigation the router resolves (no
 * query, no fragment); returns the unsubscribe. */
export type WatchPath = (listener: (path: string) => void) => () => void;

/** Sends one batch; a browser without sendBeacon, or one that refuses to queue it, posts it with a keepalive fetch. */
function send(body: string) {
  let queued = false;
  try {
    queued = navigator.sendBeacon?.(BEACON_PATH, new Blob([body], { type: 'text/plain' })) ?? false;
  } catch {
    queued = false;
  }
  // text/plain, like sendBeacon's, so the request stays a simple one; the endpoint reads any type as JSON.
  if (!queued) {
    void fetch(BEACON_PATH, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'text/plain' },
    }).catch(() => undefined);
  }
}

/** Starts collecting for `communityId` (never when the visitor refuses tracking); the returned function stops it. */
export function startBeacon({ communityId, watchPath }: { communityId: string; watchPath: WatchPath }): () => void {
  if (typeof window === 'undefined' || trackingRefused()) return () => undefined;
  const queue: BeaconItem[] = [];
  let viewedPath: string | undefined;

  const batch = (count: number) => JSON.stringify({ communityId, items: queue.slice(0, count) });
  // Batches of at most MAX_BEACON_ITEMS and MAX_BEACON_BYTES (long paths reach the bytes first), oldest first.
  const flush = () => {
    while (queue.length) {
      let count = Math.min(queue.length, MAX_BEACON_ITEMS);
      let body = batch(count);
      while (count > 1 && new TextEncoder().encode(body).length > MAX_BEACON_BYTES) body = batch(--count);
      queue.splice(0, count);
      send(body);
    }
  };
  const add = (item: BeaconItem) => {
    queue.push(item);
    if (queue.length >= MAX_BEACON_ITEMS) flush();
  };
  // A navigation that keeps the path (a new sort, a search query, the same link again) is not another view.
  const view = (pathname: string) => {
    const path = pathname.slice(0, 512);
    if (path === viewedPath) return;
    viewedPath = path;
    add({ k: 'view', at: Date.now(), path });
  };
  const beat = () => {
    if (document.visibilityState === 'visible') add({ k: 'beat', at: Date.now() });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  const stopRoutes = watchPath(view);
  const beats = window.setInterval(beat, BEAT_INTERVAL_SECONDS * 1000);
  const flushes = window.setInterval(flush, FLUSH_INTERVAL_SECONDS * 1000);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return () => {
    stopRoutes();
    window.clearInterval(beats);
    window.clearInterval(flushes);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flush);
  };
}
