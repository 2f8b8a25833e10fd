// The shared feed pages of this container: a feed page as every viewer of one visibility class sees it (its cards,
// counts and cursor — never a viewer's own state), kept for SHARED_PAGE_TTL_MS so guests and members reading the same
// page reuse it instead of querying again (docs/architecture/forum.md, Shared feed pages). A post's create or rewrite
// in this container drops its community's pages; other containers catch up within the TTL.
import { ttlCache } from '../../platform/ttl-cache.ts';

/** How long a shared page is reused: the most its cards and counts lag a write in another container. */
export const SHARED_PAGE_TTL_MS = 2_000;

/** Pages kept at most (the oldest goes first): ~20-40 cards of ~1 KB each, so a few MB of a container's memory. */
export const SHARED_PAGE_MAX = 256;

export interface SharedPage<Card> {
  /** The page's cards: pins first, then entries, as the visibility class may see them. */
  cards: Card[];
  /** The last entry read, as the Query's key (encoded by the caller). */
  lastKey?: Record<string, unknown>;
  /** When its reads were sent (ms, this container's clock). */
  builtAt: number;
}

/** What identifies a shared page: the community first, so two communities never share one. */
export interface SharedPageKey {
  communityId: string;
  /** Who the page was built for (feed.ts `visibilityClass`): guest, a role set, staff… never less. */
  visibility: string;
  scope: string;
  categoryId?: string | undefined;
  type: string;
  sort: string;
  cursor?: string | undefined;
}

const pages = ttlCache<SharedPage<unknown>>(SHARED_PAGE_MAX);
/** Per community, bumped by its post writes in this container: a key with an older generation is never read again. */
const generations = new Map<string, number>();
/** Bumped when the generations are forgotten (bounded memory), so no page from before is read again. */
let epoch = 0;

export function sharedPageKey(k: SharedPageKey): string {
  const generation = generations.get(k.communityId) ?? 0;
  return JSON.stringify([
    k.communityId,
    epoch,
    generation,
    k.visibility,
    k.scope,
    k.categoryId ?? '',
    k.type,
    k.sort,
    k.cursor ?? '',
  ]);
}

export function getSharedPage<Card>(key: string, now = Date.now()): SharedPage<Card> | undefined {
  return pages.get(key, now)?.value as SharedPage<Card> | undefined;
}

export function setSharedPage<Card>(key: string, page: SharedPage<Card>, now = Date.now()) {
  pages.set(key, page, SHARED_PAGE_TTL_MS, now);
}

/** A post of the community was created or rewritten here: its pages are built afresh on their next read. */
export function sharedPagesChanged(communityId: string) {
  // Bounded like the pages: a generation only matters while a page keyed by it may live.
  if (!generations.has(communityId) && generations.size >= SHARED_PAGE_MAX * 4) {
    generations.clear();
    epoch += 1;
  }
  generations.set(communityId, (generations.get(communityId) ?? 0) + 1);
}

/**
 * Every page this container keeps is built afresh on its next read. For the local platform's
 * `POST /_dev/feed-pages/forget`: tests that write feed cards from another process (a pass run in the test, as a
 * consumer in another container would) end the TTL's staleness at once instead of waiting it out.
 */
export function forgetSharedPages() {
  generations.clear();
  epoch += 1;
}
