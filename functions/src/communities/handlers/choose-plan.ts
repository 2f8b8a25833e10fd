import type { planChoiceSchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { choosePlan as choose } from '../../members/owner-onboarding.ts';

export async function choosePlan(input: HandlerInput<{ body: typeof planChoiceSchema }>) {
  return { body: await choose(ownerRequest(input).actor, input.body) };
}
