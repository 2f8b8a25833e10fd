// The auth domain's DynamoDB access patterns: the accounts' unique e-mail claims and the sessions. The member item
// itself is the members domain's (members/store/member.ts); a transaction that writes both takes its write fragments
// from members/service.ts.
import { batchGetItems } from '../platform/db/batch.ts';
import { db, tableName } from '../platform/db/client.ts';
import { deleteIfExists } from '../platform/db/conditional.ts';
import { keys } from '../platform/db/keys.ts';
import { transactIfHeld, type TransactItem, transactWrite } from '../platform/db/transact.ts';

/** The member id holding an e-mail in a community, or null (GetItem on the claim). */
export async function getMemberIdByEmail(communityId: string, email: string): Promise<string | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.memberEmail(communityId, email) }),
  );
  return (out.Item?.memberId as string | undefined) ?? null;
}

/** The addresses among `emails` that hold an account here (BatchGetItem on their claims), each with its member id. */
export async function getMemberIdsByEmail(communityId: string, emails: string[]): Promise<Map<string, string>> {
  const found = await batchGetItems<{ SK: string; memberId: string }>(
    emails.map((email) => keys.memberEmail(communityId, email)),
  );
  const prefix = keys.memberEmail(communityId, '').SK;
  return new Map(found.map((claim) => [claim.SK.slice(prefix.length), claim.memberId] as const));
}

/**
 * Claims an e-mail for a member together with the member's own writes (members' newMemberWrites), in one
 * transaction; false when the e-mail is already claimed (or any write's condition fails).
 */
export async function putEmailClaim(
  communityId: string,
  email: string,
  memberId: string,
  memberWrites: TransactItem[],
): Promise<boolean> {
  return transactIfHeld([newClaimPut(communityId, email, memberId), ...memberWrites]);
}

/** The claim of an address that nobody holds yet. */
function newClaimPut(communityId: string, email: string, memberId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.memberEmail(communityId, email), memberId },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Removes an e-mail claim together with the member's own writes (undoing a sign-up that could not finish). */
export async function deleteEmailClaim(communityId: string, email: string, memberWrites: TransactItem[]) {
  await transactWrite([
    { Delete: { TableName: tableName(), Key: keys.memberEmail(communityId, email) } },
    ...memberWrites,
  ]);
}

/**
 * Moves the e-mail claim from the old to the new address, with the member's own write (members' emailChangeWrite),
 * in one transaction; false when the old claim is not this member's, the new one is taken or the member changed.
 */
export async function moveEmailClaim(
  communityId: string,
  memberId: string,
  from: string,
  to: string,
  memberWrites: TransactItem[],
): Promise<boolean> {
  return transactIfHeld([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.memberEmail(communityId, from),
        ConditionExpression: 'memberId = :memberId',
        ExpressionAttributeValues: { ':memberId': memberId },
      },
    },
    newClaimPut(communityId, to, memberId),
    ...memberWrites,
  ]);
}

/** A signed-in session: the account it belongs to and when it began (epoch ms). */
export interface SessionItem {
  accountCommunityId: string;
  memberId: string;
  startedAt: number;
}

/** Records a session under the host it was started on, by its refresh token's hash; it expires with the token. */
export async function putSession(
  communityId: string,
  refreshTokenHash: string,
  session: SessionItem,
  ttlSeconds: number,
): Promise<void> {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.authSession(communityId, refreshTokenHash),
        ...session,
        ttl: Math.ceil(session.startedAt / 1000) + ttlSeconds,
      },
    }),
  );
}

/** The session of a refresh token on a host, or null (GetItem). */
export async function getSession(communityId: string, refreshTokenHash: string): Promise<SessionItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.authSession(communityId, refreshTokenHash) }),
  );
  if (!out.Item) return null;
  const { accountCommunityId, memberId, startedAt } = out.Item as SessionItem;
  return { accountCommunityId, memberId, startedAt };
}

/** Forgets one session (sign-out). */
export async function deleteSession(communityId: string, refreshTokenHash: string): Promise<void> {
  const { client, commands } = await db();
  await client.send(
    new commands.DeleteCommand({ TableName: tableName(), Key: keys.authSession(communityId, refreshTokenHash) }),
  );
}

// ── e-mailed links ──────────────────────────────────────────────────────────────────────────────────────────────

/** Stores a link token by its hash until it expires (DynamoDB's TTL deletes lazily; expiry is checked on use too). */
export async function putLinkToken(
  communityId: string,
  tokenHash: string,
  link: { kind: string; expiresAt: number } & Record<string, unknown>,
): Promise<void> {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: { ...keys.linkToken(communityId, tokenHash), ...link, ttl: Math.ceil(link.expiresAt / 1000) },
    }),
  );
}

/** Takes a link token once (a conditional delete, so two uses cannot both win): its item, or null when unknown, used or of another kind. */
export async function takeLinkToken(
  communityId: string,
  tokenHash: string,
  kind: string,
): Promise<Record<string, unknown> | null> {
  return deleteIfExists<Record<string, unknown>>({
    Key: keys.linkToken(communityId, tokenHash),
    also: 'kind = :kind',
    ExpressionAttributeValues: { ':kind': kind },
  });
}

// ── deleting an account ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Removes an account: its e-mail claim (only while it is this member's) with the member's own writes and the event,
 * in one transaction (throws TransactionConditionFailed when the account changed or is gone).
 */
export async function deleteAccountRecords(
  communityId: string,
  email: string,
  memberId: string,
  memberWrites: TransactItem[],
): Promise<void> {
  await transactWrite([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.memberEmail(communityId, email),
        ConditionExpression: 'memberId = :memberId',
        ExpressionAttributeValues: { ':memberId': memberId },
      },
    },
    ...memberWrites,
  ]);
}
