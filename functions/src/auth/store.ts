// The auth domain's DynamoDB access patterns: member accounts, their unique e-mail claims.
import { db, tableName } from '../platform/db/client.ts';
import { keys } from '../platform/db/keys.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { countOnDay } from '../platform/activity.ts';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';

export type StoredState = 'unverified' | 'active' | 'pending' | 'denied';

export interface MemberItem {
  communityId: string;
  memberId: string;
  email: string;
  firstName: string;
  lastName: string;
  kind: 'member' | 'owner';
  state: StoredState;
  /** Set at sign-up from the community's member-approval and whitelist settings; applied on verification. */
  needsApproval: boolean;
  welcomePending: boolean;
  ban?: { permanent: boolean; expiresAt: string | null; reason?: string };
  /** Roles held besides Members (every member holds Members); assigned by staff (role management, later). */
  roleIds?: string[];
  /** The address an e-mail change is waiting to confirm. */
  pendingEmail?: string;
  createdAt: string;
  verifiedAt?: string;
  /**
   * Epoch ms, a whole second: sessions that began before it are over (a password change or reset ends them). An ID
   * token issued before it opens no session and a refresh token whose session began before it does not refresh.
   */
  sessionsValidAfter?: number;
}

/** A signed-in session: the account it belongs to and when it began (epoch ms). */
export interface SessionItem {
  accountCommunityId: string;
  memberId: string;
  startedAt: number;
}

const isConditionFailure = (error: unknown) =>
  ['ConditionalCheckFailedException', 'TransactionCanceledException'].includes((error as Error).name);

/** One member by id (GetItem). */
export async function getMember(communityId: string, memberId: string): Promise<MemberItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.member(communityId, memberId) }),
  );
  return (out.Item as MemberItem | undefined) ?? null;
}

/** The member id holding an e-mail in a community, or null (GetItem on the claim). */
export async function getMemberIdByEmail(communityId: string, email: string): Promise<string | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.memberEmail(communityId, email) }),
  );
  return (out.Item?.memberId as string | undefined) ?? null;
}

/** The member holding an e-mail, or null (two GetItems). */
export async function getMemberByEmail(communityId: string, email: string): Promise<MemberItem | null> {
  const memberId = await getMemberIdByEmail(communityId, email);
  return memberId ? getMember(communityId, memberId) : null;
}

/** Member and e-mail claim in one transaction; false when the e-mail is already claimed. */
/** The name index's sort value: first and last name, lower case, accents folded. */
export const fullNameKey = (member: Pick<MemberItem, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export async function putMemberWithEmailClaim(member: MemberItem): Promise<boolean> {
  const cid = member.communityId;
  // A community's registrations count toward its member total and the day's new members, in the same write.
  const counters: TransactItem[] =
    cid === OWNER_APP_COMMUNITY_ID
      ? []
      : [
          {
            Update: {
              TableName: tableName(),
              Key: keys.community(cid),
              UpdateExpression: 'ADD memberCount :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          countOnDay(cid, 'newMembers', member.createdAt),
        ];
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.memberEmail(cid, member.email), memberId: member.memberId },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.member(cid, member.memberId),
            ...keys.memberName(cid, fullNameKey(member), member.memberId),
            ...member,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...counters,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

/**
 * Moves a member's state only from the expected one; false when it was not in that state. `events` (outbox items)
 * are written in the same transaction.
 */
export async function transitionState(
  communityId: string,
  memberId: string,
  from: StoredState,
  to: StoredState,
  extra: Partial<Pick<MemberItem, 'verifiedAt'>> = {},
  events: TransactItem[] = [],
): Promise<boolean> {
  const names: Record<string, string> = { '#state': 'state' };
  const values: Record<string, unknown> = { ':from': from, ':to': to };
  let update = 'SET #state = :to';
  for (const [field, value] of Object.entries(extra)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    update += `, #${field} = :${field}`;
  }
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.member(communityId, memberId),
          UpdateExpression: update,
          ConditionExpression: '#state = :from',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      ...events,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0)) return false;
    throw error;
  }
}

/** Sets plain attributes of an existing member (UpdateItem); returns the new item. */
export async function updateMember(
  communityId: string,
  memberId: string,
  fields: Partial<Pick<MemberItem, 'welcomePending' | 'pendingEmail'>>,
): Promise<MemberItem | null> {
  const { client, commands } = await db();
  const entries = Object.entries(fields);
  try {
    const out = await client.send(
      new commands.UpdateCommand({
        TableName: tableName(),
        Key: keys.member(communityId, memberId),
        UpdateExpression: `SET ${entries.map(([f]) => `#${f} = :${f}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([f]) => [`#${f}`, f])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([f, v]) => [`:${f}`, v])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as MemberItem;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Removes a member and its e-mail claim (undoing a sign-up that could not finish). */
export async function deleteMemberWithEmailClaim(communityId: string, memberId: string, email: string): Promise<void> {
  const { client, commands } = await db();
  await client.send(
    new commands.TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.memberEmail(communityId, email) } },
        { Delete: { TableName: tableName(), Key: keys.member(communityId, memberId) } },
      ],
    }),
  );
}

/** Moves the e-mail claim from the old to the new address and updates the member, in one transaction. */
export async function moveEmail(communityId: string, memberId: string, from: string, to: string): Promise<boolean> {
  const { client, commands } = await db();
  try {
    await client.send(
      new commands.TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.memberEmail(communityId, from),
              ConditionExpression: 'memberId = :memberId',
              ExpressionAttributeValues: { ':memberId': memberId },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.memberEmail(communityId, to), memberId },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.member(communityId, memberId),
              UpdateExpression: 'SET email = :to REMOVE pendingEmail',
              ConditionExpression: 'email = :from',
              ExpressionAttributeValues: { ':to': to, ':from': from },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
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

/** Ends every session of the account that began before `at` (UpdateItem on the member). */
export async function endSessionsBefore(communityId: string, memberId: string, at: number): Promise<void> {
  const { client, commands } = await db();
  await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.member(communityId, memberId),
      UpdateExpression: 'SET sessionsValidAfter = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}

// ── timed bans ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Bans or times out a member. A timed ban is indexed by its expiry (GSI3 `BANEXPIRY`), so the ban-expiry job finds
 * the ones that ran out; a ban counts only until then either way (activeBan checks it on every read).
 */
export async function setBan(communityId: string, memberId: string, ban: NonNullable<MemberItem['ban']>) {
  const { client, commands } = await db();
  const index = !ban.permanent && ban.expiresAt ? keys.banExpiry(ban.expiresAt, communityId, memberId) : null;
  await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.member(communityId, memberId),
      UpdateExpression: index ? 'SET ban = :ban, GSI3PK = :pk, GSI3SK = :sk' : 'SET ban = :ban REMOVE GSI3PK, GSI3SK',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':ban': ban, ...(index ? { ':pk': index.GSI3PK, ':sk': index.GSI3SK } : {}) },
    }),
  );
}

export interface ExpiredBan {
  communityId: string;
  memberId: string;
  expiresAt: string;
}

/** A page of timed bans that ran out by `now`, oldest first (Query GSI3 `BANEXPIRY`). */
export async function queryExpiredBans(
  now: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ bans: ExpiredBan[]; nextKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK < :now',
      ExpressionAttributeValues: { ':pk': keys.banExpiry('', '', '').GSI3PK, ':now': now },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const bans = (out.Items ?? []).map((item) => ({
    communityId: item.communityId as string,
    memberId: item.memberId as string,
    expiresAt: (item.ban as { expiresAt: string }).expiresAt,
  }));
  return { bans, ...(out.LastEvaluatedKey ? { nextKey: out.LastEvaluatedKey } : {}) };
}

/**
 * Lifts a timed ban that ran out, with its event (outbox) in the same transaction; false when the ban changed
 * meanwhile (extended, made permanent or lifted by staff).
 */
export async function liftExpiredBan(ban: ExpiredBan, events: TransactItem[]): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.member(ban.communityId, ban.memberId),
          UpdateExpression: 'REMOVE ban, GSI3PK, GSI3SK',
          ConditionExpression: 'ban.expiresAt = :exp AND ban.permanent = :false',
          ExpressionAttributeValues: { ':exp': ban.expiresAt, ':false': false },
        },
      },
      ...events,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0)) return false;
    throw error;
  }
}
