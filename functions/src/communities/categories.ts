// The dashboard's Post Categories section (owner-dashboard §4, §5): per subforum (or home), add, rename, enable,
// rank, delete. Deleting answers at once: the category becomes a tombstone saying where its posts go, committed with
// a `category.deleted` event; the posts domain deletes or moves the posts in the background (posts/consumers/
// category-moves.ts) and read paths filter by the tombstone until the last post is handled.
import { rankFits } from '@hearth/shared/rules/structure';
import type { AdminCategory, createCategoryBodySchema } from '@hearth/shared/schemas/structure';
import { ulid } from 'ulid';
import type { z } from 'zod';
import type { Actor } from '../platform/auth/verify.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { assertManager } from './managers.ts';
import * as categoryStore from './store/categories.ts';
import { type CategoryItem, HOME_CATEGORIES } from './store/categories.ts';
import { getSubforum } from './store/subforums.ts';

export const categoryView = (c: CategoryItem): AdminCategory => ({
  id: c.id,
  subforumId: c.subforumId,
  title: c.title,
  enabled: c.enabled,
  rank: c.rank,
});

/** The live (not deleted) categories of a scope, by rank, read fresh. */
async function scopeCategories(communityId: string, subforumId: string) {
  const all = await categoryStore.queryCategories(communityId, subforumId);
  return all.filter((c) => !c.deleting).sort((a, b) => a.rank - b.rank);
}

async function assertScopeExists(communityId: string, subforumId: string) {
  if (subforumId === HOME_CATEGORIES) return;
  if (!(await getSubforum(communityId, subforumId))) throw refusal('SUBFORUM_NOT_FOUND');
}

/** A live category by id, wherever it is (one Query of the community's categories). */
async function liveCategory(communityId: string, categoryId: string) {
  const all = await categoryStore.queryCategories(communityId);
  const category = all.find((c) => c.id === categoryId && !c.deleting);
  if (!category) throw refusal('CATEGORY_NOT_FOUND');
  return { category, siblings: all.filter((c) => c.subforumId === category.subforumId && !c.deleting) };
}

export async function listManagedCategories(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  subforumId: string,
) {
  await assertManager(tenant, actor, communityId);
  await assertScopeExists(communityId, subforumId);
  return { items: (await scopeCategories(communityId, subforumId)).map(categoryView), nextCursor: null };
}

export async function createCategory(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  input: z.output<typeof createCategoryBodySchema>,
) {
  await assertManager(tenant, actor, communityId);
  await assertScopeExists(communityId, input.subforumId);
  const existing = await scopeCategories(communityId, input.subforumId);
  const category: CategoryItem = {
    communityId,
    subforumId: input.subforumId,
    id: ulid(),
    title: input.title.trim(),
    enabled: true,
    rank: existing.length === 0 ? 1 : existing[existing.length - 1]!.rank + 1,
  };
  await categoryStore.putNewCategory(category);
  return categoryView(category);
}

/** A scope keeps at least one active category: posts need one (owner-dashboard §5). */
const isLastActive = (category: CategoryItem, siblings: CategoryItem[]) =>
  category.enabled && !siblings.some((c) => c.id !== category.id && c.enabled);

export async function updateCategory(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  categoryId: string,
  input: { title?: string; enabled?: boolean; rank?: number },
) {
  await assertManager(tenant, actor, communityId);
  const { category, siblings } = await liveCategory(communityId, categoryId);
  if (input.enabled === false && isLastActive(category, siblings)) throw refusal('LAST_ACTIVE_CATEGORY');
  if (input.rank !== undefined) {
    const others = siblings.filter((c) => c.id !== categoryId).map((c) => c.rank);
    if (input.rank !== category.rank && !rankFits(input.rank, others)) throw refusal('RANK_OUTSIDE_LIST');
  }
  const after = await categoryStore.updateCategoryFields(category, {
    title: input.title?.trim(),
    enabled: input.enabled,
    rank: input.rank,
  });
  if (!after) throw refusal('CATEGORY_NOT_FOUND');
  return categoryView(after);
}

export async function deleteCategory(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  categoryId: string,
  input: { mode: 'delete' | 'reassign'; targetCategoryId?: string },
) {
  const { actor: manager } = await assertManager(tenant, actor, communityId);
  const { category, siblings } = await liveCategory(communityId, categoryId);
  if (isLastActive(category, siblings)) throw refusal('LAST_ACTIVE_CATEGORY');
  let targetCategoryId: string | null = null;
  if (input.mode === 'reassign') {
    // Another live category of the same subforum (or home): a post's category belongs to its subforum.
    const target = siblings.find((c) => c.id === input.targetCategoryId && c.id !== categoryId);
    if (!target) throw refusal('REASSIGN_TARGET_INVALID');
    targetCategoryId = target.id;
  }
  const deleting = { mode: input.mode, targetCategoryId };
  const event = outboxItem('category.deleted', communityId, {
    subforumId: category.subforumId,
    categoryId,
    ...deleting,
    by: manager.memberId,
  });
  if (!(await categoryStore.markCategoryDeleting(category, deleting, event))) throw refusal('CATEGORY_NOT_FOUND');
  return { id: categoryId, deleted: true as const, ...deleting };
}

/** The tombstone's removal once a deleted category's last post is handled (for the posts domain's consumer). */
export const categoryRemoval = (communityId: string, subforumId: string, categoryId: string): TransactItem =>
  categoryStore.categoryRemovalItem(communityId, subforumId, categoryId);

/** A category by id, read fresh (the consumer that moves posts names the target by its current title). */
export async function categoryById(communityId: string, categoryId: string) {
  const all = await categoryStore.queryCategories(communityId);
  return all.find((c) => c.id === categoryId) ?? null;
}
