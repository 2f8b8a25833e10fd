import type { communityMemberParamsSchema } from '@hearth/shared/schemas/onboarding-questions';
import type { HandlerInput } from '../../platform/http/route.ts';
import { onboardingAnswersFor } from '../service.ts';

export async function getOnboardingAnswers(input: HandlerInput<{ params: typeof communityMemberParamsSchema }>) {
  return { body: await onboardingAnswersFor(input.actor!, input.params.communityId, input.params.memberId) };
}
