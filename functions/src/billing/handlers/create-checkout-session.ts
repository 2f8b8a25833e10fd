import type { checkoutBodySchema } from '@hearth/shared/schemas/billing';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../../communities/context.ts';
import { createCheckoutSession as create } from '../checkout.ts';
import { billingProvider } from '../stripe-provider.ts';

export async function createCheckoutSession(input: HandlerInput<{ body: typeof checkoutBodySchema }>) {
  return { status: 201, body: await create(ownerRequest(input), input.body, billingProvider()) };
}
