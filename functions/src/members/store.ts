// The members domain's DynamoDB access patterns: the member item (profile fields, state, roles, ban, session
// cutoff), its name index (@mentions) and its ban-expiry index. Write fragments (`…Writes`) are TransactItems for
// another domain's transaction that also writes this item (sign-up writes the e-mail claim with the member).
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { countOnDay } from '../platform/activity.ts';
import { batchGetItems } from '../platform/db/batch.ts';
import { updateIfExists } from '../platform/db/conditional.ts';
import { db, tableName } from '../platform/db/client.ts';
import { keys } from '../platform/db/keys.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import {
  type ExpiredBan,
  fullNameKey,
  type MemberItem,
  type ProfileFields,
  type StoredState,
  type XpChange,
} from './model.ts';

/** One member by id (GetItem). */
export async function getMember(communityId: string, memberId: string): Promise<MemberItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.member(communityId, memberId) }),
  );
  return (out.Item as MemberItem | undefined) ?? null;
}

/**
 * A new member's writes: the item (indexed by name) only if it does not exist yet and, in a community, its
 * registration counted toward the member total and the day's new members.
 */
export function newMemberWrites(member: MemberItem): TransactItem[] {
  const cid = member.communityId;
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
  // A member created with roles (the demo seed) is listed among each role's holders from the start.
  const holders: TransactItem[] = (member.roleIds ?? []).map((roleId) => ({
    Put: {
      TableName: tableName(),
      Item: { ...keys.roleHolder(cid, roleId, member.memberId), memberId: member.memberId },
    },
  }));
  return [
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
    ...holders,
  ];
}

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

/** Active members whose name index value starts with a prefix (Query GSI1 `C#<cid>#NAMES`). */
export async function queryMemberNames(communityId: string, prefix: string, limit: number) {
  const { client, commands } = await db();
  const { GSI1PK } = keys.memberName(communityId, '', '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :p AND begins_with(GSI1SK, :s)',
      FilterExpression: '#state = :active',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':p': GSI1PK, ':s': prefix, ':active': 'active' },
      Limit: limit * 3,
    }),
  );
  return ((out.Items ?? []) as Array<{ memberId: string; firstName: string; lastName: string }>).slice(0, limit);
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
    name: `${item.firstName as string} ${item.lastName as string}`.trim(),
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

// moderation
/**
 * Staff's ban or timeout as a write fragment, for the transaction that also records its audit entry: the member
 * must exist; `expectUnbanned` (an undo of an unban) holds it to no ban at all meanwhile.
 */
export function banWrite(
  communityId: string,
  memberId: string,
  ban: NonNullable<MemberItem['ban']>,
  expectUnbanned = false,
): TransactItem {
  const index = !ban.permanent && ban.expiresAt ? keys.banExpiry(ban.expiresAt, communityId, memberId) : null;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.member(communityId, memberId),
      UpdateExpression: index ? 'SET ban = :ban, GSI3PK = :pk, GSI3SK = :sk' : 'SET ban = :ban REMOVE GSI3PK, GSI3SK',
      ConditionExpression: expectUnbanned
        ? 'attribute_exists(PK) AND attribute_not_exists(ban)'
        : 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':ban': ban, ...(index ? { ':pk': index.GSI3PK, ':sk': index.GSI3SK } : {}) },
    },
  };
}

/** Lifts the ban that the audit entry `auditId` set, as a write fragment; its condition fails if it is another ban. */
export function unbanWrite(communityId: string, memberId: string, auditId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.member(communityId, memberId),
      UpdateExpression: 'REMOVE ban, GSI3PK, GSI3SK',
      ConditionExpression: 'ban.auditId = :aid',
      ExpressionAttributeValues: { ':aid': auditId },
    },
  };
}

// ── renaming a member ───────────────────────────────────────────────────────────────────────────────────────────

/** Renames a member and moves its name-index entry with it (UpdateItem); the new item, or null when there is none. */
export async function setMemberName(
  communityId: string,
  memberId: string,
  firstName: string,
  lastName: string,
): Promise<MemberItem | null> {
  const { GSI1SK } = keys.memberName(communityId, fullNameKey({ firstName, lastName }), memberId);
  return updateIfExists<MemberItem>({
    Key: keys.member(communityId, memberId),
    UpdateExpression: 'SET firstName = :first, lastName = :last, GSI1SK = :name',
    ExpressionAttributeValues: { ':first': firstName, ':last': lastName, ':name': GSI1SK },
  });
}

// ── roles (besides Members): the member item's `roleIds` and the role's holder items ────────────────────────────

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

/** The writes that give a member a role: its `roleIds` (only if it exists and lacks it) and the holder item. */
export function assignRoleWrites(communityId: string, memberId: string, roleId: string): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.member(communityId, memberId),
        UpdateExpression: 'SET roleIds = list_append(if_not_exists(roleIds, :none), :role)',
        ConditionExpression: 'attribute_exists(PK) AND NOT contains(roleIds, :id)',
        ExpressionAttributeValues: { ':none': [], ':role': [roleId], ':id': roleId },
      },
    },
    { Put: { TableName: tableName(), Item: { ...keys.roleHolder(communityId, roleId, memberId), memberId } } },
  ];
}

/**
 * The writes that take a role from a member whose `roleIds` holds it at `index` (read just before; the condition
 * fails when the list changed meanwhile) and its holder item.
 */
export function removeRoleWrites(communityId: string, memberId: string, roleId: string, index: number): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.member(communityId, memberId),
        UpdateExpression: `REMOVE roleIds[${index}]`,
        ConditionExpression: `roleIds[${index}] = :id`,
        ExpressionAttributeValues: { ':id': roleId },
      },
    },
    { Delete: { TableName: tableName(), Key: keys.roleHolder(communityId, roleId, memberId) } },
  ];
}

/** A holder item alone (a member that no longer names the role, or no longer exists): its removal. */
export const removeHolderWrite = (communityId: string, roleId: string, memberId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.roleHolder(communityId, roleId, memberId) },
});

/** How many members hold a role (Query with Select COUNT over the role's holder partition, paged). */
export async function countRoleHolders(communityId: string, roleId: string): Promise<number> {
  const { client, commands } = await db();
  const { PK } = keys.roleHolder(communityId, roleId, '');
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await client.send(
      new commands.QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': PK },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += out.Count ?? 0;
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

/** A page of a role's holders, by member id (Query on the role's holder partition). */
export async function queryRoleHolders(
  communityId: string,
  roleId: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ memberIds: string[]; lastKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const { PK } = keys.roleHolder(communityId, roleId, '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': PK },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    memberIds: (out.Items ?? []).map((item) => item.memberId as string),
    ...(out.LastEvaluatedKey ? { lastKey: out.LastEvaluatedKey } : {}),
  };
}

/** The partition key a role-holder cursor must carry. */
export const roleHolderPartition = (communityId: string, roleId: string) => ({
  PK: keys.roleHolder(communityId, roleId, '').PK,
});

/** The partition key a name-index cursor must carry. */
export const memberNamePartition = (communityId: string) => ({
  GSI1PK: keys.memberName(communityId, '', '').GSI1PK,
});

/**
 * A page of members in name order whose name starts with `prefix`, optionally only those naming `roleId` in their
 * roles (Query GSI1 `C#<cid>#NAMES`, with a filter for the role).
 */
export async function queryMembersByName(
  communityId: string,
  prefix: string,
  roleId: string | null,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ members: MemberItem[]; lastKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const { GSI1PK } = keys.memberName(communityId, '', '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: prefix ? 'GSI1PK = :p AND begins_with(GSI1SK, :s)' : 'GSI1PK = :p',
      ...(roleId ? { FilterExpression: 'contains(roleIds, :role)' } : {}),
      ExpressionAttributeValues: {
        ':p': GSI1PK,
        ...(prefix ? { ':s': prefix } : {}),
        ...(roleId ? { ':role': roleId } : {}),
      },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    members: (out.Items ?? []) as MemberItem[],
    ...(out.LastEvaluatedKey ? { lastKey: out.LastEvaluatedKey } : {}),
  };
}

// ── profiles ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The member id holding a username (lower case), or null (GetItem `USERNAME#<name>`). */
export async function getUsernameOwner(communityId: string, lowerUsername: string): Promise<string | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.usernameClaim(communityId, lowerUsername),
      ProjectionExpression: 'memberId',
    }),
  );
  return (out.Item?.memberId as string | undefined) ?? null;
}

/** Why a profile save did not happen: the username is someone else's, or the member item changed meanwhile. */
export type ProfileSaveResult = { ok: true; member: MemberItem } | { ok: false; reason: 'username-taken' | 'changed' };

/**
 * Saves a member's own profile fields (one transaction). A new username is a conditional put of its claim
 * (`attribute_not_exists`: of two members racing for one name exactly one wins) with the release of the old claim
 * and the member item conditioned on still holding the old name, so no claim is ever orphaned. A name change moves
 * the name index's sort value with it.
 */
export async function saveProfile(
  before: MemberItem,
  fields: ProfileFields,
  lowerUsername: (name: string) => string,
): Promise<ProfileSaveResult> {
  const cid = before.communityId;
  const after: MemberItem = { ...before, ...fields };
  const set: Record<string, unknown> = { ...fields };
  if (fields.firstName !== undefined || fields.lastName !== undefined) {
    set.GSI1SK = keys.memberName(cid, fullNameKey(after), after.memberId).GSI1SK;
  }
  const entries = Object.entries(set).filter(([, v]) => v !== undefined);
  const names: Record<string, string> = { '#username': 'username' };
  const values: Record<string, unknown> = {};
  entries.forEach(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:f${i}`] = value;
  });
  const oldName = before.username ? lowerUsername(before.username) : null;
  const newName = fields.username !== undefined ? lowerUsername(fields.username) : oldName;
  if (oldName) values[':old'] = before.username;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.member(cid, before.memberId),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
        ConditionExpression: oldName
          ? 'attribute_exists(PK) AND #username = :old'
          : 'attribute_exists(PK) AND attribute_not_exists(#username)',
        ExpressionAttributeNames: names,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      },
    },
  ];
  const claimChanges = newName !== oldName && newName !== null;
  if (claimChanges) {
    items.push({
      Put: {
        TableName: tableName(),
        Item: { ...keys.usernameClaim(cid, newName), memberId: before.memberId, communityId: cid },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    });
    if (oldName) {
      items.push({
        Delete: {
          TableName: tableName(),
          Key: keys.usernameClaim(cid, oldName),
          ConditionExpression: 'memberId = :me',
          ExpressionAttributeValues: { ':me': before.memberId },
        },
      });
    }
  }
  if (entries.length === 0) return { ok: true, member: before };
  try {
    await transactWrite(items);
    return { ok: true, member: after };
  } catch (error) {
    if (error instanceof TransactionConditionFailed) {
      return { ok: false, reason: claimChanges && error.failedIndexes.includes(1) ? 'username-taken' : 'changed' };
    }
    throw error;
  }
}

/** Sets the member's avatar (UpdateItem); returns the new item, or null when there is none. */
export async function setProfilePicKey(communityId: string, memberId: string, key: string): Promise<MemberItem | null> {
  return updateIfExists<MemberItem>({
    Key: keys.member(communityId, memberId),
    UpdateExpression: 'SET profilePicKey = :key',
    ExpressionAttributeValues: { ':key': key },
  });
}

// ── deleting an account ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * A deleted account's member-side writes, for the auth domain's deletion transaction: the member item (only while it
 * still has this e-mail, so a stale request can never delete a later account), its username claim, its role holder
 * items and, in a community, one member fewer in the total.
 */
export function deleteAccountWrites(member: MemberItem, lowerUsername: string | null): TransactItem[] {
  const cid = member.communityId;
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.member(cid, member.memberId),
        ConditionExpression: 'attribute_exists(PK) AND email = :email',
        ExpressionAttributeValues: { ':email': member.email },
      },
    },
    ...(member.roleIds ?? []).map((roleId) => removeHolderWrite(cid, roleId, member.memberId)),
  ];
  if (lowerUsername) {
    items.push({
      Delete: {
        TableName: tableName(),
        Key: keys.usernameClaim(cid, lowerUsername),
        ConditionExpression: 'attribute_not_exists(PK) OR memberId = :me',
        ExpressionAttributeValues: { ':me': member.memberId },
      },
    });
  }
  if (cid !== OWNER_APP_COMMUNITY_ID) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: keys.community(cid),
        UpdateExpression: 'ADD memberCount :minus',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    });
  }
  return items;
}
// gamification
/**
 * A member's new XP and level, its leaderboard key (GSI2, sorted by XP: the level follows the XP) and statistics, for
 * the XP consumer's transaction. Conditioned on the XP it was decided from, so a concurrent award makes it retry, and
 * on the member existing (an award never creates a member).
 */
export function xpChangeWrite(change: XpChange): TransactItem {
  const { communityId, memberId } = change;
  const stats = Object.entries(change.statistics).filter(([, by]) => by !== 0);
  const names: Record<string, string> = { '#level': 'level' };
  const values: Record<string, unknown> = {
    ':xp': change.toXp,
    ':level': change.toLevel,
    ...keysAsValues(keys.leaderboard(communityId, change.toXp, memberId)),
  };
  stats.forEach(([name, by], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = by;
  });
  if (change.fromXp !== undefined) values[':from'] = change.fromXp;
  const add = stats.length > 0 ? ` ADD ${stats.map((_, i) => `#s${i} :s${i}`).join(', ')}` : '';
  // The streak was decided from the member item this write is conditioned on (its XP), like the XP itself.
  let streak = '';
  if (change.streak) {
    values[':lastActiveDay'] = change.streak.lastActiveDay;
    values[':currentStreak'] = change.streak.currentStreak;
    values[':bestStreak'] = change.streak.bestStreak;
    streak = ', lastActiveDay = :lastActiveDay, currentStreak = :currentStreak, bestStreak = :bestStreak';
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.member(communityId, memberId),
      UpdateExpression: `SET xp = :xp, #level = :level, GSI2PK = :lbpk, GSI2SK = :lbsk${streak}${add}`,
      ConditionExpression:
        change.fromXp === undefined
          ? 'attribute_exists(PK) AND attribute_not_exists(xp)'
          : 'attribute_exists(PK) AND xp = :from',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

const keysAsValues = (key: { GSI2PK: string; GSI2SK: string }) => ({ ':lbpk': key.GSI2PK, ':lbsk': key.GSI2SK });

/** The leaderboard: members by XP (so by level, then XP), highest first; one Query on GSI2. */
export async function queryLeaderboard(
  communityId: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ items: MemberItem[]; lastKey: Record<string, unknown> | null }> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.leaderboard(communityId, 0, '').GSI2PK },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    items: (out.Items ?? []) as MemberItem[],
    lastKey: (out.LastEvaluatedKey as Record<string, unknown>) ?? null,
  };
}

// ── gamification: profile completion ─────────────────────────────────────────────────────────────────────────────────

/**
 * Marks the profile completed and commits `member.profile-completed` with the mark, once: false when it was marked
 * already (or the member is gone).
 */
export async function markProfileCompleted(communityId: string, memberId: string, at: string): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.member(communityId, memberId),
          UpdateExpression: 'SET profileCompletedAt = :at',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(profileCompletedAt)',
          ExpressionAttributeValues: { ':at': at },
        },
      },
      outboxItem('member.profile-completed', communityId, { memberId }),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

// ── gamification: avatar frames and profile covers ───────────────────────────────────────────────────────────────

const wearExpression = (attribute: 'avatarFrameId' | 'profileCoverId', id: string | null) =>
  id === null
    ? { UpdateExpression: `REMOVE ${attribute}` }
    : { UpdateExpression: `SET ${attribute} = :id`, ExpressionAttributeValues: { ':id': id } };

/**
 * Puts a frame on (or takes it off: null) with `member.avatar-frame-changed` in one transaction (the member's post
 * cards and comments follow from the event). False when the member item is gone.
 */
export async function setAvatarFrame(communityId: string, memberId: string, frameId: string | null): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.member(communityId, memberId),
          ConditionExpression: 'attribute_exists(PK)',
          ...wearExpression('avatarFrameId', frameId),
        },
      },
      outboxItem('member.avatar-frame-changed', communityId, { memberId }),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

/** Shows a cover on the profile (or none: null); UpdateItem, the member item as it now is (null when gone). */
export async function setProfileCover(
  communityId: string,
  memberId: string,
  coverId: string | null,
): Promise<MemberItem | null> {
  return updateIfExists<MemberItem>({
    Key: keys.member(communityId, memberId),
    ...wearExpression('profileCoverId', coverId),
  });
}
