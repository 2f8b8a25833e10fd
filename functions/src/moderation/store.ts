// The moderation domain's DynamoDB access patterns: reports (one item each, listed by status on GSI1). The audit log's
// entries are platform's (platform/audit.ts): every domain's staff action writes one, and moderation pages and undoes
// them through it.
import type { Report, ReportActionTaken } from '@hearth/shared/schemas/moderation';
import { batchGetItems } from '../platform/db/batch.ts';
import { db, tableName } from '../platform/db/client.ts';
import { keys } from '../platform/db/keys.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { type PageKey, queryIndexPage } from '../platform/db/query.ts';

/** A report as stored: the API's shape plus the subforum it belongs to (a subforum's moderators act on it). */
export interface ReportItem extends Omit<Report, 'reportedUser'> {
  communityId: string;
  subforumId: string | null;
  /** The author, kept so staff can act on the content; answered without the id when `anonymous`. */
  reportedUser: { id: string; name: string; anonymous?: boolean };
}

type Status = 'pending' | 'resolved';
const statusOf = (report: Pick<Report, 'actionTaken'>): Status =>
  report.actionTaken === 'pending' ? 'pending' : 'resolved';

const filedKey = (report: Pick<ReportItem, 'communityId' | 'reporter' | 'contentType' | 'postId' | 'commentId'>) =>
  keys.reportFiled(
    report.communityId,
    report.reporter.id,
    report.contentType,
    report.contentType === 'comment' ? report.commentId! : report.postId,
  );

/** The id of the last report a member filed on a post or comment, or null (GetItem, consistent). */
export async function getFiledReportId(
  report: Pick<ReportItem, 'communityId' | 'reporter' | 'contentType' | 'postId' | 'commentId'>,
): Promise<string | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: filedKey(report), ConsistentRead: true }),
  );
  return (out.Item?.reportId as string | undefined) ?? null;
}

/**
 * A new report in the Pending list, and the member's marker on the content pointing at it, as one transaction's
 * items. The marker's put holds only while it still names `previousId` (none yet, or the report found resolved), so
 * of two filings racing one wins and the other fails its condition.
 */
export function fileReportWrites(report: ReportItem, previousId: string | null): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...filedKey(report), type: 'REPORT_FILED', reportId: report.id },
        ...(previousId
          ? { ConditionExpression: 'reportId = :previous', ExpressionAttributeValues: { ':previous': previousId } }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.report(report.communityId, report.id),
          ...keys.reportList(report.communityId, 'pending', report.id),
          type: 'REPORT',
          ...report,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/** One report (GetItem, consistent), or null. */
export async function getReport(communityId: string, reportId: string): Promise<ReportItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.report(communityId, reportId), ConsistentRead: true }),
  );
  return (out.Item as ReportItem | undefined) ?? null;
}

/** A page of one status's reports, newest first (Query GSI1). */
export const queryReports = (communityId: string, status: Status, limit: number, startKey?: PageKey) =>
  queryIndexPage<ReportItem>('GSI1', reportListPartition(communityId, status), { limit, startKey });

/** The index partition a status's page reads, for checking a cursor against it. */
export const reportListPartition = (communityId: string, status: Status) =>
  keys.reportList(communityId, status, '').GSI1PK;

/** Reports by id (BatchGet, 100 at most per call; the batch helper pages beyond). */
export const getReports = (communityId: string, ids: string[]) =>
  batchGetItems<ReportItem>(ids.map((id) => keys.report(communityId, id)));

/** Resolves a pending report with the action taken, as a write fragment (fails if it was resolved meanwhile). */
export function resolveReportWrite(
  communityId: string,
  reportId: string,
  actionTaken: Exclude<ReportActionTaken, 'pending'>,
  at: string,
): TransactItem {
  const list = keys.reportList(communityId, statusOf({ actionTaken }), reportId);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.report(communityId, reportId),
      UpdateExpression: 'SET actionTaken = :a, resolvedAt = :at, GSI1PK = :p, GSI1SK = :s',
      ConditionExpression: 'actionTaken = :pending',
      ExpressionAttributeValues: {
        ':a': actionTaken,
        ':at': at,
        ':p': list.GSI1PK,
        ':s': list.GSI1SK,
        ':pending': 'pending',
      },
    },
  };
}

/** Records on a resolved report what an undo made of it (Unbanned, Content Republished…), as a write fragment. */
export function relabelReportWrite(
  communityId: string,
  reportId: string,
  actionTaken: ReportActionTaken,
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.report(communityId, reportId),
      UpdateExpression: 'SET actionTaken = :a',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':a': actionTaken },
    },
  };
}
