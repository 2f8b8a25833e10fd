// The communities domain's DynamoDB access patterns.
import type { Organization, PlanChoice } from '@hearth/shared/schemas/communities';
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { staffRecordItem, type StaffItem } from '../platform/auth/staff.ts';
import { batchGetItems } from '../platform/db/batch.ts';
import { db, tableName } from '../platform/db/client.ts';
import { keys } from '../platform/db/keys.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';

/** The stored community item (owner-dashboard spec §3 field names). */
export interface CommunityItem {
  communityId: string;
  subdomain: string;
  communityName: string;
  communityTagline: string;
  communityThemeColor: string;
  communityDescription?: string;
  communityIconKey?: string;
  communityBannerKey?: string;
  isLive: boolean;
  privateCommunity: boolean;
  /** New members wait for staff approval unless whitelisted (member-forum §2.10). */
  memberApproval?: boolean;
  /** E-mail addresses or domains that skip approval. */
  memberWhitelist?: string[];
  /** The owner-app account that created it (owner-dashboard §6: cannot change). */
  ownerMemberId?: string;
  organization?: Organization;
  planChoice?: PlanChoice | null;
  isFreeTrial?: boolean;
  isLifetime?: boolean;
  aiContentGeneration?: boolean;
  usersLeaderboard?: boolean;
  seo?: { title: string; description: string };
  /** Registered members, counted in the transaction that creates each account. */
  memberCount?: number;
  createdAt: string;
  /** Custom roles (beyond the three defaults), counted with each add and delete: the plan's cap holds on it. */
  customRoleCount?: number;
}

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

export interface SubforumItem {
  communityId: string;
  id: string;
  title: string;
  slug: string;
  emoji: string;
  rank: number;
  enabled: boolean;
  private: boolean;
  navigation: boolean;
  /** Per-role overrides: false off, null role default, true on. */
  permissions: Record<string, Record<string, boolean | null>>;
  categoriesCount: number;
}

/** Categories of home (community-wide posts) are stored under this subforum id. */
export const HOME_CATEGORIES = 'home';

export interface CategoryItem {
  communityId: string;
  /** The subforum the category belongs to, or HOME_CATEGORIES. */
  subforumId: string;
  id: string;
  title: string;
  enabled: boolean;
  rank: number;
}

export interface StatsDayItem {
  day: string;
  newMembers?: number;
  activeMembers?: number;
  posts?: number;
}

/** Everything a new community starts with; written by `createCommunityRecords` in one transaction. */
export interface NewCommunity {
  community: CommunityItem;
  owner: StaffItem;
  requestId: string;
  roles: RoleItem[];
  subforum: SubforumItem;
  categories: CategoryItem[];
  legal: { communityTermsOfUse: string; communityRules: string; communityPrivacyStatement: string };
  reactions: Array<{ id: string; key: string; title: string; emoji: string; isBeamReaction: boolean; rank: number }>;
  feedMenu: Array<{ id: string; name: string; value: string; enabled: boolean; rank: number }>;
}

/** Position of each item in the creation transaction, so a failed condition names what failed. */
export const CREATION_ITEM = { subdomainClaim: 0, creationRequest: 1 } as const;

const put = (Item: Record<string, unknown>, ConditionExpression = 'attribute_not_exists(PK)'): TransactItem => ({
  Put: { TableName: tableName(), Item, ConditionExpression },
});

/**
 * Creates a community in one TransactWriteItems: subdomain claim and the owner's creation marker (both
 * conditional, in CREATION_ITEM order), community, owner staff record, roles, subforum, categories and settings.
 */
export async function createCommunityRecords(n: NewCommunity, extra: TransactItem[] = []): Promise<void> {
  const cid = n.community.communityId;
  const createdAt = n.community.createdAt;
  await transactWrite([
    put({ ...keys.subdomainClaim(n.community.subdomain), communityId: cid }),
    put({ ...keys.creationRequest(n.owner.memberId, n.requestId), communityId: cid, createdAt }),
    put({ ...keys.community(cid), ...n.community }),
    put(staffRecordItem(n.owner)),
    ...n.roles.map((role) => put({ ...keys.role(cid, role.id), ...role })),
    put({ ...keys.subforum(cid, n.subforum.id), ...n.subforum }),
    ...n.categories.map((c) => put({ ...keys.category(cid, c.subforumId, c.id), ...c })),
    put({ ...keys.settings(cid, 'legal'), communityId: cid, ...n.legal }),
    put({ ...keys.settings(cid, 'reactions'), communityId: cid, items: n.reactions }),
    put({ ...keys.settings(cid, 'feed-menu'), communityId: cid, items: n.feedMenu }),
    ...extra,
  ]);
}

/** The community an owner's builder draft already created, or null (GetItem on the creation marker). */
export async function getCreatedByRequest(appMemberId: string, requestId: string): Promise<string | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.creationRequest(appMemberId, requestId) }),
  );
  return (out.Item?.communityId as string | undefined) ?? null;
}

/** Every item of one kind in the community's partition, by sort-key prefix (Query, paged): roles, subforums, … */
export async function queryCommunityItems<T>(communityId: string, prefix: string): Promise<T[]> {
  const { client, commands } = await db();
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await client.send(
      new commands.QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :p AND begins_with(SK, :s)',
        ExpressionAttributeValues: { ':p': keys.community(communityId).PK, ':s': prefix },
        ExclusiveStartKey,
      }),
    );
    items.push(...((out.Items ?? []) as T[]));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** One community by id (GetItem on its own item). */
export async function getCommunity(communityId: string): Promise<CommunityItem | null> {
  const { client, commands } = await db();
  const out = await client.send(new commands.GetCommand({ TableName: tableName(), Key: keys.community(communityId) }));
  return (out.Item as CommunityItem | undefined) ?? null;
}

/** The staff records of an owner-app account (Query GSI1 `STAFFOF#<id>`, one item per community). */
export async function listStaffRecords(appMemberId: string): Promise<StaffItem[]> {
  const { client, commands } = await db();
  const { GSI1PK } = keys.staffOf(appMemberId, '');
  const items: StaffItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await client.send(
      new commands.QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': GSI1PK },
        ExclusiveStartKey,
      }),
    );
    items.push(...((out.Items ?? []) as StaffItem[]));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Several communities by id (BatchGetItem). */
export const getCommunities = (communityIds: string[]) =>
  batchGetItems<CommunityItem>(communityIds.map((id) => keys.community(id)));

/** Publishes or unpublishes (UpdateItem; the community must exist). Returns false when it does not. */
export async function setCommunityLive(
  communityId: string,
  isLive: boolean,
  extra: TransactItem[] = [],
): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.community(communityId),
          UpdateExpression: 'SET isLive = :live',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':live': isLive },
        },
      },
      ...extra,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

/** The daily counters between two UTC days, inclusive (one Query on `STATS#DAY#`, at most one item per day). */
export async function getStatsDays(communityId: string, fromDay: string, toDay: string): Promise<StatsDayItem[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.statsDay(communityId, fromDay).PK,
        ':from': keys.statsDay(communityId, fromDay).SK,
        ':to': keys.statsDay(communityId, toDay).SK,
      },
    }),
  );
  return (out.Items ?? []) as StatsDayItem[];
}

/** The owner's onboarding answers live on their owner-app account item. */
export interface OnboardingAnswers {
  organization?: Organization;
  planChoice?: PlanChoice;
}

/** Reads the onboarding answers (GetItem with a projection on the owner-app account). */
export async function getOnboardingAnswers(appMemberId: string): Promise<OnboardingAnswers | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.member(OWNER_APP_COMMUNITY_ID, appMemberId),
      ProjectionExpression: 'memberId, organization, planChoice',
    }),
  );
  return (out.Item as OnboardingAnswers | undefined) ?? null;
}

/** Saves one onboarding answer on the owner-app account (UpdateItem; the account must exist). */
export async function saveOnboardingAnswer<K extends keyof OnboardingAnswers>(
  appMemberId: string,
  field: K,
  value: NonNullable<OnboardingAnswers[K]>,
): Promise<OnboardingAnswers> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.member(OWNER_APP_COMMUNITY_ID, appMemberId),
      UpdateExpression: 'SET #field = :value',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#field': field },
      ExpressionAttributeValues: { ':value': value },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return out.Attributes as OnboardingAnswers;
}

// ── roles and editors ───────────────────────────────────────────────────────────────────────────────────────────

/** One role by id, read fresh (GetItem): the role screens never act on the cached configuration. */
export async function getRole(communityId: string, roleId: string): Promise<RoleItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.role(communityId, roleId), ConsistentRead: true }),
  );
  return (out.Item as RoleItem | undefined) ?? null;
}

/** The community's roles, read fresh (Query `ROLE#`, consistent). */
export async function listRoles(communityId: string): Promise<RoleItem[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :s)',
      ExpressionAttributeValues: { ':p': keys.community(communityId).PK, ':s': 'ROLE#' },
      ConsistentRead: true,
    }),
  );
  return ((out.Items ?? []) as RoleItem[]).sort((a, b) => a.rank - b.rank);
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
      put({ ...keys.role(role.communityId, role.id), ...role }),
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
  const { client, commands } = await db();
  try {
    const out = await client.send(
      new commands.UpdateCommand({
        TableName: tableName(),
        Key: keys.role(communityId, roleId),
        UpdateExpression: 'SET #name = :name, color = :color, #permissions = :permissions',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#name': 'name', '#permissions': 'permissions' },
        ExpressionAttributeValues: { ':name': fields.name, ':color': fields.color, ':permissions': fields.permissions },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as RoleItem;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
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

/** The community's staff records: its owner and editors (Query `STAFF#`). */
export async function listCommunityStaff(communityId: string): Promise<StaffItem[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :s)',
      ExpressionAttributeValues: { ':p': keys.community(communityId).PK, ':s': 'STAFF#' },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []) as StaffItem[];
}

/** Adds an editor's staff record, only where the account has none here. Answers false when it has one. */
export async function putEditorRecord(staff: StaffItem): Promise<boolean> {
  try {
    await transactWrite([put(staffRecordItem(staff))]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

/** Removes an editor's staff record; never an owner's (the condition keeps access level 100). False if none. */
export async function deleteEditorRecord(communityId: string, appMemberId: string): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.staff(communityId, appMemberId),
          ConditionExpression: 'attribute_exists(PK) AND accessLevel < :owner',
          ExpressionAttributeValues: { ':owner': ACCESS_LEVEL_OWNER },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}
