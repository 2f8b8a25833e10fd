// A member's post drafts: one item each in the member's draft partition, listed last-saved first (GSI1) and swept
// when old (GSI3, global, oldest first).
import { db, tableName } from '../../platform/db/client.ts';
import { conditionHeld, deleteIfExists } from '../../platform/db/conditional.ts';
import { getItem } from '../../platform/db/get.ts';
import { keys } from '../../platform/db/keys.ts';
import { type IndexPage, type PageKey, queryIndexPage } from '../../platform/db/query.ts';
import type { TransactItem } from '../../platform/db/transact.ts';

export interface DraftItem {
  communityId: string;
  memberId: string;
  id: string;
  type: 'post' | 'image' | 'poll';
  title: string;
  categoryId: string | null;
  subforumId: string | null;
  content: string;
  anonymous: boolean;
  bannerKey: string | null;
  pollOptions: string[];
  imageKeys: string[];
  createdAt: string;
  updatedAt: string;
}

/** The partition a cursor over a member's drafts must carry. */
export const draftsByUpdatePartition = (communityId: string, memberId: string) => ({
  GSI1PK: keys.draftsByUpdate(communityId, memberId, '', '').GSI1PK,
});

/** One draft of a member (strongly consistent), or null. */
export const getDraft = (communityId: string, memberId: string, draftId: string) =>
  getItem<DraftItem>(keys.draft(communityId, memberId, draftId));

/** How many drafts a member holds (Query COUNT on the member's draft partition). */
export async function countDrafts(communityId: string, memberId: string): Promise<number> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.draft(communityId, memberId, '').PK },
      Select: 'COUNT',
    }),
  );
  return out.Count ?? 0;
}

/** Writes a draft with its list and sweep places; `isNew` puts it only where none is, else only over one. */
export async function putDraft(draft: DraftItem, isNew: boolean): Promise<boolean> {
  const { client, commands } = await db();
  const { communityId: cid, memberId, id, updatedAt } = draft;
  return conditionHeld(() =>
    client.send(
      new commands.PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.draft(cid, memberId, id),
          ...keys.draftsByUpdate(cid, memberId, updatedAt, id),
          ...keys.draftSweep(updatedAt, cid, memberId, id),
          ...draft,
        },
        ConditionExpression: isNew ? 'attribute_not_exists(PK)' : 'attribute_exists(PK)',
      }),
    ),
  );
}

/** A page of a member's drafts, last saved first (Query GSI1 `C#<cid>#MD#<memberId>`). */
export const queryDrafts = (
  communityId: string,
  memberId: string,
  limit: number,
  startKey?: PageKey,
): Promise<IndexPage<DraftItem>> =>
  queryIndexPage<DraftItem>('GSI1', draftsByUpdatePartition(communityId, memberId).GSI1PK, { limit, startKey });

/** Deletes a draft; answers the deleted item (its image keys), or null when there was none. */
export async function deleteDraft(communityId: string, memberId: string, draftId: string): Promise<DraftItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.DeleteCommand({
      TableName: tableName(),
      Key: keys.draft(communityId, memberId, draftId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return (out.Attributes as DraftItem | undefined) ?? null;
}

/** Deletes a draft only if it was not saved since `updatedAt` (the sweep); answers the deleted item, or null. */
export async function deleteDraftSavedAt(draft: DraftItem): Promise<DraftItem | null> {
  return deleteIfExists<DraftItem>({
    Key: keys.draft(draft.communityId, draft.memberId, draft.id),
    also: 'updatedAt = :savedAt',
    ExpressionAttributeValues: { ':savedAt': draft.updatedAt },
  });
}

/** The draft's deletion as part of another transaction (a post published from it); nothing when it is gone. */
export const draftDeletion = (communityId: string, memberId: string, draftId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.draft(communityId, memberId, draftId) },
});

/** A page of one sweep partition's drafts last saved before `before`, oldest first (Query GSI3; the sweep job only). */
export async function queryDraftsSavedBefore(
  shard: number,
  before: string,
  limit: number,
  startKey?: PageKey,
): Promise<IndexPage<DraftItem>> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK < :before',
      ExpressionAttributeValues: { ':pk': keys.draftSweepPartition(shard).GSI3PK, ':before': before },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    items: (out.Items ?? []) as DraftItem[],
    ...(out.LastEvaluatedKey ? { lastKey: out.LastEvaluatedKey } : {}),
  };
}
