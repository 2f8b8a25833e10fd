// The gatekeeping domain's items: the registration requests of member approval, and invitations with their batches
// (docs/data-model.md).
import { batchDeleteItems, batchGetItems } from '../platform/db/batch.ts';
import { db, tableName } from '../platform/db/client.ts';
import { getItem } from '../platform/db/get.ts';
import { keys } from '../platform/db/keys.ts';
import { transactIfHeld, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { type IndexPage, type PageKey, queryIndexPage } from '../platform/db/query.ts';
import { updateIf } from '../platform/db/update.ts';

export interface MemberRequestItem {
  communityId: string;
  memberId: string;
  status: 'pending' | 'approved' | 'denied';
  requestedAt: string;
  decidedAt: string | null;
}

/** Records a registration request as it now stands (written by the approval-requests consumer, idempotent). */
export function memberRequestPut(request: MemberRequestItem): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.memberRequest(request.communityId, request.memberId),
        ...keys.memberRequestByStatus(request.communityId, request.status, request.requestedAt, request.memberId),
        type: 'MEMBERREQ',
        ...request,
      },
    },
  };
}

/** A registration request by member, or null (the consumer reads it to keep the first request time). */
export async function getMemberRequest(communityId: string, memberId: string) {
  return getItem<MemberRequestItem>(keys.memberRequest(communityId, memberId));
}

/** The partition key a request-list cursor must carry. */
export const memberRequestPartition = (communityId: string, status: string) => ({
  GSI1PK: keys.memberRequestByStatus(communityId, status, '', '').GSI1PK,
});

/** A page of requests with one status, newest first (Query GSI1 `C#<cid>#MEMBERREQ#<status>`). */
export const queryMemberRequests = (
  communityId: string,
  status: string,
  limit: number,
  startKey?: PageKey,
): Promise<IndexPage<MemberRequestItem>> =>
  queryIndexPage<MemberRequestItem>('GSI1', memberRequestPartition(communityId, status).GSI1PK, { limit, startKey });

export interface PostSubmissionItem {
  communityId: string;
  postId: string;
  slug: string;
  title: string;
  authorId: string;
  authorName: string;
  anonymous: boolean;
  submittedAt: string;
}

/** A post awaiting approval, as the consumer saw it when it was submitted. */
export function postSubmissionPut(submission: PostSubmissionItem): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.postSubmission(submission.communityId, submission.postId),
        ...keys.postSubmissionOrder(submission.communityId, submission.submittedAt, submission.postId),
        type: 'POSTSUB',
        ...submission,
      },
    },
  };
}

/** The post was decided or deleted: off the list (a no-op when it is not there). */
export function postSubmissionDelete(communityId: string, postId: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.postSubmission(communityId, postId) } };
}

/** The partition key a submissions cursor must carry. */
export const postSubmissionPartition = (communityId: string) => ({
  GSI1PK: keys.postSubmissionOrder(communityId, '', '').GSI1PK,
});

/** A page of posts awaiting approval, oldest first (Query GSI1 `C#<cid>#POSTSUB`). */
export const queryPostSubmissions = (
  communityId: string,
  limit: number,
  startKey?: PageKey,
): Promise<IndexPage<PostSubmissionItem>> =>
  queryIndexPage<PostSubmissionItem>('GSI1', postSubmissionPartition(communityId).GSI1PK, {
    limit,
    startKey,
    newestFirst: false,
  });

// ── invitations ─────────────────────────────────────────────────────────────────────────────────────────────────

export type InvitationStatus = 'pending' | 'opened' | 'accepted' | 'member';

export interface InvitationItem {
  communityId: string;
  /** Lower case: one invitation per address. */
  email: string;
  id: string;
  subject: string;
  status: InvitationStatus;
  authorData: { id: string; name: string };
  userData: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
  /** When it was last (re)sent: the list's order. */
  invitedAt: string;
  /** The batch that last wrote it: a redelivered pass of that batch leaves it alone. */
  batchId: string;
  /** SHA-256 of the link's secret while the link works (pending and opened); gone once used. */
  tokenHash?: string;
}

export interface InvitationBatchItem {
  communityId: string;
  batchId: string;
  subject: string;
  html: string;
  /** The message as text, for the e-mail's text part. */
  text: string;
  emails: string[];
  skipInvited: boolean;
  authorData: { id: string; name: string };
  /** The community's name and address, for the e-mail (a consumer has no request host). */
  site: { name: string; origin: string };
  createdAt: string;
}

/** A batch is kept long enough for every pass and redelivery (events live 3 days, DLQ 14). */
const INVITATION_BATCH_TTL_SECONDS = 30 * 86_400;

const invitationKeys = (item: InvitationItem) => ({
  ...keys.invitation(item.communityId, item.email),
  ...keys.invitationOrder(item.communityId, item.status, item.invitedAt, item.email),
});

export function invitationBatchPut(batch: InvitationBatchItem): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.invitationBatch(batch.communityId, batch.batchId),
        type: 'INVBATCH',
        ...batch,
        ttl: Math.floor(Date.now() / 1000) + INVITATION_BATCH_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export const getInvitationBatch = (communityId: string, batchId: string) =>
  getItem<InvitationBatchItem>(keys.invitationBatch(communityId, batchId));

export const getInvitation = (communityId: string, email: string) =>
  getItem<InvitationItem>(keys.invitation(communityId, email));

export const getInvitations = (communityId: string, emails: string[]) =>
  batchGetItems<InvitationItem>(emails.map((email) => keys.invitation(communityId, email)));

/**
 * Writes an invitation for a batch unless that batch already wrote it (a redelivered pass), and unless it changed
 * since `previous` was read (null: it did not exist): true when this call wrote it, so it alone sends the e-mail.
 */
export async function claimInvitation(next: InvitationItem, previous: InvitationItem | null): Promise<boolean> {
  return transactIfHeld([
    {
      Put: {
        TableName: tableName(),
        Item: { ...invitationKeys(next), type: 'INVITATION', ...next },
        ConditionExpression: previous
          ? 'batchId = :previousBatch AND updatedAt = :previousUpdate'
          : 'attribute_not_exists(PK)',
        ...(previous
          ? {
              ExpressionAttributeValues: {
                ':previousBatch': previous.batchId,
                ':previousUpdate': previous.updatedAt,
              },
            }
          : {}),
      },
    },
  ]);
}

/** Puts back what an invitation was before a claim whose e-mail could not be sent (null: it did not exist). */
export async function restoreInvitation(claimed: InvitationItem, previous: InvitationItem | null): Promise<void> {
  if (previous) {
    await transactWrite([
      { Put: { TableName: tableName(), Item: { ...invitationKeys(previous), type: 'INVITATION', ...previous } } },
    ]);
  } else {
    await batchDeleteItems([keys.invitation(claimed.communityId, claimed.email)]);
  }
}

/** The link was opened: pending → opened, while the link is the one sent. */
export const markInvitationOpened = (communityId: string, email: string, tokenHash: string, now: string) =>
  updateIf({
    Key: keys.invitation(communityId, email),
    UpdateExpression: 'SET #status = :opened, updatedAt = :now, GSI2PK = :pk',
    ConditionExpression: '#status = :pending AND tokenHash = :hash',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':opened': 'opened',
      ':pending': 'pending',
      ':hash': tokenHash,
      ':now': now,
      ':pk': keys.invitationOrder(communityId, 'opened', '', '').GSI2PK,
    },
  });

/**
 * Registration completed through the link: accepted, with the new member, and the link spent. For the sign-up's
 * transaction; its condition fails when the link was used or replaced meanwhile.
 */
export function invitationAcceptedUpdate(
  communityId: string,
  email: string,
  tokenHash: string,
  user: { id: string; name: string },
  now: string,
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.invitation(communityId, email),
      UpdateExpression: 'SET #status = :accepted, userData = :user, updatedAt = :now, GSI2PK = :pk REMOVE tokenHash',
      ConditionExpression: 'tokenHash = :hash',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':accepted': 'accepted',
        ':user': user,
        ':now': now,
        ':hash': tokenHash,
        ':pk': keys.invitationOrder(communityId, 'accepted', '', '').GSI2PK,
      },
    },
  };
}

/** The partition key an invitations cursor must carry: the whole list (GSI1) or one status (GSI2). */
export function invitationPartition(communityId: string, status: InvitationStatus | 'all'): Record<string, string> {
  const order = keys.invitationOrder(communityId, status, '', '');
  return status === 'all' ? { GSI1PK: order.GSI1PK } : { GSI2PK: order.GSI2PK };
}

/** Queries a search reads at most per page, so a rare match never makes one request read the whole list. */
const SEARCH_QUERIES_MAX = 5;
const SEARCH_READ_LIMIT = 100;

/**
 * A page of invitations, newest invitation first: one Query on the list or its status; with a search (part of an
 * address), Queries filtered on the address until the page is full (at most 5). A page cut short of what was read
 * continues after its last item.
 */
export async function queryInvitations(
  communityId: string,
  status: InvitationStatus | 'all',
  limit: number,
  startKey: PageKey | undefined,
  search: string | undefined,
): Promise<IndexPage<InvitationItem>> {
  const index = status === 'all' ? 'GSI1' : 'GSI2';
  const partition = Object.values(invitationPartition(communityId, status))[0]!;
  if (!search) return queryIndexPage<InvitationItem>(index, partition, { limit, startKey });
  const { client, commands } = await db();
  const items: InvitationItem[] = [];
  let next = startKey;
  for (let i = 0; i < SEARCH_QUERIES_MAX && items.length < limit; i++) {
    const out = await client.send(
      new commands.QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: 'contains(email, :q)',
        ExpressionAttributeNames: { '#pk': `${index}PK` },
        ExpressionAttributeValues: { ':pk': partition, ':q': search.toLowerCase() },
        ScanIndexForward: false,
        Limit: SEARCH_READ_LIMIT,
        ...(next ? { ExclusiveStartKey: next } : {}),
      }),
    );
    items.push(...((out.Items ?? []) as InvitationItem[]));
    next = out.LastEvaluatedKey;
    if (!next) break;
  }
  if (items.length > limit) {
    const kept = items.slice(0, limit);
    const last = kept[kept.length - 1]!;
    const order = keys.invitationOrder(communityId, last.status, last.invitedAt, last.email);
    const lastKey = {
      ...keys.invitation(communityId, last.email),
      ...(index === 'GSI1'
        ? { GSI1PK: order.GSI1PK, GSI1SK: order.GSI1SK }
        : { GSI2PK: order.GSI2PK, GSI2SK: order.GSI2SK }),
    };
    return { items: kept, lastKey };
  }
  return { items, ...(next ? { lastKey: next } : {}) };
}
