// How a subscription lives in the simulator, as Stripe bills it: invoices charged to the card on file (or declined
// when the overview says so), renewals, trials ending, plan changes with prorations, cancellation at period end.
// Each change emits the events Stripe sends for it.
import { type StripeApiError, invalidParam, noSuch } from './errors.ts';
import {
  type CatalogPrice,
  type StoredCustomer,
  type StoredInvoice,
  type StoredLine,
  type StoredPaymentMethod,
  type StoredSubscription,
  addInterval,
  catalogPrice,
} from './model.ts';
import { invoiceJson, paymentMethodJson, subscriptionJson } from './objects.ts';
import type { StripeSimulator } from './simulator.ts';

export type TestCard = 'visa' | 'mastercard';
const TEST_CARDS: Record<TestCard, { last4: string }> = { visa: { last4: '4242' }, mastercard: { last4: '4444' } };

export function customerOf(sim: StripeSimulator, id: string, param = 'customer'): StoredCustomer {
  const customer = sim.state.customers[id];
  if (!customer) throw noSuch('customer', id, param);
  return customer;
}

export function subscriptionOf(sim: StripeSimulator, id: string, param = 'id'): StoredSubscription {
  const subscription = sim.state.subscriptions[id];
  if (!subscription) throw noSuch('subscription', id, param);
  return subscription;
}

/** A recurring price of the catalogue, or Stripe's refusal naming the parameter. */
export function recurringPrice(id: string, param: string): CatalogPrice {
  const price = catalogPrice(id);
  if (!price) throw noSuch('price', id, param);
  if (price.interval === 'lifetime') throw invalidParam(param, `The price '${id}' is not a recurring price.`);
  return price;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (at: number) => new Date(at * 1000).toISOString().slice(0, 10);

/** The line that charges one billing period of a price. */
export function periodLine(sim: StripeSimulator, price: CatalogPrice, start: number, end: number): StoredLine {
  const description = `1 × ${price.planLabel} (at ${dollars(price.unitAmount)} / ${price.interval})`;
  return { id: sim.id('il'), amount: price.unitAmount, description, price: price.id, proration: false, start, end };
}

/**
 * The prorations of a price change at `at`: a credit for the unused time on the old price and, when the billing
 * interval stays, a charge for the remaining time on the new one — each the period's share left, to the second.
 */
export function prorationLines(
  sim: StripeSimulator,
  sub: StoredSubscription,
  from: CatalogPrice,
  to: CatalogPrice,
  at: number,
): StoredLine[] {
  const span = sub.periodEnd - sub.periodStart;
  const left = span > 0 ? Math.min(Math.max(sub.periodEnd - at, 0), span) / span : 0;
  const credit: StoredLine = {
    id: sim.id('il'),
    amount: -Math.round(from.unitAmount * left),
    description: `Unused time on ${from.planLabel} (${from.interval}) after ${day(at)}`,
    price: from.id,
    proration: true,
    start: at,
    end: sub.periodEnd,
  };
  if (from.interval !== to.interval) return [credit];
  const charge: StoredLine = {
    id: sim.id('il'),
    amount: Math.round(to.unitAmount * left),
    description: `Remaining time on ${to.planLabel} (${to.interval}) after ${day(at)}`,
    price: to.id,
    proration: true,
    start: at,
    end: sub.periodEnd,
  };
  return [credit, charge];
}

export function attachCard(sim: StripeSimulator, customer: StoredCustomer, card: TestCard): StoredPaymentMethod {
  const created = sim.tick();
  const expiry = new Date(created * 1000);
  const pm: StoredPaymentMethod = {
    id: sim.id('pm'),
    customer: customer.id,
    brand: card,
    last4: TEST_CARDS[card].last4,
    expMonth: 12,
    expYear: expiry.getUTCFullYear() + 4,
    created,
  };
  sim.state.paymentMethods[pm.id] = pm;
  customer.defaultPaymentMethod = pm.id;
  sim.emit('payment_method.attached', paymentMethodJson(pm, customer.email));
  return pm;
}

export function createInvoice(
  sim: StripeSimulator,
  sub: StoredSubscription,
  billingReason: StoredInvoice['billingReason'],
  lines: StoredLine[],
  period: { start: number; end: number },
): StoredInvoice {
  const invoice: StoredInvoice = {
    id: sim.id('in'),
    customer: sub.customer,
    subscription: sub.id,
    status: 'open',
    billingReason,
    lines,
    periodStart: period.start,
    periodEnd: period.end,
    attemptCount: 0,
    created: sim.tick(),
    paidAt: null,
  };
  sim.state.invoices[invoice.id] = invoice;
  sub.latestInvoice = invoice.id;
  return invoice;
}

/** Charges an invoice to the subscription's card: `invoice.paid`, or `invoice.payment_failed` when it is declined. */
export function chargeInvoice(sim: StripeSimulator, sub: StoredSubscription, invoice: StoredInvoice): boolean {
  const amount = invoice.lines.reduce((sum, l) => sum + l.amount, 0);
  const card = sub.defaultPaymentMethod ?? sim.state.customers[sub.customer]?.defaultPaymentMethod ?? null;
  const paid = amount <= 0 || (card !== null && !sub.declineCard);
  invoice.attemptCount += 1;
  if (paid) {
    invoice.status = 'paid';
    invoice.paidAt = sim.tick();
  }
  const email = sim.state.customers[sub.customer]?.email ?? null;
  sim.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceJson(invoice, sub, email));
  return paid;
}

/** Charges what the subscription still owes (declined renewals), oldest first; true when nothing is left open. */
export function chargeOpenInvoices(sim: StripeSimulator, sub: StoredSubscription): boolean {
  const open = Object.values(sim.state.invoices).filter((i) => i.subscription === sub.id && i.status === 'open');
  return open.every((invoice) => chargeInvoice(sim, sub, invoice));
}

/** `customer.subscription.updated` with Stripe's `previous_attributes` (the changed fields' old values), if any. */
export function emitUpdated(sim: StripeSimulator, sub: StoredSubscription, before: Record<string, unknown>) {
  const after = subscriptionJson(sub) as Record<string, unknown>;
  const previous: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify(after[key])) previous[key] = value;
  }
  if (Object.keys(previous).length) sim.emit('customer.subscription.updated', after, previous);
}

export const snapshot = (sub: StoredSubscription) => subscriptionJson(sub) as Record<string, unknown>;

/** Ends the subscription now: `customer.subscription.deleted`. */
export function endSubscription(sim: StripeSimulator, sub: StoredSubscription) {
  const at = sim.tick();
  sub.status = 'canceled';
  sub.endedAt = at;
  sub.canceledAt ??= at;
  sub.cancelAt ??= at;
  sim.emit('customer.subscription.deleted', snapshot(sub));
}

export function setCancelAtPeriodEnd(sim: StripeSimulator, sub: StoredSubscription, cancel: boolean) {
  if (sub.cancelAtPeriodEnd === cancel) return;
  sub.cancelAtPeriodEnd = cancel;
  sub.cancelAt = cancel ? sub.periodEnd : null;
  sub.canceledAt = cancel ? sim.tick() : null;
}

/** Starts a new period from `start` and charges it (with what earlier plan changes left to bill): active or past_due. */
function billNewPeriod(sim: StripeSimulator, sub: StoredSubscription, start: number) {
  const price = recurringPrice(sub.price, 'price');
  const end = addInterval(start, price.interval);
  const lines = [...sub.pendingLines, periodLine(sim, price, start, end)];
  const invoice = createInvoice(sim, sub, 'subscription_cycle', lines, { start: sub.periodStart, end: sub.periodEnd });
  sub.pendingLines = [];
  sub.periodStart = start;
  sub.periodEnd = end;
  const paid = chargeInvoice(sim, sub, invoice) && chargeOpenInvoices(sim, sub);
  sub.status = paid ? 'active' : 'past_due';
}

const refuse = (message: string): StripeApiError => invalidParam('subscription', message);

/**
 * The subscription's next renewal, now: with cancel_at_period_end the subscription ends; otherwise the next period
 * (from the current period's end, or the trial's) is invoiced and charged.
 */
export function advanceToRenewal(sim: StripeSimulator, sub: StoredSubscription) {
  if (sub.status === 'canceled') throw refuse('This subscription is canceled: it has no renewal.');
  if (sub.cancelAtPeriodEnd) return endSubscription(sim, sub);
  const before = snapshot(sub);
  billNewPeriod(sim, sub, sub.periodEnd);
  emitUpdated(sim, sub, before);
}

/** Ends a trial now: the first paid period starts (or, when the subscription was to cancel, it ends). */
export function endTrialNow(sim: StripeSimulator, sub: StoredSubscription) {
  if (sub.status !== 'trialing') throw refuse('This subscription is not trialing.');
  if (sub.cancelAtPeriodEnd) return endSubscription(sim, sub);
  const before = snapshot(sub);
  const at = sim.tick();
  sub.trialEnd = at;
  sub.periodEnd = at;
  billNewPeriod(sim, sub, at);
  emitUpdated(sim, sub, before);
}

/** The portal's card update: the new card is attached, becomes the default and pays what is open. */
export function updateCard(sim: StripeSimulator, customer: StoredCustomer, card: TestCard) {
  const pm = attachCard(sim, customer, card);
  for (const sub of Object.values(sim.state.subscriptions)) {
    if (sub.customer !== customer.id || sub.status === 'canceled') continue;
    const before = snapshot(sub);
    sub.defaultPaymentMethod = pm.id;
    sub.declineCard = false;
    if (chargeOpenInvoices(sim, sub) && sub.status === 'past_due') sub.status = 'active';
    emitUpdated(sim, sub, before);
  }
}
