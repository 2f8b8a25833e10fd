import type { aiCompleteBodySchema } from '@hearth/shared/schemas/ai';
import type { HandlerInput } from '../../platform/http/route.ts';
import { completeForMember, streamForMember } from '../ai-assist.ts';

export async function completeAiText({ tenant, actor, body }: HandlerInput<{ body: typeof aiCompleteBodySchema }>) {
  return { body: await completeForMember(tenant, actor, body) };
}

export async function streamAiText({ tenant, actor, body }: HandlerInput<{ body: typeof aiCompleteBodySchema }>) {
  return { body: '', stream: await streamForMember(tenant, actor, body) };
}
