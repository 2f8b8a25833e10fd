// Feed pages: a scope's entries in the asked order (the table for new and old, GSI2 for hot, GSI3 for top), its pins,
// and the search tokens' partitions.
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import { getRemovingPostIds } from './posts.ts';

/** The partition of a feed (a scope and a type filter): where its entries are, and what its cursor must carry. */
export const feedPartition = (communityId: string, scope: string, type: string) =>
  keys.feedPartition(communityId, scope, type);

/** The partition of a search token, which its cursor must carry. */
export const searchPartition = (communityId: string, token: string) => ({
  PK: keys.searchToken(communityId, token, '').PK,
});

export type FeedOrder = 'hot' | 'new' | 'top' | 'old';

/** One page of a feed partition in the asked order (one Query on the table, GSI2 for hot or GSI3 for top). */
export async function queryFeed(
  partition: string,
  order: FeedOrder,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ items: Array<Record<string, unknown>>; lastKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const index =
    order === 'hot'
      ? { IndexName: 'GSI2', pk: 'GSI2PK' }
      : order === 'top'
        ? { IndexName: 'GSI3', pk: 'GSI3PK' }
        : { pk: 'PK' };
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      ...('IndexName' in index ? { IndexName: index.IndexName } : {}),
      KeyConditionExpression: `${index.pk} = :p`,
      ExpressionAttributeValues: { ':p': partition },
      ScanIndexForward: order === 'old',
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: out.Items ?? [], lastKey: out.LastEvaluatedKey };
}

/**
 * The first `count` entries of a page queryFeed read, and the key to continue after the last of them: the Query's own
 * when nothing was cut, else that entry's table and index keys (what the Query would have returned as its last key).
 */
export function firstOfFeedPage(
  page: { items: Array<Record<string, unknown>>; lastKey?: Record<string, unknown> },
  order: FeedOrder,
  count: number,
): { items: Array<Record<string, unknown>>; lastKey?: Record<string, unknown> } {
  if (page.items.length <= count) return page;
  const items = page.items.slice(0, count);
  const last = items.at(-1)!;
  const index = order === 'hot' ? ['GSI2PK', 'GSI2SK'] : order === 'top' ? ['GSI3PK', 'GSI3SK'] : [];
  const lastKey = Object.fromEntries(['PK', 'SK', ...index].map((name) => [name, last[name]]));
  return { items, lastKey };
}

/** The pinned cards of a scope (one Query on the community's pins, `<scope>#` prefix). */
export async function queryPins(communityId: string, scope: string): Promise<Array<Record<string, unknown>>> {
  const { client, commands } = await db();
  const { PK } = keys.pin(communityId, scope, '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :s)',
      ExpressionAttributeValues: { ':p': PK, ':s': `${scope}#` },
    }),
  );
  return out.Items ?? [];
}

/** Newest-first post ids under one search token (one Query). */
export async function querySearchToken(
  communityId: string,
  token: string,
  limit: number,
  startKey?: Record<string, unknown>,
) {
  const { client, commands } = await db();
  const { PK } = keys.searchToken(communityId, token, '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p',
      ExpressionAttributeValues: { ':p': PK },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    items: (out.Items ?? []) as Array<{ postId: string; type: string; categoryId: string; PK: string; SK: string }>,
    lastKey: out.LastEvaluatedKey,
  };
}

/** The pinned cards of a scope, without those of deleted posts awaiting their cleanup (two reads at once). */
export async function queryLivePins(communityId: string, scope: string): Promise<Array<Record<string, unknown>>> {
  const [pins, removing] = await Promise.all([queryPins(communityId, scope), getRemovingPostIds(communityId)]);
  return pins.filter((p) => !removing.has(p.id as string));
}
