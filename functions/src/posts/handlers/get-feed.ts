import type { feedQuerySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { getFeed as feed } from '../service.ts';

export async function getFeed({ tenant, actor, query }: HandlerInput<{ query: typeof feedQuerySchema }>) {
  return { body: await feed(tenant, actor, query) };
}
