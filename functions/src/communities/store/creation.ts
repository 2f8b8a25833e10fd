// A new community: every item it starts with, written in one transaction, and the owner's creation marker that makes
// Publish idempotent.
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import { type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import { newSubdomainClaimWrite } from '../../platform/tenancy/store.ts';
import { type CategoryItem, categoryItem } from './categories.ts';
import type { CommunityItem } from './community.ts';
import { put } from './items.ts';
import { type RoleItem, roleItem } from './roles.ts';
import { type StaffItem, newStaffRecordWrite } from './staff.ts';
import { type SubforumItem, subforumItem } from './subforums.ts';

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

/**
 * Creates a community in one TransactWriteItems: subdomain claim and the owner's creation marker (both
 * conditional, in CREATION_ITEM order), community, owner staff record, roles, subforum, categories and settings;
 * `extra` are the writes other domains add (the owner's membership, the event).
 */
export async function createCommunityRecords(n: NewCommunity, extra: TransactItem[] = []): Promise<void> {
  const cid = n.community.communityId;
  const createdAt = n.community.createdAt;
  await transactWrite([
    newSubdomainClaimWrite(n.community.subdomain, cid),
    put({ ...keys.creationRequest(n.owner.memberId, n.requestId), communityId: cid, createdAt }),
    put({ ...keys.community(cid), ...n.community }),
    newStaffRecordWrite(n.owner),
    ...n.roles.map((role) => put(roleItem(role))),
    put(subforumItem(n.subforum)),
    ...n.categories.map((c) => put(categoryItem(c))),
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
