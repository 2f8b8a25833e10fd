import type { memberParamsSchema } from '@hearth/shared/schemas/auth';
import { refusal } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { canSeeOnboardingAnswers } from '../policy.ts';
import { onboardingAnswersOf } from '../service.ts';

export async function getOnboardingAnswers(input: HandlerInput<{ params: typeof memberParamsSchema }>) {
  if (!canSeeOnboardingAnswers(input.actor)) throw refusal('ONBOARDING_ANSWERS_STAFF_ONLY');
  return { body: await onboardingAnswersOf(input.tenant!.communityId, input.params.memberId) };
}
