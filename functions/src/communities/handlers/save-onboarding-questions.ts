import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { saveOnboardingQuestionsBodySchema } from '@hearth/shared/schemas/onboarding-questions';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { saveForEditor } from '../onboarding-questions.ts';

export async function saveOnboardingQuestions(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof saveOnboardingQuestionsBodySchema }>,
) {
  return { body: await saveForEditor(ownerRequest(input).actor, input.params.communityId, input.body) };
}
