// The consumer that e-mails the owner a link to the customer portal when a subscription payment failed.
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { paymentFailedMail as mail } from '../payment-mail.ts';
import { billingProvider } from '../stripe-provider.ts';

export const paymentFailedMail: EventConsumer = {
  name: 'billing.payment-failed-mail',
  domain: 'billing',
  types: ['billing.payment-failed'],
  apply: (event) => mail(billingProvider())(event),
};
