// The community's roles (the defaults Admins, Moderators, Members and custom ones), and the custom-role counter on the
// community item that holds the plan's cap.
import { db, tableName } from '../../platform/db/client.ts';
import { updateIfExists } from '../../platform/db/conditional.ts';
import { keys } from '../../platform/db/keys.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import { put, queryCommunityItems } from './items.ts';

export interface RoleItem {
  communityId: string;
  id: string;
  name: string;
  color: string;
  permissions: Record<string, boolean>;
  isAdminRole: boolean;
  isModerRole: boolean;
  usersCount: number;
  rank: number;
}

/** The stored role item. */
export const roleItem = (role: RoleItem) => ({ ...keys.role(role.communityId, role.id), ...role });

/** One role by id, read fresh (GetItem): the role screens never act on the cached configuration. */
export async function getRole(communityId: string, roleId: string): Promise<RoleItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.role(communityId, roleId), ConsistentRead: true }),
  );
  return (out.Item as RoleItem | undefined) ?? null;
}

/** The community's roles in no particular order (Query `ROLE#`): the configuration and the subforum screens. */
export const queryRoles = (communityId: string) =>
  queryCommunityItems<RoleItem>(communityId, keys.role(communityId, '').SK);

/** The community's roles by rank, read fresh (Query `ROLE#`, consistent). */
export async function listRoles(communityId: string): Promise<RoleItem[]> {
  const roles = await queryCommunityItems<RoleItem>(communityId, keys.role(communityId, '').SK, true);
  return roles.sort((a, b) => a.rank - b.rank);
}

/**
 * Adds a role (conditional Put). The custom-role cap is held by a counter on the community item, raised in the same
 * transaction only while below `max`: two concurrent adds can never both pass the last free place.
 */
export async function putNewRole(role: RoleItem, max: number): Promise<'added' | 'limit'> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.community(role.communityId),
          UpdateExpression: 'ADD customRoleCount :one',
          ConditionExpression:
            'attribute_exists(PK) AND (attribute_not_exists(customRoleCount) OR customRoleCount < :max)',
          ExpressionAttributeValues: { ':one': 1, ':max': max },
        },
      },
      put(roleItem(role)),
    ]);
    return 'added';
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0)) return 'limit';
    throw error;
  }
}

/** Changes a role's name, colour and permissions (UpdateItem; it must exist). Answers the new role, or null. */
export async function updateRole(
  communityId: string,
  roleId: string,
  fields: Pick<RoleItem, 'name' | 'color' | 'permissions'>,
): Promise<RoleItem | null> {
  return updateIfExists<RoleItem>({
    Key: keys.role(communityId, roleId),
    UpdateExpression: 'SET #name = :name, color = :color, #permissions = :permissions',
    ExpressionAttributeNames: { '#name': 'name', '#permissions': 'permissions' },
    ExpressionAttributeValues: { ':name': fields.name, ':color': fields.color, ':permissions': fields.permissions },
  });
}

/**
 * Deletes a custom role with its event (outbox) in one transaction, and frees its place under the plan's cap.
 * Answers false when the role was already gone.
 */
export async function deleteRoleRecord(communityId: string, roleId: string, events: TransactItem[]): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.role(communityId, roleId),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.community(communityId),
          UpdateExpression: 'ADD customRoleCount :minus',
          ExpressionAttributeValues: { ':minus': -1 },
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
