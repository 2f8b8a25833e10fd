import type { createReportBodySchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as reports from '../reports.ts';

export async function createReport({ tenant, actor, body }: HandlerInput<{ body: typeof createReportBodySchema }>) {
  const { created, ...report } = await reports.createReport(tenant, actor, body);
  // A repeat of a report still open answers with that report: nothing new was created.
  return { status: created ? 201 : 200, body: report };
}
