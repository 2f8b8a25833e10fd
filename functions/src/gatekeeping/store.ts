// The gatekeeping domain's items: the community's word filter (one item) and the registration requests of member
// approval (docs/data-model.md).
import { tableName } from '../platform/db/client.ts';
import { getItem } from '../platform/db/get.ts';
import { keys } from '../platform/db/keys.ts';
import { type TransactItem, TransactionConditionFailed, transactWrite } from '../platform/db/transact.ts';
import { type IndexPage, type PageKey, queryIndexPage } from '../platform/db/query.ts';

export interface WordFilterItem {
  communityId: string;
  /** Each word (normalized) with its variations. */
  words: Record<string, string[]>;
  useDefaultFilter: boolean;
  /** Bumped by every change: the compiled matcher is cached per (community, version). */
  version: number;
}

/** The community's word filter, or null before its first change (read by every post and comment write). */
export async function getWordFilter(communityId: string, consistent = true): Promise<WordFilterItem | null> {
  return getItem<WordFilterItem>(keys.wordFilter(communityId), { consistent });
}

/** Writes the next filter if nobody changed it since `previousVersion` was read (0: it did not exist). */
export async function putWordFilter(next: WordFilterItem, previousVersion: number): Promise<boolean> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.wordFilter(next.communityId), ...next },
          ConditionExpression: previousVersion === 0 ? 'attribute_not_exists(PK)' : '#v = :v',
          ...(previousVersion === 0
            ? {}
            : { ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': previousVersion } }),
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

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
