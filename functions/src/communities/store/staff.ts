// Staff records: how an owner-app account acts in a community (access level 100 owner, 90+ admin-like), one item in
// the community's partition, indexed by account (GSI1 `STAFFOF#<id>`) for "the communities of this account".
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import { batchGetItems } from '../../platform/db/batch.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import { queryIndexAll } from '../../platform/db/query.ts';
import { transactIfHeld, type TransactItem } from '../../platform/db/transact.ts';
import type { CommunityItem } from './community.ts';
import { queryCommunityItems } from './items.ts';

export interface StaffItem {
  communityId: string;
  memberId: string;
  accessLevel: number;
  role: string;
  createdAt: string;
}

/** The staff record of an owner-app account in a community, or null (GetItem). */
export async function getStaffRecord(communityId: string, appMemberId: string): Promise<StaffItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.staff(communityId, appMemberId) }),
  );
  return (out.Item as StaffItem | undefined) ?? null;
}

/**
 * The staff record of an owner-app account and the community item, in one BatchGetItem: for a staff read that also
 * needs the community's plan, at the cost of the staff read alone.
 */
export async function getStaffRecordWithCommunity(
  communityId: string,
  appMemberId: string,
): Promise<{ staff: StaffItem | null; community: CommunityItem | null }> {
  const staffKey = keys.staff(communityId, appMemberId);
  const communityKey = keys.community(communityId);
  const items = await batchGetItems<{ SK: string }>([staffKey, communityKey]);
  const find = (sk: string) => items.find((item) => item.SK === sk) ?? null;
  return {
    staff: find(staffKey.SK) as StaffItem | null,
    community: find(communityKey.SK) as CommunityItem | null,
  };
}

/** A staff record's key, for a caller that reads it in one BatchGet with its own items (billing's owner check). */
export const staffItemKey = (communityId: string, appMemberId: string) => keys.staff(communityId, appMemberId);

/** The stored form of a staff record, indexed for "communities of this account" (GSI1). */
export const staffRecordItem = (staff: StaffItem) => ({
  ...keys.staff(staff.communityId, staff.memberId),
  ...keys.staffOf(staff.memberId, staff.communityId),
  ...staff,
});

/** A new staff record as a write fragment: only where the account holds none in the community yet. */
export const newStaffRecordWrite = (staff: StaffItem): TransactItem => ({
  Put: { TableName: tableName(), Item: staffRecordItem(staff), ConditionExpression: 'attribute_not_exists(PK)' },
});

/** The staff records of an owner-app account (Query GSI1 `STAFFOF#<id>`, one item per community). */
export const listStaffRecords = (appMemberId: string): Promise<StaffItem[]> =>
  queryIndexAll<StaffItem>('GSI1', keys.staffOf(appMemberId, '').GSI1PK, { newestFirst: false });

/** The community's staff records: its owner and editors (Query `STAFF#`, consistent). */
export const listCommunityStaff = (communityId: string) =>
  queryCommunityItems<StaffItem>(communityId, keys.staff(communityId, '').SK, true);

/** Removes an editor's staff record; never an owner's (the condition keeps access level 100). False if none. */
export async function deleteEditorRecord(communityId: string, appMemberId: string): Promise<boolean> {
  return transactIfHeld([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.staff(communityId, appMemberId),
        ConditionExpression: 'attribute_exists(PK) AND accessLevel < :owner',
        ExpressionAttributeValues: { ':owner': ACCESS_LEVEL_OWNER },
      },
    },
  ]);
}
