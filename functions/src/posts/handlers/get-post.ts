import type { postSlugParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as feed from '../feed.ts';

export async function getPost({ tenant, actor, params }: HandlerInput<{ params: typeof postSlugParamsSchema }>) {
  return { body: await feed.getPost(tenant, actor, params.slug) };
}
