// The community's subforums (the dashboard's Subforums section): each one item in the community's partition, its
// rank ordering the subforum panel and its categories counted on it.
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import { transactIfHeld, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import type { CategoryItem } from './categories.ts';
import { put, queryCommunityItems, updateExisting } from './items.ts';

export interface SubforumItem {
  communityId: string;
  id: string;
  title: string;
  slug: string;
  emoji: string;
  rank: number;
  enabled: boolean;
  private: boolean;
  navigation: boolean;
  /** Per-role overrides: false off, null role default, true on. */
  permissions: Record<string, Record<string, boolean | null>>;
  categoriesCount: number;
  /** Verified uploads (owner-dashboard §3). */
  iconKey?: string | null;
  bannerKey?: string | null;
}

/** The stored subforum item. */
export const subforumItem = (subforum: SubforumItem) => ({
  ...keys.subforum(subforum.communityId, subforum.id),
  ...subforum,
});

/** The community's subforums in no particular order (Query `SUBFORUM#`). */
export const querySubforums = (communityId: string) =>
  queryCommunityItems<SubforumItem>(communityId, keys.subforum(communityId, '').SK);

/** One subforum by id, or null (GetItem). */
export async function getSubforum(communityId: string, subforumId: string): Promise<SubforumItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.subforum(communityId, subforumId) }),
  );
  return (out.Item as SubforumItem | undefined) ?? null;
}

/** Adds a subforum (Put, `attribute_not_exists`). */
export async function putNewSubforum(subforum: SubforumItem): Promise<void> {
  await transactWrite([put(subforumItem(subforum))]);
}

/** Replaces a subforum's editable fields (UpdateItem; it must exist). False when it does not. */
export async function updateSubforumFields(
  communityId: string,
  subforumId: string,
  fields: Pick<
    SubforumItem,
    'title' | 'emoji' | 'iconKey' | 'bannerKey' | 'enabled' | 'private' | 'navigation' | 'permissions'
  >,
): Promise<SubforumItem | null> {
  return updateExisting<SubforumItem>(keys.subforum(communityId, subforumId), fields);
}

/** Moves a subforum: one UpdateItem of its rank (it must exist). */
export const setSubforumRank = (communityId: string, subforumId: string, rank: number) =>
  updateExisting<SubforumItem>(keys.subforum(communityId, subforumId), { rank });

/** One category more or fewer on a subforum, for the transaction that adds or deletes the category. */
export const subforumCountChange = (communityId: string, subforumId: string, delta: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.subforum(communityId, subforumId),
    UpdateExpression: 'ADD categoriesCount :d',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':d': delta },
  },
});

/**
 * Deletes a subforum in one transaction with its categories turned into tombstones and one event per category, so
 * their posts are deleted in the background (at most ~45 categories per subforum fit one transaction).
 */
export async function deleteSubforumRecords(
  communityId: string,
  subforumId: string,
  categories: CategoryItem[],
  events: TransactItem[],
): Promise<boolean> {
  return transactIfHeld([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.subforum(communityId, subforumId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    ...categories.map((c): TransactItem => ({
      Update: {
        TableName: tableName(),
        Key: keys.category(communityId, c.subforumId, c.id),
        UpdateExpression: 'SET deleting = if_not_exists(deleting, :d), enabled = :off',
        ExpressionAttributeValues: { ':d': { mode: 'delete', targetCategoryId: null }, ':off': false },
      },
    })),
    ...events,
  ]);
}
