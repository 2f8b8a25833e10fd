// A deleted account's notifications: the items of their own partition removed, and their name taken out of other
// members' notifications that name them.
import { batchDeleteItems } from '../../platform/db/batch.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import { queryIndexPage } from '../../platform/db/query.ts';
import { updateIf } from '../../platform/db/update.ts';

type ItemKey = { PK: string; SK: string };

/**
 * Deletes up to `limit` items of a member's own: everything in their notification partition (notifications, bell,
 * switches, e-mail claims and counts, digest claims). Answers whether any are left. (Their live connections are closed
 * and forgotten by the live-closing consumer, which must find them to close them.)
 */
export async function deleteMemberItems(communityId: string, memberId: string, limit: number): Promise<boolean> {
  const { client, commands } = await db();
  const own = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p',
      ExpressionAttributeValues: { ':p': keys.notificationState(communityId, memberId).PK },
      ProjectionExpression: 'PK, SK',
      Limit: limit,
    }),
  );
  await batchDeleteItems((own.Items ?? []) as ItemKey[]);
  return Boolean(own.LastEvaluatedKey);
}

/**
 * Renames a deleted actor in up to `limit` of other members' notifications that name them (GSI3), taking each out of
 * the actor index; a group that has moved on to a newer actor since keeps its name. Answers whether any are left.
 */
export async function renameActorInNotifications(
  communityId: string,
  actorId: string,
  name: string,
  limit: number,
): Promise<boolean> {
  const partition = keys.notificationActor(communityId, actorId, '', '').GSI3PK;
  const page = await queryIndexPage<ItemKey>('GSI3', partition, { limit });
  await Promise.all(
    page.items.map((item) =>
      updateIf({
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET actorName = :name REMOVE GSI3PK, GSI3SK',
        ConditionExpression: 'actorId = :actor',
        ExpressionAttributeValues: { ':name': name, ':actor': actorId },
      }),
    ),
  );
  return page.lastKey !== undefined;
}
