// Moderation (member-forum §2.10, §2.11, §7.4): reports, staff actions on members, the audit log and its undo.
import {
  actionResultSchema,
  auditPageSchema,
  auditParamsSchema,
  auditQuerySchema,
  bulkResultSchema,
  communityAuditParamsSchema,
  communityModerationParamsSchema,
  communityPostParamsSchema,
  createReportBodySchema,
  createReportResponseSchema,
  deleteContentBodySchema,
  deleteContentParamsSchema,
  memberActionBodySchema,
  memberActionParamsSchema,
  reportActionBodySchema,
  reportsPageSchema,
  reportsQuerySchema,
  undoResponseSchema,
} from '../schemas/moderation.ts';
import { approvalBodySchema, approvalResultSchema } from '../schemas/forum.ts';
import { endpoint } from './endpoint.ts';
import { moderationRoutes } from './routes.ts';

const signedIn = { tenancy: 'community', auth: 'user' } as const;

export const createReport = endpoint({
  ...moderationRoutes.createReport,
  summary:
    'A member reports a post or a comment (never their own); staff see it among the Pending reports. One open report per member and content: a repeat answers 200 with the report already open.',
  ...signedIn,
  request: { body: createReportBodySchema },
  response: createReportResponseSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

export const listReports = endpoint({
  ...moderationRoutes.listReports,
  summary: 'Staff: a page of 10 reports, Pending or Resolved, newest first (one Query).',
  ...signedIn,
  request: { query: reportsQuerySchema },
  response: reportsPageSchema,
  errors: [400, 401, 403],
});

export const actOnReports = endpoint({
  ...moderationRoutes.actOnReports,
  summary:
    'Staff: warn, time out or ban the reported members, delete the reported content, or ignore the reports (1-100 at once); a result per report.',
  ...signedIn,
  request: { body: reportActionBodySchema },
  response: bulkResultSchema,
  errors: [400, 401, 403],
});

export const actOnMember = endpoint({
  ...moderationRoutes.actOnMember,
  summary: 'Staff: warn, time out or permanently ban a member (never the owner, an admin, or anyone at or above them).',
  ...signedIn,
  request: { params: memberActionParamsSchema, body: memberActionBodySchema },
  response: actionResultSchema,
  errors: [400, 401, 403, 404],
});

export const deleteContent = endpoint({
  ...moderationRoutes.deleteContent,
  summary:
    "Staff: delete someone else's post or comment with a reason (logged; Audit Logs' Undo republishes it as it was).",
  ...signedIn,
  request: { params: deleteContentParamsSchema, body: deleteContentBodySchema },
  response: actionResultSchema,
  errors: [400, 401, 403, 404],
});

export const listAuditLogs = endpoint({
  ...moderationRoutes.listAuditLogs,
  summary: 'Staff: a page of 10 audit-log entries, newest first (one Query).',
  ...signedIn,
  request: { query: auditQuerySchema },
  response: auditPageSchema,
  errors: [400, 401, 403],
});

export const undoAuditEntry = endpoint({
  ...moderationRoutes.undoAuditEntry,
  summary:
    'Staff at or above the rank of who made the entry (403 UNDO_OUTRANKED): undoes it by its map (a ban by unban and back, a delete by republish and back, a staff edit by the revision it replaced); 409 when it no longer applies.',
  ...signedIn,
  request: { params: auditParamsSchema },
  response: undoResponseSchema,
  errors: [401, 403, 404, 409],
});

// The owner app's Community Manager (owner-dashboard §2: /community-dashboard/reports and /audit-logs): the same
// pages and actions for the community named in the path, for an owner-app account holding a staff record there.
const ownerApp = { tenancy: 'app', auth: 'user' } as const;

export const listCommunityReports = endpoint({
  ...moderationRoutes.listCommunityReports,
  summary: "Owner app: the named community's reports, as GET /api/v1/moderation/reports (404 without a staff record).",
  ...ownerApp,
  request: { params: communityModerationParamsSchema, query: reportsQuerySchema },
  response: reportsPageSchema,
  errors: [400, 401, 403, 404],
});

export const actOnCommunityReports = endpoint({
  ...moderationRoutes.actOnCommunityReports,
  summary: "Owner app: act on the named community's reports, as POST /api/v1/moderation/reports/actions.",
  ...ownerApp,
  request: { params: communityModerationParamsSchema, body: reportActionBodySchema },
  response: bulkResultSchema,
  errors: [400, 401, 403, 404],
});

export const listCommunityAuditLogs = endpoint({
  ...moderationRoutes.listCommunityAuditLogs,
  summary: "Owner app: the named community's audit log, as GET /api/v1/moderation/audit-logs.",
  ...ownerApp,
  request: { params: communityModerationParamsSchema, query: auditQuerySchema },
  response: auditPageSchema,
  errors: [400, 401, 403, 404],
});

export const undoCommunityAuditEntry = endpoint({
  ...moderationRoutes.undoCommunityAuditEntry,
  summary: "Owner app: undo an entry of the named community's audit log, as POST …/audit-logs/{entryId}/undo.",
  ...ownerApp,
  request: { params: communityAuditParamsSchema },
  response: undoResponseSchema,
  errors: [401, 403, 404, 409],
});

export const setCommunityPostApproval = endpoint({
  ...moderationRoutes.setCommunityPostApproval,
  summary:
    "Owner app: Content Approval's Approve / Deny of a post awaiting approval in the named community, as PUT " +
    '/api/v1/posts/{postId}/approval (404 without a staff record).',
  ...ownerApp,
  request: { params: communityPostParamsSchema, body: approvalBodySchema },
  response: approvalResultSchema,
  errors: [400, 401, 403, 404, 409],
});

export const moderationEndpoints = {
  createReport,
  listReports,
  actOnReports,
  actOnMember,
  deleteContent,
  listAuditLogs,
  undoAuditEntry,
  listCommunityReports,
  actOnCommunityReports,
  listCommunityAuditLogs,
  undoCommunityAuditEntry,
  setCommunityPostApproval,
};
