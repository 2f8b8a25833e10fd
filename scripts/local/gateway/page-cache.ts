// CloudFront's cache of rendered pages, on the local platform. In AWS a rendered community page is cached at the edge
// per host and URL for PAGE_EDGE_SECONDS (the render is the guests' view, so it is the same for every viewer) and the
// render Lambda only sees misses; here the gateway keeps the same pages for the same time. One difference, for the
// people working on it: any write (an API call other than a read, a delivered event, a scheduled job) empties the
// cache, so a page loaded after a change shows it. In AWS the page may be up to a minute old until the browser's
// own fetch after hydration brings it up to date.
import { LRUCache } from 'lru-cache';
import { PAGE_EDGE_SECONDS } from '../../../web/src/ssr/contract.ts';

export interface CachedPage {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** Forgets every page (something was written). */
  purge(): void;
}

export function createPageCache(ttlMs = PAGE_EDGE_SECONDS * 1000, maxPages = 1000): PageCache {
  const pages = new LRUCache<string, CachedPage>({ max: maxPages, ttl: ttlMs });
  return {
    get: (key) => pages.get(key),
    set: (key, page) => void pages.set(key, page),
    purge: () => pages.clear(),
  };
}

/** A read only: a request that cannot change anything the pages show. */
export const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
