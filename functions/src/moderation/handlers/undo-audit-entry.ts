import type { auditParamsSchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as auditLog from '../audit-log.ts';

export async function undoAuditEntry({ tenant, actor, params }: HandlerInput<{ params: typeof auditParamsSchema }>) {
  return { body: await auditLog.undoAuditEntry(tenant, actor, params.entryId) };
}
