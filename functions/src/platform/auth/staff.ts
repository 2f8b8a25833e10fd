// Staff records: how an owner-app account acts in a community (access level 100 owner, 90+ admin-like).
import { db, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';

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

/** The stored form of a staff record, indexed for "communities of this account" (GSI1). */
export const staffRecordItem = (staff: StaffItem) => ({
  ...keys.staff(staff.communityId, staff.memberId),
  ...keys.staffOf(staff.memberId, staff.communityId),
  ...staff,
});

/** Writes a staff record (community creation writes the owner's inside its transaction; seeds write demo ones). */
export async function putStaffRecord(staff: StaffItem): Promise<void> {
  const { client, commands } = await db();
  await client.send(new commands.PutCommand({ TableName: tableName(), Item: staffRecordItem(staff) }));
}
