// The social sign-in proofs' access patterns: a one-time proof stored by its hash, taken once.
import { db, tableName } from '../../platform/db/client.ts';
import { deleteIfExists } from '../../platform/db/conditional.ts';
import { keys } from '../../platform/db/keys.ts';

/** Stores a proof by its hash until it expires (DynamoDB's TTL deletes lazily; the take checks expiry too). */
export async function putProof(communityId: string, proofHash: string, username: string, expiresAt: number) {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: { ...keys.socialProof(communityId, proofHash), username, expiresAt, ttl: Math.ceil(expiresAt / 1000) },
    }),
  );
}

/**
 * Takes a proof once: true only when it was issued for this username and has not expired. Two answers racing with
 * one proof cannot both win, since only one conditional delete finds the item.
 */
export async function takeProof(communityId: string, proofHash: string, username: string, now: number) {
  const taken = await deleteIfExists({
    Key: keys.socialProof(communityId, proofHash),
    also: 'username = :username AND expiresAt > :now',
    ExpressionAttributeValues: { ':username': username, ':now': now },
  });
  return taken !== null;
}
