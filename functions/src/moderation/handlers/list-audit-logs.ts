import type { auditQuerySchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as auditLog from '../audit-log.ts';

export async function listAuditLogs({ tenant, actor, query }: HandlerInput<{ query: typeof auditQuerySchema }>) {
  return { body: await auditLog.listAuditLogs(tenant, actor, query.cursor) };
}
