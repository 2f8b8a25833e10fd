import type { reportActionBodySchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as reports from '../reports.ts';

export async function actOnReports({ tenant, actor, body }: HandlerInput<{ body: typeof reportActionBodySchema }>) {
  return { body: await reports.actOnReports(tenant, actor, body) };
}
