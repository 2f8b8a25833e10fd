// The community's settings documents (`legal`: terms, rules, privacy; `reactions`; `feed-menu`;
// `platform-permissions`), one item each in the community's partition, read together by name.
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import { updateIf } from '../../platform/db/update.ts';
import { queryCommunityItems } from './items.ts';

export type SettingName = Parameters<typeof keys.settings>[1];

/** The settings documents as stored, by name; a document never saved is missing. */
export type Settings = Partial<Record<SettingName, Record<string, unknown>>>;

/** The community's settings documents by name (one Query `SETTINGS#`, a handful of items). */
export async function getSettings(communityId: string): Promise<Settings> {
  // A kind's sort-key prefix is its key with an empty name.
  const prefix = keys.settings(communityId, '' as SettingName).SK;
  const items = await queryCommunityItems<Record<string, unknown> & { SK: string }>(communityId, prefix);
  return Object.fromEntries(items.map((item) => [item.SK.slice(prefix.length), item]));
}

/** Replaces fields of one settings document (UpdateItem, created if missing): legal texts, feed menu, permissions. */
export async function setSettingFields(
  communityId: string,
  name: Exclude<SettingName, 'reactions'>,
  fields: Record<string, unknown>,
): Promise<void> {
  const { client, commands } = await db();
  const entries = Object.entries({ communityId, ...fields });
  await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.settings(communityId, name),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([field], i) => [`#f${i}`, field])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
    }),
  );
}

/**
 * Changes one reaction of the set in place (UpdateItem on `items[index]`, conditioned on the id still being at that
 * index, so two auto-saves of different reactions never overwrite each other). False when the list moved.
 */
export async function updateReactionAt(
  communityId: string,
  index: number,
  reactionId: string,
  change: { title?: string; imageKey?: string },
): Promise<boolean> {
  const fields = Object.entries(change).filter(([, value]) => value !== undefined);
  return updateIf({
    Key: keys.settings(communityId, 'reactions'),
    UpdateExpression: `SET ${fields.map((_, i) => `#items[${index}].#f${i} = :f${i}`).join(', ')}`,
    ConditionExpression: '#items[' + index + '].#id = :id',
    ExpressionAttributeNames: {
      '#items': 'items',
      '#id': 'id',
      ...Object.fromEntries(fields.map(([field], i) => [`#f${i}`, field])),
    },
    ExpressionAttributeValues: {
      ':id': reactionId,
      ...Object.fromEntries(fields.map(([, value], i) => [`:f${i}`, value])),
    },
  });
}
