import type { createCommunityBodySchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { paidPlanOfNewCommunity } from '../../billing/new-community.ts';
import { billingProvider } from '../../billing/stripe-provider.ts';
import { ownerOfNewCommunity } from '../../members/service.ts';
import { createCommunity as create } from '../service.ts';

export async function createCommunity(input: HandlerInput<{ body: typeof createCommunityBodySchema }>) {
  const body = await create(
    ownerRequest(input),
    input.body,
    ownerOfNewCommunity,
    paidPlanOfNewCommunity(billingProvider()),
  );
  return { status: 201, body };
}
