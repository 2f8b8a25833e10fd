import type { exportQuerySchema } from '@hearth/shared/schemas/account-data';
import type { HandlerInput } from '../../platform/http/route.ts';
import { exportPart } from '../export.ts';

export async function exportMyData({ tenant, actor, query }: HandlerInput<{ query: typeof exportQuerySchema }>) {
  return { body: await exportPart(tenant, actor, query.part, query.cursor) };
}
