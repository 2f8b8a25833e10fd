import type { HandlerInput } from '../../platform/http/route.ts';
import { billingProvider } from '../stripe-provider.ts';
import { receiveWebhook } from '../webhook.ts';

export async function stripeWebhook({ rawBody, event }: HandlerInput<object>) {
  return { body: await receiveWebhook(billingProvider(), rawBody ?? '', event.headers['stripe-signature']) };
}
