import type { aiCompleteBodySchema, aiCompleteParamsSchema } from '@hearth/shared/schemas/ai';
import type { HandlerInput } from '../../platform/http/route.ts';
import { completeForStaff } from '../ai-assist.ts';

export async function completeCommunityAiText({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof aiCompleteParamsSchema; body: typeof aiCompleteBodySchema }>) {
  return { body: await completeForStaff(tenant, actor, params.communityId, body) };
}
