import type { HandlerInput } from '../../platform/http/route.ts';
import { listForSignUp } from '../onboarding-questions.ts';

export async function listOnboardingQuestions(input: HandlerInput<object>) {
  return { body: await listForSignUp(input.tenant!.communityId) };
}
