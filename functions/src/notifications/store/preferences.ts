// Each member's notification switches (`PREFS`, in their notification partition): only what they changed is stored.
import { batchGetItems } from '../../platform/db/batch.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';

/** The member's switches as stored (only what they changed), or null. One GetItem. */
export async function getPreferences(communityId: string, memberId: string): Promise<Record<string, boolean> | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.notificationPrefs(communityId, memberId) }),
  );
  return out.Item ? ((out.Item['preferences'] as Record<string, boolean>) ?? {}) : null;
}

/** Sets some switches (one Update; each switch its own map entry, so two tabs never undo each other). */
export async function setPreferences(
  communityId: string,
  memberId: string,
  changes: Record<string, boolean>,
): Promise<Record<string, boolean>> {
  const { client, commands } = await db();
  const entries = Object.entries(changes);
  const names: Record<string, string> = { '#p': 'preferences' };
  const values: Record<string, unknown> = {};
  entries.forEach(([key, value], i) => {
    names[`#k${i}`] = key;
    values[`:v${i}`] = value;
  });
  // The map must exist before its entries can be set: create it empty first (a no-op when it exists).
  await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.notificationPrefs(communityId, memberId),
      UpdateExpression: 'SET #p = if_not_exists(#p, :empty)',
      ExpressionAttributeNames: { '#p': 'preferences' },
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
  const out = await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.notificationPrefs(communityId, memberId),
      UpdateExpression: `SET ${entries.map((_, i) => `#p.#k${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return (out.Attributes?.['preferences'] as Record<string, boolean>) ?? {};
}

/** Several members' stored switches (BatchGet of their `PREFS`): member id → switches (absent: none stored). */
export async function getPreferencesMany(communityId: string, memberIds: string[]) {
  const found = await batchGetItems<{ PK: string; preferences?: Record<string, boolean> }>(
    memberIds.map((m) => keys.notificationPrefs(communityId, m)),
  );
  const byPk = new Map(found.map((i) => [i.PK, i.preferences ?? {}]));
  return new Map(memberIds.map((m) => [m, byPk.get(keys.notificationPrefs(communityId, m).PK) ?? {}]));
}
