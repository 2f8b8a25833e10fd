// The word filter (member-forum §2.10, §5, §7.4): staff read it (admins and moderators) and change it (admins, the
// owner and editors); the posts and comments services mask filtered words at write time through `wordMatcher`.
// The compiled matcher is cached per (community, version): one compile per change, never one per write.
import { DEFAULT_FILTER_WORDS } from '@hearth/shared/constants/default-word-filter';
import {
  WORD_FILTER_PAGE_SIZE,
  WORD_FILTER_WORDS_MAX,
  type WordEntry,
  type WordMatcher,
  compileWordFilter,
  normalizeTerm,
} from '@hearth/shared/rules/word-filter';
import type { WordFilterPage } from '@hearth/shared/schemas/word-filter';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import { isAdminLike, staffIn } from '../members/staff.ts';
import * as store from './store.ts';

/** How long a container may use a filter it read before reading it again (another container's change). */
export const WORD_FILTER_TTL_MS = 10_000;

const canEditWordFilter = isAdminLike;

const changerIn = async (tenant: Tenant | null, actor: Actor | null, communityId: string) =>
  (await staffIn(tenant, actor, communityId, 'WORD_FILTER_STAFF_ONLY')).changer;

async function editorIn(tenant: Tenant | null, actor: Actor | null, communityId: string) {
  const changer = await changerIn(tenant, actor, communityId);
  if (!canEditWordFilter(changer)) throw refusal('WORD_FILTER_ADMINS_ONLY');
}

const emptyFilter = (communityId: string): store.WordFilterItem => ({
  communityId,
  words: {},
  useDefaultFilter: false,
  version: 0,
});

const stateOf = (item: store.WordFilterItem) => ({
  total: Object.keys(item.words).length,
  useDefaultFilter: item.useDefaultFilter,
  version: item.version,
});

/** The table: words in order, 30 a page, those containing the search (in the word or a variation). */
export async function listWordFilter(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  search: string | undefined,
  cursor: string | undefined,
): Promise<WordFilterPage> {
  const changer = await changerIn(tenant, actor, communityId);
  const item = (await store.getWordFilter(communityId, false)) ?? emptyFilter(communityId);
  const needle = search ? normalizeTerm(search) : '';
  const all = Object.keys(item.words)
    .sort((a, b) => a.localeCompare(b))
    .filter((word) => !needle || word.includes(needle) || item.words[word]!.some((v) => v.includes(needle)));
  const start = cursor ? Number(cursor) : 0;
  const page = all.slice(start, start + WORD_FILTER_PAGE_SIZE);
  const next = start + WORD_FILTER_PAGE_SIZE;
  return {
    items: page.map((word) => ({ word, variations: item.words[word]! })),
    nextCursor: next < all.length ? String(next) : null,
    total: Object.keys(item.words).length,
    useDefaultFilter: item.useDefaultFilter,
    canEdit: canEditWordFilter(changer),
    pageSize: WORD_FILTER_PAGE_SIZE,
  };
}

const CHANGE_ATTEMPTS = 5;

/** Read → change → conditional put on the version read; a concurrent change is re-read and re-applied. */
async function changeFilter(communityId: string, change: (item: store.WordFilterItem) => store.WordFilterItem) {
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const current = (await store.getWordFilter(communityId)) ?? emptyFilter(communityId);
    const next = { ...change(current), version: current.version + 1 };
    if (await store.putWordFilter(next, current.version)) {
      filterCache.delete(communityId);
      return stateOf(next);
    }
  }
  throw new Error('The word filter kept changing under this write');
}

/** Save after Add Batch: each word is set with its variations (a word already there gets the new ones). */
export async function saveWords(tenant: Tenant | null, actor: Actor | null, communityId: string, words: WordEntry[]) {
  await editorIn(tenant, actor, communityId);
  return changeFilter(communityId, (item) => {
    const next = { ...item.words };
    for (const { word, variations } of words) next[word] = [...new Set(variations.filter((v) => v !== word))];
    if (Object.keys(next).length > WORD_FILTER_WORDS_MAX) throw refusal('WORD_FILTER_FULL', WORD_FILTER_WORDS_MAX);
    return { ...item, words: next };
  });
}

export async function removeWord(tenant: Tenant | null, actor: Actor | null, communityId: string, word: string) {
  await editorIn(tenant, actor, communityId);
  const key = normalizeTerm(word);
  return changeFilter(communityId, (item) => {
    if (!(key in item.words)) throw refusal('WORD_FILTER_WORD_MISSING');
    const next = { ...item.words };
    delete next[key];
    return { ...item, words: next };
  });
}

export async function setDefaultFilter(tenant: Tenant | null, actor: Actor | null, communityId: string, on: boolean) {
  await editorIn(tenant, actor, communityId);
  return changeFilter(communityId, (item) => ({ ...item, useDefaultFilter: on }));
}

/** The filter item as last read by this container (a miss is cached too: most communities have none). */
const filterCache = ttlCache<store.WordFilterItem | null>(5_000);
/** Compiled matchers by community, with the version they were compiled from (bounded: 1,000 communities). */
const compiled = ttlCache<{ version: number; matcher: WordMatcher }>(1_000);
const COMPILED_TTL_MS = 60 * 60 * 1000;
const NO_WORDS = compileWordFilter([]);
let defaultOnly: WordMatcher | null = null;

/**
 * The community's word filter, compiled, for a write about to be stored (member-forum §2.10): its words, their
 * variations and, when switched on, the default list. At most one GetItem per 10 s per container, one compile per
 * version.
 */
export async function wordMatcher(communityId: string): Promise<WordMatcher> {
  let cached = filterCache.get(communityId);
  if (!cached) {
    const item = await store.getWordFilter(communityId, false);
    filterCache.set(communityId, item, WORD_FILTER_TTL_MS);
    cached = { value: item };
  }
  const item = cached.value;
  if (!item) return NO_WORDS;
  if (Object.keys(item.words).length === 0) {
    if (!item.useDefaultFilter) return NO_WORDS;
    defaultOnly ??= compileWordFilter(DEFAULT_FILTER_WORDS);
    return defaultOnly;
  }
  const hit = compiled.get(communityId)?.value;
  if (hit && hit.version === item.version) return hit.matcher;
  const terms = Object.entries(item.words).flatMap(([word, variations]) => [word, ...variations]);
  const matcher = compileWordFilter(item.useDefaultFilter ? [...terms, ...DEFAULT_FILTER_WORDS] : terms);
  compiled.set(communityId, { version: item.version, matcher }, COMPILED_TTL_MS);
  return matcher;
}
