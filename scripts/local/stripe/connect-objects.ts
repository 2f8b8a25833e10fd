// The Stripe-shaped JSON of Connect: Express accounts, onboarding links, a connected account's balance, and the
// customers, checkout sessions, subscriptions and invoices of members' supporter subscriptions on it (an inline
// monthly price, Hearth's application fee). Shapes of the API version the installed SDK pins; defaults elsewhere.
import type {
  ConnectCheckoutSession,
  ConnectCustomer,
  ConnectInvoice,
  ConnectPrice,
  ConnectSubscription,
  StoredAccount,
  StoredAccountLink,
} from './connect-model.ts';

const list = <T>(url: string, data: T[]) => ({ object: 'list' as const, data, has_more: false, url });

export function accountJson(a: StoredAccount) {
  const capability = (name: string) =>
    a.capabilitiesRequested.includes(name) ? (a.chargesEnabled ? 'active' : 'inactive') : undefined;
  const capabilities = Object.fromEntries(
    ['card_payments', 'transfers'].map((name) => [name, capability(name)]).filter(([, v]) => v !== undefined),
  );
  const due = a.detailsSubmitted ? [] : ['external_account', 'individual.dob.day', 'tos_acceptance.date'];
  return {
    id: a.id,
    object: 'account',
    business_profile: { mcc: null, name: null, product_description: null, support_email: null, url: null },
    business_type: null,
    capabilities,
    charges_enabled: a.chargesEnabled,
    controller: { type: 'application', is_controller: true },
    country: a.country,
    created: a.created,
    default_currency: a.country === 'US' ? 'usd' : null,
    details_submitted: a.detailsSubmitted,
    email: a.email,
    metadata: a.metadata,
    payouts_enabled: a.payoutsEnabled,
    requirements: {
      alternatives: [],
      current_deadline: null,
      currently_due: due,
      disabled_reason: a.detailsSubmitted ? null : 'requirements.past_due',
      errors: [],
      eventually_due: due,
      past_due: due,
      pending_verification: [],
    },
    settings: { payouts: { schedule: { delay_days: 2, interval: 'daily' } } },
    type: 'express',
  };
}

export function accountLinkJson(link: StoredAccountLink, appOrigin: string) {
  return {
    object: 'account_link',
    created: link.created,
    expires_at: link.expiresAt,
    url: `${appOrigin}/_dev/stripe/connect/onboarding/${link.id}`,
  };
}

/** Amounts by currency as Stripe lists them (a zero entry in the account's currency when there is nothing). */
function amounts(byCurrency: Record<string, number>, fallback: string) {
  const entries = Object.entries(byCurrency);
  const listed = entries.length ? entries : [[fallback, 0] as const];
  return listed.map(([currency, amount]) => ({ amount, currency, source_types: { card: amount } }));
}

export function balanceJson(a: StoredAccount) {
  const pending: Record<string, number> = {};
  for (const p of a.pending) pending[p.currency] = (pending[p.currency] ?? 0) + p.amount;
  const fallback = a.country === 'US' ? 'usd' : 'eur';
  return {
    object: 'balance',
    available: amounts(a.available, fallback),
    connect_reserved: [],
    livemode: false,
    pending: amounts(pending, fallback),
  };
}

/** The platform account's own balance: the application fees it collected, available at once. */
export function platformBalanceJson(fees: Record<string, number>) {
  return {
    object: 'balance',
    available: amounts(fees, 'usd'),
    connect_reserved: [],
    livemode: false,
    pending: amounts({}, 'usd'),
  };
}

export function connectCustomerJson(c: ConnectCustomer) {
  return {
    id: c.id,
    object: 'customer',
    balance: 0,
    created: c.created,
    currency: null,
    delinquent: false,
    description: null,
    email: c.email,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: c.metadata,
    name: null,
    test_clock: null,
  };
}

function priceJson(p: ConnectPrice, created: number) {
  return {
    id: p.id,
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created,
    currency: p.currency,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: p.product,
    recurring: { interval: 'month', interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: p.unitAmount,
    unit_amount_decimal: String(p.unitAmount),
  };
}

export function connectSubscriptionJson(s: ConnectSubscription) {
  const item = {
    id: s.itemId,
    object: 'subscription_item',
    created: s.created,
    current_period_end: s.periodEnd,
    current_period_start: s.periodStart,
    metadata: {},
    price: priceJson(s.price, s.created),
    quantity: 1,
    subscription: s.id,
  };
  return {
    id: s.id,
    object: 'subscription',
    application: 'ca_hearth_local',
    application_fee_percent: s.applicationFeePercent,
    billing_cycle_anchor: s.periodStart,
    cancel_at: s.cancelAt,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    canceled_at: s.canceledAt,
    cancellation_details: {
      comment: null,
      feedback: null,
      reason: s.canceledAt === null ? null : 'cancellation_requested',
    },
    collection_method: 'charge_automatically',
    created: s.created,
    currency: s.price.currency,
    customer: s.customer,
    default_payment_method: null,
    ended_at: s.endedAt,
    items: { ...list(`/v1/subscription_items?subscription=${s.id}`, [item]), total_count: 1 },
    latest_invoice: s.latestInvoice,
    livemode: false,
    metadata: s.metadata,
    start_date: s.created,
    status: s.status,
    test_clock: null,
    trial_end: null,
    trial_start: null,
  };
}

export function connectInvoiceJson(inv: ConnectInvoice, sub: ConnectSubscription, email: string | null) {
  const paid = inv.status === 'paid';
  return {
    id: inv.id,
    object: 'invoice',
    amount_due: inv.amount,
    amount_paid: paid ? inv.amount : 0,
    amount_remaining: paid ? 0 : inv.amount,
    application_fee_amount: inv.applicationFeeAmount,
    attempt_count: inv.attemptCount,
    attempted: inv.attemptCount > 0,
    billing_reason: inv.billingReason,
    collection_method: 'charge_automatically',
    created: inv.created,
    currency: inv.currency,
    customer: inv.customer,
    customer_email: email,
    lines: {
      ...list(`/v1/invoices/${inv.id}/lines`, [
        {
          id: `il_${inv.id.slice(3)}`,
          object: 'line_item',
          amount: inv.amount,
          currency: inv.currency,
          description: `1 × ${sub.price.productName} (at ${inv.amount} ${inv.currency} / month)`,
          period: { start: inv.periodStart, end: inv.periodEnd },
          quantity: 1,
        },
      ]),
      total_count: 1,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: paid ? null : inv.periodEnd,
    parent: {
      quote_details: null,
      subscription_details: { metadata: sub.metadata, subscription: sub.id },
      type: 'subscription_details',
    },
    period_end: inv.periodEnd,
    period_start: inv.periodStart,
    status: inv.status,
    status_transitions: {
      finalized_at: inv.created,
      marked_uncollectible_at: null,
      paid_at: inv.paidAt,
      voided_at: null,
    },
    subtotal: inv.amount,
    total: inv.amount,
  };
}

export function connectCheckoutJson(s: ConnectCheckoutSession, appOrigin: string, email: string | null) {
  return {
    id: s.id,
    object: 'checkout.session',
    amount_subtotal: s.price.unitAmount,
    amount_total: s.price.unitAmount,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    created: s.created,
    currency: s.price.currency,
    customer: s.customer,
    customer_details: email ? { email, name: null, phone: null, tax_exempt: 'none', tax_ids: [] } : null,
    expires_at: s.created + 86_400,
    invoice: s.invoice,
    livemode: false,
    metadata: s.metadata,
    mode: 'subscription',
    payment_method_types: ['card'],
    payment_status: s.status === 'open' ? 'unpaid' : 'paid',
    status: s.status,
    subscription: s.subscription,
    success_url: s.successUrl,
    ui_mode: 'hosted',
    url: s.status === 'open' ? `${appOrigin}/_dev/stripe/checkout/${s.id}` : null,
  };
}
