import type { organizationSchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { saveOrganization as save } from '../../members/owner-onboarding.ts';

export async function saveOrganization(input: HandlerInput<{ body: typeof organizationSchema }>) {
  return { body: await save(ownerRequest(input).actor, input.body) };
}
