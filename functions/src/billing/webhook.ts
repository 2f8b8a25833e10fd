// The payment provider's webhook: the signature over the raw body is checked, then the event is applied from its own
// payload (no call back to the provider, so a delivery is fast and any order or replay gives the same state). Each
// event id is recorded in the transaction of its effect; types billing does not handle are recorded and logged.
import { refusal } from '../platform/http/errors.ts';
import { logger } from '../platform/log.ts';
import { transactIfHeld } from '../platform/db/transact.ts';
import { applyBillingChange, type BillingTarget, paymentFailedItems } from './apply.ts';
import { type BillingChange, stampOf } from './model.ts';
import { type BillingProvider, type ProviderEvent, WebhookSignatureError } from './provider.ts';
import * as store from './store/billing.ts';
import {
  checkoutSessionFrom,
  invoiceSubscription,
  paymentMethodFrom,
  type SubscriptionMetadata,
  subscriptionFrom,
} from './stripe-shapes.ts';

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_method.attached',
] as const;

interface Routed {
  target: BillingTarget;
  change: BillingChange;
  subscriptionId: string | null;
  ownerMemberId: string | null;
}

/** The item a subscription's metadata names: its community, or the owner whose next community it waits for. */
const targetOf = (m: SubscriptionMetadata): BillingTarget | null =>
  m.communityId
    ? { kind: 'community', communityId: m.communityId }
    : m.ownerMemberId
      ? { kind: 'owner', ownerMemberId: m.ownerMemberId }
      : null;

/** What an event changes and where; null for a type billing does not handle or an object it cannot place. */
async function route(event: ProviderEvent): Promise<Routed | null> {
  const stamp = stampOf(event.created, event.id);
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionFrom(event.object);
      const target = subscription && targetOf(subscription.metadata);
      if (!subscription || !target) return null;
      const change: BillingChange = { kind: 'subscription', stamp, subscription };
      return { target, change, subscriptionId: subscription.id, ownerMemberId: subscription.metadata.ownerMemberId };
    }
    case 'checkout.session.completed': {
      const session = checkoutSessionFrom(event.object);
      const target = targetOf(session.metadata);
      if (!target) return null;
      const change: BillingChange = { kind: 'checkout', customerId: session.customerId, paid: session.paid };
      return { target, change, subscriptionId: session.subscriptionId, ownerMemberId: session.metadata.ownerMemberId };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const { subscriptionId, metadata } = invoiceSubscription(event.object);
      const target = targetOf(metadata);
      if (!subscriptionId || !target) return null;
      const change: BillingChange = { kind: 'invoice', stamp, subscriptionId, paid: event.type === 'invoice.paid' };
      return { target, change, subscriptionId, ownerMemberId: metadata.ownerMemberId };
    }
    case 'payment_method.attached': {
      const { customerId, card } = paymentMethodFrom(event.object);
      const ownerMemberId = customerId ? await store.customerOwner(customerId) : null;
      if (!ownerMemberId || !card) return null;
      return {
        target: { kind: 'owner', ownerMemberId },
        change: { kind: 'card', stamp, card },
        subscriptionId: null,
        ownerMemberId,
      };
    }
    default:
      return null;
  }
}

/** Verifies a delivery and applies its event once; answers whether it was a replay. */
export async function receiveWebhook(provider: BillingProvider, rawBody: string, signature: string | undefined) {
  let event: ProviderEvent;
  try {
    event = await provider.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      logger.warn('webhook signature refused', { reason: error.message });
      throw refusal('WEBHOOK_SIGNATURE_INVALID');
    }
    throw error;
  }
  return { received: true as const, duplicate: (await applyEvent(event)) === 'duplicate' };
}

/** Applies a verified event: its change in order, with its mark; an event billing cannot use is only marked. */
export async function applyEvent(event: ProviderEvent): Promise<'applied' | 'unchanged' | 'duplicate'> {
  const routed = await route(event);
  const log = { eventId: event.id, type: event.type };
  if (!routed) {
    logger.info('webhook event not applied (type not handled, or nothing of ours)', log);
    return (await transactIfHeld([store.providerEventMark(event.id, event.type)])) ? 'unchanged' : 'duplicate';
  }
  const { outcome } = await applyBillingChange(routed.target, routed.change, routed.subscriptionId, {
    event,
    ...(event.type === 'invoice.payment_failed' ? { also: paymentFailedItems(event.id, routed.ownerMemberId) } : {}),
  });
  logger.info('webhook event', { ...log, outcome });
  return outcome;
}
