import type { createReportBodySchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as service from '../service.ts';

export async function createReport({ tenant, actor, body }: HandlerInput<{ body: typeof createReportBodySchema }>) {
  return { status: 201, body: await service.createReport(tenant, actor, body) };
}
