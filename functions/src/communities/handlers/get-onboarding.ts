import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { getOnboarding as get } from '../../members/owner-onboarding.ts';

export async function getOnboarding(input: HandlerInput<object>) {
  return { body: await get(ownerRequest(input).actor) };
}
