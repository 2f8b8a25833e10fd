// The community item: read one or several, publish, change its fields, count its members, and the weekly digest's
// scan of every community.
import type { SubscriptionStatus } from '@hearth/shared/schemas/billing';
import type { Organization, PlanChoice } from '@hearth/shared/schemas/communities';
import { batchGetItems } from '../../platform/db/batch.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { updateIfExists } from '../../platform/db/conditional.ts';
import { keys } from '../../platform/db/keys.ts';
import { scanPage } from '../../platform/db/scan.ts';
import { transactIfHeld, type TransactItem } from '../../platform/db/transact.ts';

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
  /**
   * The subscription's status as billing last applied it (Stripe's status names); absent before any checkout. Kept
   * here beside the plan so every request that reads the community can judge plan rules without another read.
   */
  subscriptionStatus?: SubscriptionStatus;
  /** When the community's free use ends without a paid subscription (unix seconds). */
  trialEndsAt?: number;
  aiContentGeneration?: boolean;
  usersLeaderboard?: boolean;
  /** The community sells a supporter subscription (billing mirrors its paid-membership switch here). */
  supportersEnabled?: boolean;
  /** The custom domain while it is connected (the domains domain's mirror): e-mailed links and canonical URLs use it. */
  customDomain?: string;
  /** The connected custom domain's other hosts (`www.<domain>` of a bare root domain), while connected. */
  customDomainAliases?: string[];
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
  /**
   * True from creation until the site's first real visits: the statistics page shows a marked sample meanwhile.
   * Absent (false) on communities made before it existed and on the demo communities, which have real data.
   */
  isSampleAnalytics?: boolean;
}

/** One community by id (GetItem on its own item). */
export async function getCommunity(communityId: string): Promise<CommunityItem | null> {
  const { client, commands } = await db();
  const out = await client.send(new commands.GetCommand({ TableName: tableName(), Key: keys.community(communityId) }));
  return (out.Item as CommunityItem | undefined) ?? null;
}

/** The community item's key, for a caller that reads it in one BatchGet with its own items (billing's owner check). */
export const communityItemKey = (communityId: string) => keys.community(communityId);

/** Several communities by id (BatchGetItem). */
export const getCommunities = (communityIds: string[]) =>
  batchGetItems<CommunityItem>(communityIds.map((id) => keys.community(id)));

/** Publishes or unpublishes (UpdateItem; the community must exist). Returns false when it does not. */
export async function setCommunityLive(
  communityId: string,
  isLive: boolean,
  extra: TransactItem[] = [],
): Promise<boolean> {
  return transactIfHeld([
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
}

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

/**
 * The member total moved by `delta`, as a write fragment for the transaction that creates or deletes an account (the
 * community must exist).
 */
export const memberCountChange = (communityId: string, delta: 1 | -1): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.community(communityId),
    UpdateExpression: 'ADD memberCount :delta',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/** The plan fields billing keeps on the community item, so plan rules need no other read. */
export interface PlanMirror {
  /** Left as it is when null (a price the catalogue does not know names no plan). */
  planChoice: PlanChoice | null;
  isLifetime: boolean;
  subscriptionStatus: SubscriptionStatus;
  /** Left as it is when null (a subscription without a trial does not move when the free use ends). */
  trialEndsAt: number | null;
}

/** The plan mirror set on the community item, as a write fragment for billing's transaction (it must exist). */
export function planMirrorWrite(communityId: string, mirror: PlanMirror): TransactItem {
  const trial = mirror.trialEndsAt === null ? '' : ', trialEndsAt = :trialEndsAt';
  const plan = mirror.planChoice === null ? '' : ', planChoice = :planChoice';
  return {
    Update: {
      TableName: tableName(),
      Key: keys.community(communityId),
      UpdateExpression: `SET isLifetime = :isLifetime, subscriptionStatus = :status${plan}${trial}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ...(mirror.planChoice === null ? {} : { ':planChoice': mirror.planChoice }),
        ':isLifetime': mirror.isLifetime,
        ':status': mirror.subscriptionStatus,
        ...(mirror.trialEndsAt === null ? {} : { ':trialEndsAt': mirror.trialEndsAt }),
      },
    },
  };
}

/**
 * A lifetime plan from the owner's codes on the community item, as a write fragment for billing's transaction: the
 * plan with `isLifetime` and no subscription status; with no plan (its last code refunded) the plan is removed and
 * `isLifetime` is false. `ownerMemberId` is the condition: the community must exist and still be that owner's.
 */
export function lifetimePlanMirrorWrite(
  communityId: string,
  ownerMemberId: string,
  planChoice: PlanChoice | null,
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.community(communityId),
      UpdateExpression: planChoice
        ? 'SET isLifetime = :yes, planChoice = :plan REMOVE subscriptionStatus'
        : 'SET isLifetime = :no REMOVE planChoice, subscriptionStatus',
      ConditionExpression: 'attribute_exists(PK) AND ownerMemberId = :owner',
      ExpressionAttributeValues: {
        ':owner': ownerMemberId,
        ...(planChoice ? { ':yes': true, ':plan': planChoice } : { ':no': false }),
      },
    },
  };
}

/**
 * The community item's mirror of paid membership (`supportersEnabled`), as a write fragment for billing's own
 * transaction: the forum frame, session and profile read it with the community, without another item.
 */
export function supportersMirrorWrite(communityId: string, enabled: boolean): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.community(communityId),
      UpdateExpression: 'SET supportersEnabled = :enabled',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':enabled': enabled },
    },
  };
}

/**
 * The community item's mirror of its connected custom domain, as a write fragment for the domains domain's own
 * transactions: set when the domain connects (with the other hosts it serves, e.g. `www.<domain>`, as
 * `customDomainAliases`), removed (null) when its deletion starts.
 */
export function customDomainMirrorWrite(
  communityId: string,
  domain: string | null,
  aliases: string[] = [],
): TransactItem {
  const set = aliases.length
    ? 'SET customDomain = :domain, customDomainAliases = :aliases'
    : 'SET customDomain = :domain REMOVE customDomainAliases';
  return {
    Update: {
      TableName: tableName(),
      Key: keys.community(communityId),
      UpdateExpression: domain === null ? 'REMOVE customDomain, customDomainAliases' : set,
      ConditionExpression: 'attribute_exists(PK)',
      ...(domain === null
        ? {}
        : { ExpressionAttributeValues: { ':domain': domain, ...(aliases.length ? { ':aliases': aliases } : {}) } }),
    },
  };
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
