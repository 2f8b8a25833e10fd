import type { legalPageParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { getLegalPage as page } from '../../posts/frame.ts';

export async function getLegalPage({ tenant, actor, params }: HandlerInput<{ params: typeof legalPageParamsSchema }>) {
  return { body: await page(tenant, actor, params.page) };
}
