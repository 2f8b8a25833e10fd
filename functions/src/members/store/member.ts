// The member item: a person's record in one community. Read one or several, create it (a write fragment for the
// sign-up's transaction, indexed by name), move its state, set plain fields, end its sessions, delete it.
import { batchGetItems } from '../../platform/db/batch.ts';
import { updateIfExists } from '../../platform/db/conditional.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { fullNameKey, type MemberItem, type StoredState } from '../model.ts';
import { removeHolderWrite } from './roles.ts';

/** One member by id (GetItem). */
export async function getMember(communityId: string, memberId: string): Promise<MemberItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.member(communityId, memberId) }),
  );
  return (out.Item as MemberItem | undefined) ?? null;
}

/** Several members by id (BatchGetItem); missing ones are left out. */
export async function getMembers(communityId: string, memberIds: readonly string[]): Promise<MemberItem[]> {
  const unique = [...new Set(memberIds)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += 100) chunks.push(unique.slice(i, i + 100));
  // The chunks in parallel: a thousand members is ten BatchGets, read at once rather than one after another.
  const pages = await Promise.all(
    chunks.map((ids) => batchGetItems<MemberItem>(ids.map((id) => keys.member(communityId, id)))),
  );
  return pages.flat();
}

/**
 * The member item's key, for a caller that reads it in one BatchGet with its own items (the feed's viewer state, the
 * bell): the read's fragment, as a write fragment is a write's. The caller hands the item back untouched.
 */
export const memberItemKey = (communityId: string, memberId: string) => keys.member(communityId, memberId);

/** A new member item (indexed by name), only if it does not exist yet. */
export const newMemberWrite = (member: MemberItem): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...keys.member(member.communityId, member.memberId),
      ...keys.memberName(member.communityId, fullNameKey(member), member.memberId),
      ...member,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * A new member's writes: the item and, for a member created with roles (the demo seed), its place among each role's
 * holders from the start.
 */
export const newMemberWrites = (member: MemberItem): TransactItem[] => [
  newMemberWrite(member),
  ...(member.roleIds ?? []).map((roleId) => ({
    Put: {
      TableName: tableName(),
      Item: { ...keys.roleHolder(member.communityId, roleId, member.memberId), memberId: member.memberId },
    },
  })),
];

/** Removing a member item (undoing a sign-up that could not finish). */
export const deleteMemberWrite = (communityId: string, memberId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.member(communityId, memberId) },
});

/** A confirmed e-mail change on the member item: only from the address it still has; the pending one is cleared. */
export const emailChangeWrite = (communityId: string, memberId: string, from: string, to: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.member(communityId, memberId),
    UpdateExpression: 'SET email = :to REMOVE pendingEmail',
    ConditionExpression: 'email = :from',
    ExpressionAttributeValues: { ':to': to, ':from': from },
  },
});

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

/** Sets plain attributes of an existing member (UpdateItem); returns the new item, or null when there is none. */
export async function updateMember(
  communityId: string,
  memberId: string,
  fields: Partial<Pick<MemberItem, 'welcomePending' | 'pendingEmail'>>,
): Promise<MemberItem | null> {
  const entries = Object.entries(fields);
  return updateIfExists<MemberItem>({
    Key: keys.member(communityId, memberId),
    UpdateExpression: `SET ${entries.map(([f]) => `#${f} = :${f}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([f]) => [`#${f}`, f])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([f, v]) => [`:${f}`, v])),
  });
}

// ── sessions ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Sets the account's session cutoff, sessions that began before `at` are over, and commits `member.sessions-ended`
 * with it (one transaction: the update and its event).
 */
export async function setSessionsValidAfter(communityId: string, memberId: string, at: number): Promise<void> {
  await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: keys.member(communityId, memberId),
        UpdateExpression: 'SET sessionsValidAfter = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': at },
      },
    },
    outboxItem('member.sessions-ended', communityId, { memberId, before: at }),
  ]);
}

/**
 * The account's session cutoff, or null when the account no longer exists (GetItem of the member item's key and
 * cutoff, strongly consistent: a cutoff committed before this request is always seen).
 */
export async function getSessionCutoff(
  communityId: string,
  memberId: string,
): Promise<{ sessionsValidAfter?: number } | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.member(communityId, memberId),
      ProjectionExpression: 'PK, sessionsValidAfter',
      ConsistentRead: true,
    }),
  );
  return (out.Item as { sessionsValidAfter?: number } | undefined) ?? null;
}

// ── deleting an account ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * A deleted account's member-side writes, for the auth domain's deletion transaction: the member item (only while it
 * still has this e-mail, so a stale request can never delete a later account), its username claim and its role
 * holder items.
 */
export function deleteAccountWrites(member: MemberItem, lowerUsername: string | null): TransactItem[] {
  const cid = member.communityId;
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.member(cid, member.memberId),
        ConditionExpression: 'attribute_exists(PK) AND email = :email',
        ExpressionAttributeValues: { ':email': member.email },
      },
    },
    ...(member.roleIds ?? []).map((roleId) => removeHolderWrite(cid, roleId, member.memberId)),
    ...(lowerUsername
      ? [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.usernameClaim(cid, lowerUsername),
              ConditionExpression: 'attribute_not_exists(PK) OR memberId = :me',
              ExpressionAttributeValues: { ':me': member.memberId },
            },
          },
        ]
      : []),
  ];
}
