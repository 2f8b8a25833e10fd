// The owner app's Reports, Audit Logs and Content Approval (owner-dashboard §2, /community-dashboard/*): each handler
// turns the request into the community's own (asCommunityStaff) and calls the same service modules as the community
// host's routes (Approve / Deny: the posts domain's own approval call).
import type {
  auditQuerySchema,
  communityAuditParamsSchema,
  communityModerationParamsSchema,
  reportActionBodySchema,
  reportsQuerySchema,
} from '@hearth/shared/schemas/moderation';
import type { approvalBodySchema } from '@hearth/shared/schemas/forum';
import type { communityPostParamsSchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import { setApproval } from '../../posts/moderate.ts';
import { asCommunityStaff } from '../owner-app.ts';
import * as auditLog from '../audit-log.ts';
import * as reports from '../reports.ts';

type Params = typeof communityModerationParamsSchema;

export async function listCommunityReports(input: HandlerInput<{ params: Params; query: typeof reportsQuerySchema }>) {
  const { tenant, actor } = await asCommunityStaff(input.tenant, input.actor, input.params.communityId);
  return { body: await reports.listReports(tenant, actor, input.query.status, input.query.cursor) };
}

export async function actOnCommunityReports(
  input: HandlerInput<{ params: Params; body: typeof reportActionBodySchema }>,
) {
  const { tenant, actor } = await asCommunityStaff(input.tenant, input.actor, input.params.communityId);
  return { body: await reports.actOnReports(tenant, actor, input.body) };
}

export async function listCommunityAuditLogs(input: HandlerInput<{ params: Params; query: typeof auditQuerySchema }>) {
  const { tenant, actor } = await asCommunityStaff(input.tenant, input.actor, input.params.communityId);
  return { body: await auditLog.listAuditLogs(tenant, actor, input.query.cursor) };
}

export async function undoCommunityAuditEntry(input: HandlerInput<{ params: typeof communityAuditParamsSchema }>) {
  const { tenant, actor } = await asCommunityStaff(input.tenant, input.actor, input.params.communityId);
  return { body: await auditLog.undoAuditEntry(tenant, actor, input.params.entryId) };
}

export async function setCommunityPostApproval(
  input: HandlerInput<{ params: typeof communityPostParamsSchema; body: typeof approvalBodySchema }>,
) {
  const { tenant, actor } = await asCommunityStaff(input.tenant, input.actor, input.params.communityId);
  return { body: await setApproval(tenant, actor, input.params.postId, input.body.approved) };
}
