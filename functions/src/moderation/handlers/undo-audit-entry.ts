import type { auditParamsSchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as service from '../service.ts';

export async function undoAuditEntry({ tenant, actor, params }: HandlerInput<{ params: typeof auditParamsSchema }>) {
  return { body: await service.undoAuditEntry(tenant, actor, params.entryId) };
}
