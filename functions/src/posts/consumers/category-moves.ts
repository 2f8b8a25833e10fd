// The posts of a deleted category (communities/categories.ts commits `category.deleted` with the tombstone): each
// delivery handles one pass of posts (posts/category-moves.ts); while posts remain, its effect is the next pass's
// event (`category.move-continued`), written with its applied mark, so the work resumes after any failure and no pass
// is done twice in effect. The last pass removes the tombstone.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { categoryById, categoryRemoval } from '../../communities/categories.ts';
import { outboxItem } from '../../platform/events/port.ts';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { moveCategoryPosts } from '../category-moves.ts';

type MoveEvent = DomainEvent<'category.deleted'> | DomainEvent<'category.move-continued'>;

export const categoryMoves: EventConsumer = {
  name: 'posts.category-moves',
  domain: 'posts',
  types: ['category.deleted', 'category.move-continued'],
  async apply(event) {
    const { communityId, detail } = event as MoveEvent;
    const target = detail.targetCategoryId ? await categoryById(communityId, detail.targetCategoryId) : null;
    // A target that is gone altogether: nothing is deleted by mistake; the event dead-letters for a person to judge.
    if (detail.mode === 'reassign' && !target) throw new Error(`category ${detail.targetCategoryId} is gone`);
    const { remaining } = await moveCategoryPosts({
      communityId,
      subforumId: detail.subforumId,
      categoryId: detail.categoryId,
      mode: detail.mode,
      target: target ? { id: target.id, title: target.title } : null,
      by: detail.by,
    });
    return remaining
      ? [outboxItem('category.move-continued', communityId, detail)]
      : [categoryRemoval(communityId, detail.subforumId, detail.categoryId)];
  },
};
