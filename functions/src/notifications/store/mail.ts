// What sending notification e-mail keeps: the community's unsubscribe-link key, each e-mail's claim with the member's
// hourly count, and each member's weekly digest claim.
import { db, tableName } from '../../platform/db/client.ts';
import { putIfAbsent } from '../../platform/db/conditional.ts';
import { keys } from '../../platform/db/keys.ts';
import { transactIfHeld } from '../../platform/db/transact.ts';

/** The community's unsubscribe-link key: read, or created once (a conditional put; a lost race reads the winner's). */
export async function linkKey(communityId: string, fresh: () => string): Promise<string> {
  const { client, commands } = await db();
  const key = keys.notificationLinkKey(communityId);
  const out = await client.send(new commands.GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (out.Item?.['secret']) return out.Item['secret'] as string;
  await putIfAbsent({ ...key, secret: fresh() });
  return linkKey(communityId, fresh);
}

/**
 * Claims the e-mail of one event to one member and counts it in the member's hour, in one transaction: false when
 * it was claimed before (a redelivery) or the hour's cap is reached.
 */
export async function claimMail(
  communityId: string,
  memberId: string,
  eventId: string,
  hour: string,
  cap: number,
): Promise<boolean> {
  const expires = Math.floor(Date.now() / 1000) + 15 * 86_400;
  return transactIfHeld([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.notificationMail(communityId, memberId, eventId), ttl: expires },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.notificationMailHour(communityId, memberId, hour),
        UpdateExpression: 'ADD sent :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(sent) OR sent < :cap',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':ttl': expires },
      },
    },
  ]);
}

/** Gives a claim back when the e-mail could not be sent, so a retry sends it. */
export async function releaseMail(communityId: string, memberId: string, eventId: string, hour: string) {
  const { client, commands } = await db();
  await client.send(
    new commands.DeleteCommand({ TableName: tableName(), Key: keys.notificationMail(communityId, memberId, eventId) }),
  );
  await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.notificationMailHour(communityId, memberId, hour),
      UpdateExpression: 'ADD sent :minus',
      ExpressionAttributeValues: { ':minus': -1 },
    }),
  );
}

/** Claims one member's digest of one week before it is sent (a conditional Put): false when it was sent before. */
export async function claimDigest(communityId: string, memberId: string, week: string): Promise<boolean> {
  return putIfAbsent({
    ...keys.digestSent(communityId, memberId, week),
    sentAt: new Date().toISOString(),
    ttl: Math.floor(Date.now() / 1000) + 60 * 86_400,
  });
}

/** Gives the week's claim back when the e-mail could not be sent, so the next run sends it. */
export async function releaseDigest(communityId: string, memberId: string, week: string) {
  const { client, commands } = await db();
  await client.send(
    new commands.DeleteCommand({ TableName: tableName(), Key: keys.digestSent(communityId, memberId, week) }),
  );
}
