// Post categories (the dashboard's Post Categories section): each one item in the community's partition under its
// subforum (or home); a deleted one stays as a tombstone until its posts are deleted or moved.
import { tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import { transactIfHeld, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import { put, queryCommunityItems, updateExisting } from './items.ts';
import { subforumCountChange } from './subforums.ts';

/** Categories of home (community-wide posts) are stored under this subforum id. */
export const HOME_CATEGORIES = 'home';

export interface CategoryItem {
  communityId: string;
  /** The subforum the category belongs to, or HOME_CATEGORIES. */
  subforumId: string;
  id: string;
  title: string;
  enabled: boolean;
  rank: number;
  /** Set when the category was deleted and its posts are still being deleted or moved (filtered at read time). */
  deleting?: { mode: 'delete' | 'reassign'; targetCategoryId: string | null };
}

/** The stored category item. */
export const categoryItem = (category: CategoryItem) => ({
  ...keys.category(category.communityId, category.subforumId, category.id),
  ...category,
});

/**
 * The categories of one subforum (or home), or of the whole community when none is named, in no particular order
 * and tombstones included (Query `CATEGORY#[<subforumId>#]`).
 */
export function queryCategories(communityId: string, subforumId?: string): Promise<CategoryItem[]> {
  const scoped = keys.category(communityId, subforumId ?? '', '').SK;
  // `CATEGORY#<subforumId>#`; with no subforum the kind's own prefix, `CATEGORY#`.
  return queryCommunityItems<CategoryItem>(communityId, subforumId === undefined ? scoped.slice(0, -1) : scoped);
}

/** Adds a category and counts it on its subforum (home has no subforum item), in one transaction. */
export async function putNewCategory(category: CategoryItem): Promise<void> {
  const cid = category.communityId;
  await transactWrite([
    put(categoryItem(category)),
    ...(category.subforumId === HOME_CATEGORIES ? [] : [subforumCountChange(cid, category.subforumId, 1)]),
  ]);
}

/** Changes a category's title, enabled flag or rank (UpdateItem; it must exist and not be deleting). */
export const updateCategoryFields = (
  category: Pick<CategoryItem, 'communityId' | 'subforumId' | 'id'>,
  fields: Partial<Pick<CategoryItem, 'title' | 'enabled' | 'rank'>>,
) =>
  updateExisting<CategoryItem>(
    keys.category(category.communityId, category.subforumId, category.id),
    fields,
    'attribute_not_exists(deleting)',
  );

/**
 * Deletes a category in one transaction with the event that deletes or moves its posts: the category stays as a
 * disabled tombstone saying where its posts go (read paths filter by it) until the last of them is handled; its
 * subforum counts one category fewer.
 */
export async function markCategoryDeleting(
  category: CategoryItem,
  deleting: NonNullable<CategoryItem['deleting']>,
  event: TransactItem,
): Promise<boolean> {
  const cid = category.communityId;
  return transactIfHeld([
    {
      Update: {
        TableName: tableName(),
        Key: keys.category(cid, category.subforumId, category.id),
        UpdateExpression: 'SET deleting = :d, enabled = :off',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleting)',
        ExpressionAttributeValues: { ':d': deleting, ':off': false },
      },
    },
    ...(category.subforumId === HOME_CATEGORIES ? [] : [subforumCountChange(cid, category.subforumId, -1)]),
    event,
  ]);
}

/** The tombstone's removal, for the transaction that handles a deleted category's last posts. */
export const categoryRemovalItem = (communityId: string, subforumId: string, categoryId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.category(communityId, subforumId, categoryId) },
});
