// The word filter domain's item: the community's word filter, one item (docs/data-model.md).
import { tableName } from '../platform/db/client.ts';
import { getItem } from '../platform/db/get.ts';
import { keys } from '../platform/db/keys.ts';
import { transactIfHeld } from '../platform/db/transact.ts';

export interface WordFilterItem {
  communityId: string;
  /** Each word (normalized) with its variations. */
  words: Record<string, string[]>;
  useDefaultFilter: boolean;
  /** Bumped by every change: the compiled matcher is cached per (community, version). */
  version: number;
}

/** The community's word filter, or null before its first change (read by every post and comment write). */
export async function getWordFilter(communityId: string, consistent = true): Promise<WordFilterItem | null> {
  return getItem<WordFilterItem>(keys.wordFilter(communityId), { consistent });
}

/** Writes the next filter if nobody changed it since `previousVersion` was read (0: it did not exist). */
export async function putWordFilter(next: WordFilterItem, previousVersion: number): Promise<boolean> {
  return transactIfHeld([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.wordFilter(next.communityId), ...next },
        ConditionExpression: previousVersion === 0 ? 'attribute_not_exists(PK)' : '#v = :v',
        ...(previousVersion === 0
          ? {}
          : { ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': previousVersion } }),
      },
    },
  ]);
}
