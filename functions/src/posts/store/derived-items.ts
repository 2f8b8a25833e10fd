// The items derived from a post: its feed entries (one per scope × type filter, carrying the card), the pin of its
// scope while pinned, and its search tokens. A pure function of the post, so every write path rewrites them from the
// post's new state and nothing drifts.
import { keys } from '../../platform/db/keys.ts';
import { type PostItem, cardOf, categoryScope, feedSlots, sortAttributes, timeKey } from '../model.ts';

export interface DerivedItem {
  key: { PK: string; SK: string };
  item: Record<string, unknown>;
}

/**
 * The items that carry a post's card: its feed entries and, while pinned, its pin. In the pinned scope (and its
 * category) the pin replaces the entries, so page 1 shows it first and later pages never repeat it.
 */
export function cardItems(post: PostItem): DerivedItem[] {
  const card = cardOf(post);
  const sort = sortAttributes(post);
  const slots = feedSlots(post);
  const out: DerivedItem[] = [];
  for (const { scope, type } of slots) {
    const pinnedHere =
      post.pinnedScope !== null && (scope === post.pinnedScope || scope === categoryScope(post.categoryId));
    if (pinnedHere) continue;
    const key = keys.feedEntry(post.communityId, scope, type, timeKey(post));
    out.push({ key, item: { ...key, ...card, GSI2PK: key.PK, GSI3PK: key.PK, ...sort } });
  }
  if (post.pinnedScope !== null && slots.length > 0) {
    const key = keys.pin(post.communityId, post.pinnedScope, post.id);
    out.push({ key, item: { ...key, ...card } });
  }
  return out;
}

/** Search tokens of a published post: its title words and its hashtags (`#tag`). */
export function tokenItems(post: PostItem): DerivedItem[] {
  if (post.approved !== true || post.deleted) return [];
  const tokens = new Set([...post.titleTokens, ...post.hashtags.map((h) => `#${h}`)]);
  return [...tokens].map((token) => {
    const key = keys.searchToken(post.communityId, token, timeKey(post));
    return { key, item: { ...key, postId: post.id, type: post.type, categoryId: post.categoryId } };
  });
}

/** Everything derived from a post. */
export const derivedItems = (post: PostItem): DerivedItem[] => [...cardItems(post), ...tokenItems(post)];

/**
 * The derived items a stored post has in the table: its own, or, while its cleanup is pending, those it had when it
 * was deleted (the post as it was then: its fields are kept, only the pin moved to `pinnedBeforeRemoval`).
 */
export const storedDerivedItems = (post: PostItem): DerivedItem[] =>
  post.cleanupPending
    ? derivedItems({ ...post, deleted: false, cleanupPending: false, pinnedScope: post.pinnedBeforeRemoval ?? null })
    : derivedItems(post);

/** Keys of the items that hold the card's counters: the post, its entries and pin. */
export const counterKeys = (post: PostItem) => [
  keys.post(post.communityId, post.id),
  ...cardItems(post).map((d) => d.key),
];
