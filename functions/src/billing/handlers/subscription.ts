// /subscription's routes: the details, the plan-change preview and change, cancel, renew and the portal.
import type { changePlanBodySchema, planPreviewQuerySchema } from '@hearth/shared/schemas/billing';
import type { communityParamsSchema } from '@hearth/shared/schemas/params';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../../communities/context.ts';
import { billingProvider } from '../stripe-provider.ts';
import * as subscription from '../subscription.ts';

type Params = { params: typeof communityParamsSchema };

export async function getSubscriptionDetails(input: HandlerInput<Params>) {
  return { body: await subscription.getSubscriptionDetails(ownerRequest(input).actor, input.params.communityId) };
}

export async function previewPlanChange(input: HandlerInput<Params & { query: typeof planPreviewQuerySchema }>) {
  const { actor } = ownerRequest(input);
  const body = await subscription.previewPlanChange(
    actor,
    input.params.communityId,
    input.query.priceId,
    billingProvider(),
  );
  return { body };
}

export async function changePlan(input: HandlerInput<Params & { body: typeof changePlanBodySchema }>) {
  const { actor } = ownerRequest(input);
  const body = await subscription.changePlan(actor, input.params.communityId, input.body.priceId, billingProvider());
  return { body };
}

export async function cancelSubscription(input: HandlerInput<Params>) {
  const { actor } = ownerRequest(input);
  return { body: await subscription.cancelSubscription(actor, input.params.communityId, billingProvider()) };
}

export async function renewSubscription(input: HandlerInput<Params>) {
  const { actor } = ownerRequest(input);
  return { body: await subscription.renewSubscription(actor, input.params.communityId, billingProvider()) };
}

export async function createPortalSession(input: HandlerInput<Params>) {
  const { actor, host } = ownerRequest(input);
  const body = await subscription.createPortalSession(actor, host, input.params.communityId, billingProvider());
  return { status: 201, body };
}
