// Checkout paid with the test card, as Stripe completes a subscription Checkout Session; and subscriptions the demo
// seed puts in place directly (no events), then announces with the events Stripe would have sent for them.
import { invalidParam, noSuch } from './errors.ts';
import {
  addDays,
  addInterval,
  type StoredCheckoutSession,
  type StoredSubscription,
  type SubscriptionStatus,
} from './model.ts';
import { checkoutSessionJson, paymentMethodJson, subscriptionJson } from './objects.ts';
import {
  attachCard,
  chargeInvoice,
  createInvoice,
  customerOf,
  emitUpdated,
  periodLine,
  recurringPrice,
  snapshot,
  subscriptionOf,
} from './lifecycle.ts';
import type { StripeSimulator } from './simulator.ts';

export function checkoutSessionOf(sim: StripeSimulator, id: string): StoredCheckoutSession {
  const session = sim.state.checkoutSessions[id];
  if (!session) throw noSuch('checkout session', id);
  return session;
}

/**
 * Pays an open Checkout Session with the test card (Visa 4242): the card is attached, the subscription starts
 * (trialing with a trial, else incomplete until its first invoice is paid, then active), the session completes.
 * Answers where the browser goes next: the success URL with `{CHECKOUT_SESSION_ID}` filled in.
 */
export function payCheckout(sim: StripeSimulator, sessionId: string): string {
  const session = checkoutSessionOf(sim, sessionId);
  if (session.status !== 'open') throw invalidParam('session', 'This Checkout Session is no longer open.');
  const customer = customerOf(sim, session.customer);
  const price = recurringPrice(session.price, 'price');
  const card = attachCard(sim, customer, 'visa');
  const at = sim.tick();
  const trialEnd = session.trialDays ? addDays(at, session.trialDays) : null;
  const sub: StoredSubscription = {
    id: sim.id('sub'),
    customer: customer.id,
    status: trialEnd ? 'trialing' : 'incomplete',
    price: price.id,
    itemId: sim.id('si'),
    created: at,
    periodStart: at,
    periodEnd: trialEnd ?? addInterval(at, price.interval),
    trialStart: trialEnd ? at : null,
    trialEnd,
    cancelAtPeriodEnd: false,
    cancelAt: null,
    canceledAt: null,
    endedAt: null,
    defaultPaymentMethod: card.id,
    metadata: { ...session.subscriptionMetadata },
    latestInvoice: null,
    pendingLines: [],
    declineCard: false,
  };
  sim.state.subscriptions[sub.id] = sub;
  const line = trialEnd
    ? { ...periodLine(sim, price, at, trialEnd), amount: 0, description: `Free trial for ${price.planLabel}` }
    : periodLine(sim, price, at, sub.periodEnd);
  const invoice = createInvoice(sim, sub, 'subscription_create', [line], { start: at, end: at });
  sim.emit('customer.subscription.created', subscriptionJson(sub));
  const before = snapshot(sub);
  chargeInvoice(sim, sub, invoice);
  if (!trialEnd) {
    sub.status = 'active';
    emitUpdated(sim, sub, before);
  }
  session.status = 'complete';
  session.subscription = sub.id;
  session.invoice = invoice.id;
  sim.emit('checkout.session.completed', checkoutSessionJson(session, sim.appOrigin, customer.email));
  return session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

export interface SeededSubscription {
  customer: { id: string; email: string; metadata?: Record<string, string> };
  subscription: {
    id: string;
    /** The catalogue price's lookup key (`hearth_professional_month`). */
    lookupKey: string;
    status: SubscriptionStatus;
    /** Seconds: the current period's end (the trial's end when trialing). */
    periodEnd: number;
    cancelAtPeriodEnd?: boolean;
    metadata?: Record<string, string>;
  };
  /** A Visa 4242 on file (the default), or none. */
  card?: boolean;
}

/** Puts a customer and a subscription in place with the ids given, unless they exist; sends no event. */
export function seedSubscription(sim: StripeSimulator, input: SeededSubscription): StoredSubscription {
  const existing = sim.state.subscriptions[input.subscription.id];
  if (existing) return existing;
  const at = sim.tick();
  const { customer: c, subscription: s } = input;
  const price = recurringPrice(`price_${s.lookupKey}`, 'lookupKey');
  sim.state.customers[c.id] ??= {
    id: c.id,
    email: c.email,
    name: null,
    metadata: c.metadata ?? {},
    defaultPaymentMethod: null,
    created: at,
  };
  const customer = sim.state.customers[c.id]!;
  if (input.card !== false && !customer.defaultPaymentMethod) {
    const pm = {
      id: `pm_${c.id}_visa`,
      customer: c.id,
      brand: 'visa' as const,
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      created: at,
    };
    sim.state.paymentMethods[pm.id] = pm;
    customer.defaultPaymentMethod = pm.id;
  }
  const trialing = s.status === 'trialing';
  // A paid period ends one interval after it started; a trial started now.
  const periodStart = trialing ? Math.min(at, s.periodEnd) : addInterval(s.periodEnd, price.interval, -1);
  const sub: StoredSubscription = {
    id: s.id,
    customer: c.id,
    status: s.status,
    price: price.id,
    itemId: `si_${s.id.replace(/^sub_/, '')}`,
    created: periodStart,
    periodStart,
    periodEnd: s.periodEnd,
    trialStart: trialing ? periodStart : null,
    trialEnd: trialing ? s.periodEnd : null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd ?? false,
    cancelAt: s.cancelAtPeriodEnd ? s.periodEnd : null,
    canceledAt: s.cancelAtPeriodEnd || s.status === 'canceled' ? at : null,
    endedAt: s.status === 'canceled' ? at : null,
    defaultPaymentMethod: customer.defaultPaymentMethod,
    metadata: { ...(s.metadata ?? {}) },
    latestInvoice: null,
    pendingLines: [],
    declineCard: false,
  };
  sim.state.subscriptions[sub.id] = sub;
  if (s.status === 'past_due') {
    const invoice = createInvoice(sim, sub, 'subscription_cycle', [periodLine(sim, price, periodStart, s.periodEnd)], {
      start: periodStart,
      end: periodStart,
    });
    invoice.attemptCount = 1;
  }
  return sub;
}

/**
 * The events Stripe sends for a subscription that exists: its customer's card attached (when there is one) and the
 * subscription created as it now is. The demo seed announces what it seeded this way, so the platform's side is made
 * by the webhook from these events, as for a subscription paid in the browser.
 */
export function announceSubscription(sim: StripeSimulator, subscriptionId: string): void {
  const sub = subscriptionOf(sim, subscriptionId);
  const customer = customerOf(sim, sub.customer);
  const card = customer.defaultPaymentMethod ? sim.state.paymentMethods[customer.defaultPaymentMethod] : undefined;
  if (card) sim.emit('payment_method.attached', paymentMethodJson(card, customer.email));
  sim.emit('customer.subscription.created', subscriptionJson(sub));
}
