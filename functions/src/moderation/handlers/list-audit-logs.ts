import type { auditQuerySchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as service from '../service.ts';

export async function listAuditLogs({ tenant, actor, query }: HandlerInput<{ query: typeof auditQuerySchema }>) {
  return { body: await service.listAuditLogs(tenant, actor, query.cursor) };
}
