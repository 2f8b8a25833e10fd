// A member's profile on the member item: the fields a member sets on themselves (with the username claim that keeps
// usernames unique), the avatar, the profile-completed mark, and the avatar frame and cover they wear.
import { updateIfExists } from '../../platform/db/conditional.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import {
  transactIfHeld,
  TransactionConditionFailed,
  type TransactItem,
  transactWrite,
} from '../../platform/db/transact.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { fullNameKey, type MemberItem, type ProfileFields } from '../model.ts';

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

// ── gamification: profile completion ─────────────────────────────────────────────────────────────────────────────────

/**
 * Marks the profile completed and commits `member.profile-completed` with the mark, once: false when it was marked
 * already (or the member is gone).
 */
export async function markProfileCompleted(communityId: string, memberId: string, at: string): Promise<boolean> {
  return transactIfHeld([
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
  return transactIfHeld([
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
