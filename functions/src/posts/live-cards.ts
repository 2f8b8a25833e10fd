// What a card shows of its subforum and category is read from the community's configuration at read time, so a
// renamed subforum or category, a subforum made private or deleted, and a category deleted while its posts are
// still being deleted or moved in the background (communities/categories.ts) show right away: a card under a
// deleted category is dropped (its posts are being deleted) or shown under the category its posts move to.
import { canViewSubforum } from '@hearth/shared/rules/permissions';
import { type Forum, scopeOf, subforumById } from '../members/gate.ts';
import type { PostCardFields } from './model.ts';

type CardRef = Pick<PostCardFields, 'categoryId' | 'categoryTitle' | 'subforumId' | 'subforumSlug' | 'subforumTitle'>;

/** The card as this viewer may see it now, or null when it must not show. */
export function liveCard<T extends CardRef>(forum: Forum, card: T): T | null {
  const { categories } = forum.config;
  const category = categories.find((c) => c.id === card.categoryId);
  if (!category) return null;
  let shown = category;
  if (category.deleting) {
    const target = categories.find((c) => c.id === category.deleting!.targetCategoryId && !c.deleting);
    if (category.deleting.mode === 'delete' || !target) return null;
    shown = target;
  }
  const subforum = subforumById(forum, card.subforumId);
  if (card.subforumId && !subforum) return null;
  if (!canViewSubforum(forum.viewer, scopeOf(forum, subforum))) return null;
  return {
    ...card,
    categoryId: shown.id,
    categoryTitle: shown.title,
    subforumSlug: subforum?.slug ?? null,
    subforumTitle: subforum?.title ?? null,
  };
}

/** The cards that may show, as they show now. */
export const liveCards = <T extends CardRef>(forum: Forum, cards: T[]): T[] =>
  cards.flatMap((card) => {
    const live = liveCard(forum, card);
    return live ? [live] : [];
  });
