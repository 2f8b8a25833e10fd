import type { postSlugParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { getPost as get } from '../service.ts';

export async function getPost({ tenant, actor, params }: HandlerInput<{ params: typeof postSlugParamsSchema }>) {
  return { body: await get(tenant, actor, params.slug) };
}
