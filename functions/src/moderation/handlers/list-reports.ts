import type { reportsQuerySchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as reports from '../reports.ts';

export async function listReports({ tenant, actor, query }: HandlerInput<{ query: typeof reportsQuerySchema }>) {
  return { body: await reports.listReports(tenant, actor, query.status, query.cursor) };
}
