// Members' supporter subscriptions on a connected account (every call with `Stripe-Account`): customers (S1),
// Checkout with an inline monthly price and Hearth's application fee (S2), cancel at period end and resume (S3),
// retrieval (S4); the checkout page's pay / decline, and the renewal clock. Each change sends the Connect events
// Stripe sends, carrying `account`; each paid invoice adds its net to the account's pending balance.
import { invalidParam, noSuch } from './errors.ts';
import { type Params, boolean, first, integer, metadata, object, raise, required, text } from './api-ops.ts';
import { missingParam } from './errors.ts';
import {
  type ConnectCheckoutSession,
  type ConnectInvoice,
  type ConnectSubscription,
  type StoredAccount,
  applicationFee,
  processingFee,
} from './connect-model.ts';
import {
  connectCheckoutJson,
  connectCustomerJson,
  connectInvoiceJson,
  connectSubscriptionJson,
} from './connect-objects.ts';
import { addPending, advanceAccountClock, settleBalance } from './connect.ts';
import { addInterval } from './model.ts';
import type { StripeSimulator } from './simulator.ts';

const snapshot = (sub: ConnectSubscription) => connectSubscriptionJson(sub) as Record<string, unknown>;

function customerOf(account: StoredAccount, id: string, param = 'customer') {
  const customer = account.customers[id];
  if (!customer) throw noSuch('customer', id, param);
  return customer;
}

export function connectSubscriptionOf(account: StoredAccount, id: string, param = 'id') {
  const sub = account.subscriptions[id];
  if (!sub) throw noSuch('subscription', id, param);
  return sub;
}

/** The connected account holding a checkout session, with it; null when no account holds it. */
export function connectCheckoutOf(sim: StripeSimulator, sessionId: string) {
  for (const account of Object.values(sim.state.accounts)) {
    const session = account.checkoutSessions[sessionId];
    if (session) return { account, session };
  }
  return null;
}

/** S1: a customer on the connected account (the platform's customers are not its). */
export function createConnectCustomer(sim: StripeSimulator, account: StoredAccount, params: Params) {
  const customer = {
    id: sim.id('cus'),
    email: text(params, 'email') ?? null,
    metadata: metadata(params, 'metadata'),
    card: false,
    created: sim.tick(),
  };
  account.customers[customer.id] = customer;
  return connectCustomerJson(customer);
}

/** `line_items[0][price_data]`: a monthly price in a currency, with its product's name. */
function inlinePrice(sim: StripeSimulator, item: Params) {
  const name = 'line_items[0][price_data]';
  const data = object(item, 'price_data');
  if (!Object.keys(data).length) throw missingParam(name);
  const currency = required(data, 'currency', `${name}[currency]`).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam(`${name}[currency]`, `Invalid currency: ${currency}`);
  const unitAmount =
    integer(data, 'unit_amount', `${name}[unit_amount]`) ?? raise(missingParam(`${name}[unit_amount]`));
  if (unitAmount < 50) throw invalidParam(`${name}[unit_amount]`, 'The amount must be at least 50 cents.');
  const interval = required(object(data, 'recurring'), 'interval', `${name}[recurring][interval]`);
  if (interval !== 'month') throw invalidParam(`${name}[recurring][interval]`, 'The simulator sells monthly prices.');
  const productName = required(object(data, 'product_data'), 'name', `${name}[product_data][name]`);
  return { id: sim.id('price'), product: sim.id('prod'), productName, unitAmount, currency };
}

/** S2: Checkout for a monthly supporter subscription; the session's URL is the simulator's checkout page. */
export function createConnectCheckout(sim: StripeSimulator, account: StoredAccount, params: Params) {
  if (required(params, 'mode') !== 'subscription')
    throw invalidParam('mode', 'The simulator only sells subscriptions (mode=subscription).');
  const item = first(params, 'line_items') ?? raise(missingParam('line_items'));
  if ((integer(item, 'quantity', 'line_items[0][quantity]') ?? 1) !== 1)
    throw invalidParam('line_items[0][quantity]', 'The simulator sells a quantity of 1.');
  const price = inlinePrice(sim, item);
  const subscriptionData = object(params, 'subscription_data');
  const feeText = text(subscriptionData, 'application_fee_percent');
  const fee = feeText === undefined ? null : Number(feeText);
  if (fee !== null && !(Number.isFinite(fee) && fee >= 0 && fee <= 100))
    throw invalidParam('subscription_data[application_fee_percent]', 'The fee percent must be between 0 and 100.');
  const customer = customerOf(account, required(params, 'customer'));
  const session: ConnectCheckoutSession = {
    id: sim.id('cs_test'),
    customer: customer.id,
    clientReferenceId: text(params, 'client_reference_id') ?? null,
    price,
    applicationFeePercent: fee,
    subscriptionMetadata: metadata(subscriptionData, 'metadata'),
    metadata: metadata(params, 'metadata'),
    successUrl: required(params, 'success_url'),
    cancelUrl: text(params, 'cancel_url') ?? sim.appOrigin,
    status: 'open',
    subscription: null,
    invoice: null,
    declined: false,
    created: sim.tick(),
  };
  account.checkoutSessions[session.id] = session;
  return connectCheckoutJson(session, sim.appOrigin, customer.email);
}

export const retrieveConnectSubscription = (account: StoredAccount, id: string) =>
  connectSubscriptionJson(connectSubscriptionOf(account, id));

function emitSubscriptionUpdated(
  sim: StripeSimulator,
  account: StoredAccount,
  sub: ConnectSubscription,
  before: Record<string, unknown>,
) {
  const after = snapshot(sub);
  const previous = Object.fromEntries(
    Object.entries(before).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(after[key])),
  );
  if (Object.keys(previous).length) sim.emit('customer.subscription.updated', after, previous, account.id);
}

/** S3: `cancel_at_period_end` (true: ends at the period's end; false: resumed), and metadata. */
export function updateConnectSubscription(sim: StripeSimulator, account: StoredAccount, id: string, params: Params) {
  const sub = connectSubscriptionOf(account, id);
  const changes = Object.keys(params).filter((k) => k !== 'metadata' && k !== 'expand');
  if (sub.status === 'canceled' && changes.length)
    throw invalidParam(changes[0]!, 'A canceled subscription can only update its cancellation_details and metadata.');
  const cancel = boolean(params, 'cancel_at_period_end');
  const before = snapshot(sub);
  if (cancel !== undefined && cancel !== sub.cancelAtPeriodEnd) {
    sub.cancelAtPeriodEnd = cancel;
    sub.cancelAt = cancel ? sub.periodEnd : null;
    sub.canceledAt = cancel ? sim.tick() : null;
  }
  for (const [key, value] of Object.entries(metadata(params, 'metadata'))) {
    if (value === '') delete sub.metadata[key];
    else sub.metadata[key] = value;
  }
  emitSubscriptionUpdated(sim, account, sub, before);
  return connectSubscriptionJson(sub);
}

function createInvoice(
  sim: StripeSimulator,
  account: StoredAccount,
  sub: ConnectSubscription,
  billingReason: ConnectInvoice['billingReason'],
  period: { start: number; end: number },
): ConnectInvoice {
  const amount = sub.price.unitAmount;
  const invoice: ConnectInvoice = {
    id: sim.id('in'),
    customer: sub.customer,
    subscription: sub.id,
    status: 'open',
    billingReason,
    amount,
    currency: sub.price.currency,
    applicationFeeAmount: sub.applicationFeePercent === null ? null : applicationFee(amount, sub.applicationFeePercent),
    periodStart: period.start,
    periodEnd: period.end,
    attemptCount: 0,
    created: sim.tick(),
    paidAt: null,
  };
  account.invoices[invoice.id] = invoice;
  sub.latestInvoice = invoice.id;
  return invoice;
}

/** Charges an invoice to the member's card: `invoice.paid` (its net pending on the balance), or payment failed. */
function chargeInvoice(
  sim: StripeSimulator,
  account: StoredAccount,
  sub: ConnectSubscription,
  invoice: ConnectInvoice,
) {
  const paid = !sub.declineCard;
  invoice.attemptCount += 1;
  if (paid) {
    invoice.status = 'paid';
    invoice.paidAt = sim.tick();
    const net = invoice.amount - (invoice.applicationFeeAmount ?? 0) - processingFee(invoice.amount);
    addPending(
      account,
      { amount: net, currency: invoice.currency, invoice: invoice.id },
      Math.max(invoice.paidAt, account.clock),
    );
  }
  const email = account.customers[sub.customer]?.email ?? null;
  sim.emit(
    paid ? 'invoice.paid' : 'invoice.payment_failed',
    connectInvoiceJson(invoice, sub, email),
    undefined,
    account.id,
  );
  return paid;
}

/**
 * Pays an open member checkout with the test card: the subscription starts (incomplete, its first invoice paid with
 * Hearth's fee, then active), the session completes. Answers the success URL to send the browser to.
 */
export function payConnectCheckout(
  sim: StripeSimulator,
  account: StoredAccount,
  session: ConnectCheckoutSession,
): string {
  if (session.status !== 'open') throw invalidParam('session', 'This Checkout Session is no longer open.');
  const customer = customerOf(account, session.customer);
  customer.card = true;
  const at = sim.tick();
  const sub: ConnectSubscription = {
    id: sim.id('sub'),
    customer: customer.id,
    status: 'incomplete',
    price: session.price,
    itemId: sim.id('si'),
    applicationFeePercent: session.applicationFeePercent,
    created: at,
    periodStart: at,
    periodEnd: addInterval(at, 'month'),
    cancelAtPeriodEnd: false,
    cancelAt: null,
    canceledAt: null,
    endedAt: null,
    metadata: { ...session.subscriptionMetadata },
    latestInvoice: null,
    declineCard: false,
  };
  account.subscriptions[sub.id] = sub;
  const invoice = createInvoice(sim, account, sub, 'subscription_create', { start: at, end: at });
  sim.emit('customer.subscription.created', snapshot(sub), undefined, account.id);
  const before = snapshot(sub);
  chargeInvoice(sim, account, sub, invoice);
  sub.status = 'active';
  emitSubscriptionUpdated(sim, account, sub, before);
  session.status = 'complete';
  session.subscription = sub.id;
  session.invoice = invoice.id;
  session.declined = false;
  sim.emit(
    'checkout.session.completed',
    connectCheckoutJson(session, sim.appOrigin, customer.email),
    undefined,
    account.id,
  );
  return session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

/** A declined card at checkout: nothing is subscribed or charged, no event; the session stays open. */
export function declineConnectCheckout(session: ConnectCheckoutSession) {
  if (session.status !== 'open') throw invalidParam('session', 'This Checkout Session is no longer open.');
  session.declined = true;
}

/**
 * The member subscription's next renewal, now (the account's clock moves to the period's end, settling what was
 * pending): set to cancel → ended (`customer.subscription.deleted` with `ended_at`); otherwise what is still open
 * and the next period are charged — `invoice.paid` and active, or `invoice.payment_failed` and past_due.
 */
export function advanceConnectRenewal(sim: StripeSimulator, account: StoredAccount, sub: ConnectSubscription) {
  if (sub.status === 'canceled')
    throw invalidParam('subscription', 'This subscription is canceled: it has no renewal.');
  advanceAccountClock(sim, account, sub.periodEnd);
  if (sub.cancelAtPeriodEnd) {
    const at = sim.tick();
    sub.status = 'canceled';
    sub.endedAt = at;
    sub.canceledAt ??= at;
    sim.emit('customer.subscription.deleted', snapshot(sub), undefined, account.id);
    return;
  }
  const before = snapshot(sub);
  const open = Object.values(account.invoices).filter((i) => i.subscription === sub.id && i.status === 'open');
  const start = sub.periodEnd;
  const invoice = createInvoice(sim, account, sub, 'subscription_cycle', { start: sub.periodStart, end: start });
  sub.periodStart = start;
  sub.periodEnd = addInterval(start, 'month');
  const paid = [...open, invoice].map((i) => chargeInvoice(sim, account, sub, i)).every(Boolean);
  sub.status = paid ? 'active' : 'past_due';
  settleBalance(sim, account);
  emitSubscriptionUpdated(sim, account, sub, before);
}
