import type { aiCompleteBodySchema, aiCompleteParamsSchema } from '@hearth/shared/schemas/ai';
import type { HandlerInput } from '../../platform/http/route.ts';
import { completeForStaff, streamForStaff } from '../ai-assist.ts';

type Input = HandlerInput<{ params: typeof aiCompleteParamsSchema; body: typeof aiCompleteBodySchema }>;

export async function completeCommunityAiText({ tenant, actor, params, body }: Input) {
  return { body: await completeForStaff(tenant, actor, params.communityId, body) };
}

export async function streamCommunityAiText({ tenant, actor, params, body }: Input) {
  return { body: '', stream: await streamForStaff(tenant, actor, params.communityId, body) };
}
