import type { reportActionBodySchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as service from '../service.ts';

export async function actOnReports({ tenant, actor, body }: HandlerInput<{ body: typeof reportActionBodySchema }>) {
  return { body: await service.actOnReports(tenant, actor, body) };
}
