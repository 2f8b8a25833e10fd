import type { customDomainBodySchema } from '@hearth/shared/schemas/custom-domains';
import type { communityParamsSchema } from '@hearth/shared/schemas/params';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { addCustomDomain as add } from '../service.ts';

export async function addCustomDomain(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof customDomainBodySchema }>,
) {
  if (!input.actor) throw unauthenticated();
  return { body: await add(input.actor, input.params.communityId, input.body.customDomain) };
}
