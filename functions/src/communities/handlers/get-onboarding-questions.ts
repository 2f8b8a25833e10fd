import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { getForEditor } from '../onboarding-questions.ts';

export async function getOnboardingQuestions(input: HandlerInput<{ params: typeof communityParamsSchema }>) {
  return { body: await getForEditor(ownerRequest(input).actor, input.params.communityId) };
}
