// CloudFront's cache on the local platform: rendered pages and guests' API reads. In AWS a rendered community page is
// cached at the edge per host and URL for PAGE_EDGE_SECONDS (the render is the guests' view, so it is the same for
// every viewer) and the render Lambda only sees misses; a guest's answer on a guestCache route is cached per host,
// path and query for its s-maxage (GUEST_EDGE_SECONDS; guest-cache.ts). Here the gateway keeps the same answers for
// the same time. One difference, for the people working on it: any write (an API call other than a read, a delivered
// event, a scheduled job) empties the cache, so a page loaded after a change shows it. In AWS a page may be up to a
// minute old until the browser's own fetch after hydration brings it up to date, and a guest's read up to
// GUEST_EDGE_SECONDS old. `POST /_dev/edge` makes the local edge behave as CloudFront does for a test: writes that
// keep what is cached, and a clock the test moves (no test waits for an answer to age).
import { PAGE_EDGE_SECONDS } from '../../../web/src/ssr/contract.ts';

export interface CachedPage {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer;
}

/** What a test may change of the local edge (`POST /_dev/edge`). */
export interface EdgeControl {
  /** Whether a write empties the cache (the local default) or keeps it, as CloudFront does. */
  writesPurge?: boolean;
  /** Stops the cache's clock (cached answers then age only by `advanceSeconds`), or lets it run again. */
  frozen?: boolean;
  /** Moves the cache's clock ahead: answers older than their TTL then are gone. */
  advanceSeconds?: number;
}

export interface EdgeState {
  writesPurge: boolean;
  frozen: boolean;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Keeps an answer for `ttlMs` (the page TTL unless said); nothing for a TTL of 0. */
  set(key: string, page: CachedPage, ttlMs?: number): void;
  /** Forgets every answer. */
  purge(): void;
  /** Something was written: forgets every answer, unless writes keep them (`EdgeControl.writesPurge`). */
  written(): void;
  control(change: EdgeControl): EdgeState;
}

export function createPageCache(ttlMs = PAGE_EDGE_SECONDS * 1000, maxPages = 5000): PageCache {
  // Least recently used first: a Map iterates in insertion order, and a hit is inserted again.
  const pages = new Map<string, { page: CachedPage; expiresAt: number }>();
  const state: EdgeState = { writesPurge: true, frozen: false };
  let offset = 0;
  let frozenAt = 0;
  // Whole milliseconds, so a TTL ends exactly where a test's steps add up to it.
  const now = () => (state.frozen ? frozenAt : Math.round(performance.now()) + offset);
  const purge = () => pages.clear();
  return {
    get(key) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      pages.delete(key);
      if (now() >= entry.expiresAt) return undefined;
      pages.set(key, entry);
      return entry.page;
    },
    set(key, page, ttl = ttlMs) {
      pages.delete(key);
      if (ttl <= 0) return;
      pages.set(key, { page, expiresAt: now() + ttl });
      if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
    },
    purge,
    written: () => {
      if (state.writesPurge) purge();
    },
    control(change) {
      if (change.writesPurge !== undefined) state.writesPurge = change.writesPurge;
      if (change.frozen === true && !state.frozen) {
        frozenAt = now();
        state.frozen = true;
      } else if (change.frozen === false && state.frozen) {
        // The clock runs on from where it stood.
        offset = frozenAt - Math.round(performance.now());
        state.frozen = false;
      }
      const ms = Math.round((change.advanceSeconds ?? 0) * 1000);
      if (state.frozen) frozenAt += ms;
      else offset += ms;
      return { ...state };
    },
  };
}

/** An `EdgeControl` from a request body, or null when it is not one. */
export function parseEdgeControl(body: Buffer): EdgeControl | null {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8') || '{}');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { writesPurge, frozen, advanceSeconds, ...rest } = value as Record<string, unknown>;
  const flag = (v: unknown) => v === undefined || typeof v === 'boolean';
  const seconds = advanceSeconds === undefined || (typeof advanceSeconds === 'number' && advanceSeconds >= 0);
  if (Object.keys(rest).length || !flag(writesPurge) || !flag(frozen) || !seconds) return null;
  return value as EdgeControl;
}

/** A read only: a request that cannot change anything the pages show. */
export const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
