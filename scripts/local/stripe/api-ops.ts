// The Stripe API calls the billing adapter makes, answered from the simulator's state with Stripe's parameters
// (bracket-notation forms, parsed by the server into nested objects) and Stripe's refusals.
import { StripeApiError, invalidParam, missingParam, noSuch } from './errors.ts';
import {
  CATALOG,
  type StoredCheckoutSession,
  type StoredInvoice,
  type StoredLine,
  type StoredSubscription,
  addInterval,
} from './model.ts';
import {
  checkoutSessionJson,
  customerJson,
  invoiceJson,
  portalSessionJson,
  priceListJson,
  subscriptionJson,
} from './objects.ts';
import {
  chargeInvoice,
  createInvoice,
  customerOf,
  emitUpdated,
  periodLine,
  prorationLines,
  recurringPrice,
  setCancelAtPeriodEnd,
  snapshot,
  subscriptionOf,
} from './lifecycle.ts';
import type { StripeSimulator } from './simulator.ts';

export type Params = Record<string, unknown>;

export const text = (params: Params, key: string): string | undefined => {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidParam(key, `Invalid string: ${key}.`);
  return value;
};
export const required = (params: Params, key: string, name = key) => text(params, key) ?? raise(missingParam(name));
export const raise = (error: Error): never => {
  throw error;
};
export const object = (params: Params, key: string): Params => {
  const value = params[key];
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null) throw invalidParam(key, `Invalid object: ${key}.`);
  return value as Params;
};
/** `items[0]` parses as an array, or (past qs's array limit) as an object keyed by index. */
export const first = (params: Params, key: string): Params | undefined => {
  const value = params[key];
  if (value === undefined) return undefined;
  const entry = Array.isArray(value) ? value[0] : (value as Params)['0'];
  if (typeof entry !== 'object' || entry === null) throw invalidParam(`${key}[0]`, `Invalid object: ${key}[0].`);
  return entry as Params;
};
export const boolean = (params: Params, key: string): boolean | undefined => {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParam(key, `Invalid boolean: ${value}`);
  return value === 'true';
};
export const integer = (params: Params, key: string, name = key): number | undefined => {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidParam(name, `Invalid integer: ${value}`);
  return Number(value);
};
export const metadata = (params: Params, key: string): Record<string, string> =>
  Object.fromEntries(Object.entries(object(params, key)).map(([k, v]) => [k, String(v)]));

export function createCustomer(sim: StripeSimulator, params: Params) {
  const id = sim.id('cus');
  const customer = {
    id,
    email: text(params, 'email') ?? null,
    name: text(params, 'name') ?? null,
    metadata: metadata(params, 'metadata'),
    defaultPaymentMethod: null,
    created: sim.tick(),
  };
  sim.state.customers[id] = customer;
  return customerJson(customer);
}

export function listPrices(params: Params) {
  const raw = params.lookup_keys;
  const keys = raw === undefined ? null : typeof raw === 'object' && raw !== null ? Object.values(raw) : [raw];
  const active = boolean(params, 'active');
  const prices = CATALOG.filter((p) => (keys ? keys.includes(p.lookupKey) : true) && active !== false);
  return priceListJson(prices.slice(0, integer(params, 'limit') ?? 10));
}

export function createCheckoutSession(sim: StripeSimulator, params: Params) {
  const mode = required(params, 'mode');
  if (mode !== 'subscription')
    throw invalidParam('mode', 'The simulator only sells subscriptions (mode=subscription).');
  const item = first(params, 'line_items') ?? raise(missingParam('line_items'));
  const price = recurringPrice(required(item, 'price', 'line_items[0][price]'), 'line_items[0][price]');
  const quantity = integer(item, 'quantity', 'line_items[0][quantity]') ?? 1;
  if (quantity !== 1) throw invalidParam('line_items[0][quantity]', 'The simulator sells a quantity of 1.');
  const subscriptionData = object(params, 'subscription_data');
  const trialDays = integer(subscriptionData, 'trial_period_days', 'subscription_data[trial_period_days]') ?? null;
  if (trialDays !== null && (trialDays < 1 || trialDays > 730))
    throw invalidParam('subscription_data[trial_period_days]', 'Trial period days must be between 1 and 730.');
  const successUrl = required(params, 'success_url');
  const customerId = text(params, 'customer');
  const customer = customerId
    ? customerOf(sim, customerId)
    : createCustomer(sim, { email: text(params, 'customer_email') ?? '' });
  const session: StoredCheckoutSession = {
    id: sim.id('cs_test'),
    customer: customer.id,
    clientReferenceId: text(params, 'client_reference_id') ?? null,
    price: price.id,
    trialDays,
    subscriptionMetadata: metadata(subscriptionData, 'metadata'),
    metadata: metadata(params, 'metadata'),
    successUrl,
    cancelUrl: text(params, 'cancel_url') ?? sim.appOrigin,
    allowPromotionCodes: boolean(params, 'allow_promotion_codes') ?? false,
    status: 'open',
    subscription: null,
    invoice: null,
    created: sim.tick(),
  };
  sim.state.checkoutSessions[session.id] = session;
  return checkoutSessionJson(session, sim.appOrigin, customer.email);
}

export function retrieveSubscription(sim: StripeSimulator, id: string) {
  return subscriptionJson(subscriptionOf(sim, id));
}

/** The price change an update or a preview asks for: `items[0][price]` (with the item's id, when given). */
function requestedPrice(sub: StoredSubscription, params: Params, prefix: string) {
  const item = first(params, 'items');
  if (!item) return undefined;
  const itemId = text(item, 'id');
  if (itemId && itemId !== sub.itemId) throw noSuch('subscription item', itemId, `${prefix}items[0][id]`);
  const priceId = text(item, 'price');
  return priceId ? recurringPrice(priceId, `${prefix}items[0][price]`) : undefined;
}

function prorationDate(sim: StripeSimulator, sub: StoredSubscription, params: Params, name: string): number {
  const date = integer(params, 'proration_date', name) ?? sim.clock();
  if (date < sub.periodStart || date > sub.periodEnd)
    throw invalidParam(name, 'The proration date must be within the current billing period.');
  return date;
}

type Behavior = 'create_prorations' | 'always_invoice' | 'none';
const behaviorOf = (params: Params, name: string): Behavior => {
  const value = text(params, 'proration_behavior') ?? 'create_prorations';
  if (value !== 'create_prorations' && value !== 'always_invoice' && value !== 'none')
    throw invalidParam(name, `Invalid proration_behavior: ${value}`);
  return value;
};

/**
 * What a price change bills, and when: a change of interval (outside a trial) starts a new period now and invoices
 * it at once (credit for the unused time + the new period); otherwise the prorations wait for the next renewal
 * (`create_prorations`) or are invoiced now (`always_invoice`). A trial prorates nothing.
 */
function planChange(
  sim: StripeSimulator,
  sub: StoredSubscription,
  to: ReturnType<typeof recurringPrice>,
  at: number,
  behavior: Behavior,
) {
  const from = recurringPrice(sub.price, 'price');
  const trialing = sub.status === 'trialing';
  const prorations = trialing || behavior === 'none' || from.id === to.id ? [] : prorationLines(sim, sub, from, to, at);
  if (!trialing && from.interval !== to.interval) {
    const end = addInterval(at, to.interval);
    return {
      now: [...sub.pendingLines, ...prorations, periodLine(sim, to, at, end)],
      later: [],
      newPeriod: { start: at, end },
    };
  }
  if (behavior === 'always_invoice' && prorations.length)
    return { now: prorations, later: sub.pendingLines, newPeriod: null };
  return { now: [] as StoredLine[], later: [...sub.pendingLines, ...prorations], newPeriod: null };
}

export function updateSubscription(sim: StripeSimulator, id: string, params: Params) {
  const sub = subscriptionOf(sim, id);
  const changes = Object.keys(params).filter((k) => k !== 'metadata' && k !== 'expand');
  if (sub.status === 'canceled' && changes.length)
    throw invalidParam(changes[0]!, 'A canceled subscription can only update its cancellation_details and metadata.');
  const cancel = boolean(params, 'cancel_at_period_end');
  const price = requestedPrice(sub, params, '');
  const behavior = behaviorOf(params, 'proration_behavior');
  const at = price ? prorationDate(sim, sub, params, 'proration_date') : 0;
  const before = snapshot(sub);
  if (price && price.id !== sub.price) {
    const change = planChange(sim, sub, price, at, behavior);
    sub.price = price.id;
    sub.pendingLines = change.later;
    if (change.newPeriod) {
      const invoice = createInvoice(sim, sub, 'subscription_update', change.now, { start: at, end: at });
      sub.periodStart = change.newPeriod.start;
      sub.periodEnd = change.newPeriod.end;
      if (sub.cancelAtPeriodEnd) sub.cancelAt = sub.periodEnd;
      if (!chargeInvoice(sim, sub, invoice)) sub.status = 'past_due';
    } else if (change.now.length) {
      const invoice = createInvoice(sim, sub, 'subscription_update', change.now, { start: at, end: at });
      if (!chargeInvoice(sim, sub, invoice)) sub.status = 'past_due';
    }
  }
  if (cancel !== undefined) setCancelAtPeriodEnd(sim, sub, cancel);
  for (const [key, value] of Object.entries(metadata(params, 'metadata'))) {
    if (value === '') delete sub.metadata[key];
    else sub.metadata[key] = value;
  }
  emitUpdated(sim, sub, before);
  return subscriptionJson(sub);
}

/** `invoices.createPreview`: the invoice a subscription (with the asked change) would bill next. Changes nothing. */
export function previewInvoice(sim: StripeSimulator, params: Params) {
  const sub = subscriptionOf(sim, required(params, 'subscription'), 'subscription');
  const customer = text(params, 'customer');
  if (customer && customer !== sub.customer)
    throw invalidParam('customer', 'The subscription belongs to another customer.');
  const details = object(params, 'subscription_details');
  const price = requestedPrice(sub, details, 'subscription_details[');
  if (sub.status === 'canceled' || (sub.cancelAtPeriodEnd && !price))
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `No upcoming invoices for customer: ${sub.customer}`,
      'invoice_upcoming_none',
      'subscription',
    );
  const to = price ?? recurringPrice(sub.price, 'price');
  const at = prorationDate(sim, sub, details, 'subscription_details[proration_date]');
  const change = planChange(sim, sub, to, at, behaviorOf(details, 'subscription_details[proration_behavior]'));
  const preview: StoredInvoice = {
    id: `upcoming_in_${sub.id.slice(4)}`,
    customer: sub.customer,
    subscription: sub.id,
    status: 'open',
    billingReason: change.now.length ? 'subscription_update' : 'subscription_cycle',
    lines: change.now.length
      ? change.now
      : [...change.later, periodLine(sim, to, sub.periodEnd, addInterval(sub.periodEnd, to.interval))],
    periodStart: change.now.length ? at : sub.periodStart,
    periodEnd: change.now.length ? at : sub.periodEnd,
    attemptCount: 0,
    created: sim.clock(),
    paidAt: null,
  };
  return invoiceJson(preview, sub, sim.state.customers[sub.customer]?.email ?? null, true);
}

export function createPortalSession(sim: StripeSimulator, params: Params) {
  const customer = customerOf(sim, required(params, 'customer'));
  const session = {
    id: sim.id('bps'),
    customer: customer.id,
    returnUrl: text(params, 'return_url') ?? `${sim.appOrigin}/subscription`,
    created: sim.tick(),
  };
  sim.state.portalSessions[session.id] = session;
  return portalSessionJson(session, sim.appOrigin);
}
