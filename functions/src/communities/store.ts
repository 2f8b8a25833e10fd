// The communities domain's DynamoDB access patterns.
import { scanPage } from '../platform/db/scan.ts';
import type { OnboardingQuestion } from '@hearth/shared/schemas/onboarding-questions';
import type { Organization, PlanChoice } from '@hearth/shared/schemas/communities';
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { staffRecordItem, type StaffItem } from '../platform/auth/staff.ts';
import { batchGetItems } from '../platform/db/batch.ts';
import { db, tableName } from '../platform/db/client.ts';
import { updateIfExists } from '../platform/db/conditional.ts';
import { keys } from '../platform/db/keys.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { updateIf } from '../platform/db/update.ts';

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
  /** The back-link in the subforum panel: both or neither (owner-dashboard §5). */
  backlinkTitle?: string;
  backlinkUrl?: string;
  /** Only light is selectable (owner-dashboard §4). */
  theme?: 'light';
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
  /** Verified uploads (owner-dashboard §3). */
  iconKey?: string | null;
  bannerKey?: string | null;
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
  /** Set when the category was deleted and its posts are still being deleted or moved (filtered at read time). */
  deleting?: { mode: 'delete' | 'reassign'; targetCategoryId: string | null };
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

// ── onboarding questions ────────────────────────────────────────────────────────────────────────────────────────

/** The onboarding questions in order (GetItem on the community's one questions item); none when never saved. */
export async function getOnboardingQuestions(communityId: string): Promise<OnboardingQuestion[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.onboardingQuestions(communityId) }),
  );
  return ((out.Item as { questions?: OnboardingQuestion[] } | undefined)?.questions ?? []).slice();
}

/** Replaces the onboarding questions (PutItem of the one item; the whole ordered list is one write). */
export async function putOnboardingQuestions(communityId: string, questions: OnboardingQuestion[]): Promise<void> {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: { ...keys.onboardingQuestions(communityId), communityId, questions, updatedAt: new Date().toISOString() },
    }),
  );
}

// ── subforums and categories (the dashboard's Subforums and Post Categories sections) ───────────────────────────

/** Adds a subforum (Put, `attribute_not_exists`). */
export async function putNewSubforum(subforum: SubforumItem): Promise<void> {
  await transactWrite([put({ ...keys.subforum(subforum.communityId, subforum.id), ...subforum })]);
}

/** Replaces a subforum's editable fields (UpdateItem; it must exist). False when it does not. */
export async function updateSubforumFields(
  communityId: string,
  subforumId: string,
  fields: Pick<
    SubforumItem,
    'title' | 'emoji' | 'iconKey' | 'bannerKey' | 'enabled' | 'private' | 'navigation' | 'permissions'
  >,
): Promise<SubforumItem | null> {
  return updateExisting<SubforumItem>(keys.subforum(communityId, subforumId), fields);
}

/** Moves a subforum: one UpdateItem of its rank (it must exist). */
export const setSubforumRank = (communityId: string, subforumId: string, rank: number) =>
  updateExisting<SubforumItem>(keys.subforum(communityId, subforumId), { rank });

/** Adds a category and counts it on its subforum (home has no subforum item), in one transaction. */
export async function putNewCategory(category: CategoryItem): Promise<void> {
  const cid = category.communityId;
  await transactWrite([
    put({ ...keys.category(cid, category.subforumId, category.id), ...category }),
    ...(category.subforumId === HOME_CATEGORIES ? [] : [subforumCountChange(cid, category.subforumId, 1)]),
  ]);
}

/** Changes a category's title, enabled flag or rank (UpdateItem; it must exist and not be deleting). */
export const updateCategoryFields = (
  category: Pick<CategoryItem, 'communityId' | 'subforumId' | 'id'>,
  fields: Partial<Pick<CategoryItem, 'title' | 'enabled' | 'rank'>>,
) =>
  updateExisting<CategoryItem>(
    keys.category(category.communityId, category.subforumId, category.id),
    fields,
    'attribute_not_exists(deleting)',
  );

/**
 * Deletes a category in one transaction with the event that deletes or moves its posts: the category stays as a
 * disabled tombstone saying where its posts go (read paths filter by it) until the last of them is handled; its
 * subforum counts one category fewer.
 */
export async function markCategoryDeleting(
  category: CategoryItem,
  deleting: NonNullable<CategoryItem['deleting']>,
  event: TransactItem,
): Promise<boolean> {
  const cid = category.communityId;
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.category(cid, category.subforumId, category.id),
          UpdateExpression: 'SET deleting = :d, enabled = :off',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleting)',
          ExpressionAttributeValues: { ':d': deleting, ':off': false },
        },
      },
      ...(category.subforumId === HOME_CATEGORIES ? [] : [subforumCountChange(cid, category.subforumId, -1)]),
      event,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

/** The tombstone's removal, for the transaction that handles a deleted category's last posts. */
export const categoryRemovalItem = (communityId: string, subforumId: string, categoryId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.category(communityId, subforumId, categoryId) },
});

/**
 * Deletes a subforum in one transaction with its categories turned into tombstones and one event per category, so
 * their posts are deleted in the background (at most ~45 categories per subforum fit one transaction).
 */
export async function deleteSubforumRecords(
  communityId: string,
  subforumId: string,
  categories: CategoryItem[],
  events: TransactItem[],
): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.subforum(communityId, subforumId),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      ...categories.map((c): TransactItem => ({
        Update: {
          TableName: tableName(),
          Key: keys.category(communityId, c.subforumId, c.id),
          UpdateExpression: 'SET deleting = if_not_exists(deleting, :d), enabled = :off',
          ExpressionAttributeValues: { ':d': { mode: 'delete', targetCategoryId: null }, ':off': false },
        },
      })),
      ...events,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

const subforumCountChange = (communityId: string, subforumId: string, delta: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.subforum(communityId, subforumId),
    UpdateExpression: 'ADD categoriesCount :d',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':d': delta },
  },
});

/** SET the given fields on an item that exists (and meets `also`); null when it does not. */
async function updateExisting<T>(
  key: { PK: string; SK: string },
  fields: Record<string, unknown>,
  also?: string,
): Promise<T | null> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v], i) => {
      names[`#f${i}`] = k;
      values[`:v${i}`] = v;
      return `#f${i} = :v${i}`;
    });
  return updateIfExists<T>({
    Key: key,
    UpdateExpression: `SET ${sets.join(', ')}`,
    also,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
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

// ── platform settings ───────────────────────────────────────────────────────────────────────────────────────────

/** The settings documents of a community (Query `SETTINGS#`, a handful of items). */
export const getSettingsItems = (communityId: string) =>
  queryCommunityItems<Record<string, unknown> & { SK: string }>(communityId, 'SETTINGS#');

/**
 * Sets fields of the community item and removes others (UpdateItem; the community must exist). Returns the item
 * as stored afterwards, or null when there is no such community.
 */
export async function updateCommunityFields(
  communityId: string,
  set: Partial<Omit<CommunityItem, 'communityId' | 'subdomain' | 'createdAt'>>,
  remove: Array<keyof CommunityItem> = [],
): Promise<CommunityItem | null> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(set).map(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const removes = remove.map((field, i) => {
    names[`#r${i}`] = field;
    return `#r${i}`;
  });
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  return updateIfExists<CommunityItem>({
    Key: keys.community(communityId),
    UpdateExpression: expression,
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  });
}

/** Replaces fields of one settings document (UpdateItem, created if missing): legal texts, feed menu, permissions. */
export async function setSettingFields(
  communityId: string,
  name: 'legal' | 'feed-menu' | 'platform-permissions',
  fields: Record<string, unknown>,
): Promise<void> {
  const { client, commands } = await db();
  const entries = Object.entries({ communityId, ...fields });
  await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.settings(communityId, name),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([field], i) => [`#f${i}`, field])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
    }),
  );
}

/**
 * Changes one reaction of the set in place (UpdateItem on `items[index]`, conditioned on the id still being at that
 * index, so two auto-saves of different reactions never overwrite each other). False when the list moved.
 */
export async function updateReactionAt(
  communityId: string,
  index: number,
  reactionId: string,
  change: { title?: string; imageKey?: string },
): Promise<boolean> {
  const fields = Object.entries(change).filter(([, value]) => value !== undefined);
  return updateIf({
    Key: keys.settings(communityId, 'reactions'),
    UpdateExpression: `SET ${fields.map((_, i) => `#items[${index}].#f${i} = :f${i}`).join(', ')}`,
    ConditionExpression: '#items[' + index + '].#id = :id',
    ExpressionAttributeNames: {
      '#items': 'items',
      '#id': 'id',
      ...Object.fromEntries(fields.map(([field], i) => [`#f${i}`, field])),
    },
    ExpressionAttributeValues: {
      ':id': reactionId,
      ...Object.fromEntries(fields.map(([, value], i) => [`:f${i}`, value])),
    },
  });
}

// Weekly digest
/**
 * Items one Scan request reads when looking for community items. A Scan's limit counts the items it reads, not the
 * ones its filter keeps (and DynamoDB ends a page at 1 MB anyway); at 25, a digest run over a table of 30,000 other
 * items made ~1,200 requests and as many checkpoint writes, 35 s (docs/benchmarks.md).
 */
const COMMUNITY_SCAN_PAGE = 1_000;

/**
 * A page of the communities (their ids), for the weekly digest job only: a Scan filtered to community items, paged
 * and checkpointed by the job. Never in a request path; once a week, so its cost is one read of the table a week.
 */
export async function scanCommunityIds(
  startKey?: Record<string, unknown>,
): Promise<{ ids: string[]; lastKey?: Record<string, unknown> }> {
  const page = await scanPage(
    { filter: 'SK = :sk', values: { ':sk': keys.community('').SK }, projection: 'communityId' },
    COMMUNITY_SCAN_PAGE,
    startKey,
  );
  return {
    ids: page.items.map((i) => i['communityId'] as string).filter(Boolean),
    ...(page.lastKey ? { lastKey: page.lastKey } : {}),
  };
}
