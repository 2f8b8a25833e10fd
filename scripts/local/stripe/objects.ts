// The Stripe-shaped JSON the simulator answers and sends: what the API version the installed `stripe` package pins
// returns for customers, prices, checkout and portal sessions, subscriptions, invoices and payment methods. Only the
// fields a client may read are filled; the rest are Stripe's defaults (null, false, empty lists).
import {
  type CatalogPrice,
  CURRENCY,
  type StoredCheckoutSession,
  type StoredCustomer,
  type StoredInvoice,
  type StoredLine,
  type StoredPaymentMethod,
  type StoredPortalSession,
  type StoredSubscription,
  addDays,
  catalogPrice,
} from './model.ts';

const list = <T>(url: string, data: T[]) => ({ object: 'list' as const, data, has_more: false, url });

export function priceJson(price: CatalogPrice) {
  const recurring =
    price.interval === 'lifetime'
      ? null
      : {
          interval: price.interval,
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        };
  return {
    id: price.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: 1_700_000_000,
    currency: CURRENCY,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: {},
    nickname: `${price.planLabel} (${price.interval})`,
    product: price.product,
    recurring,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
  };
}

export const priceListJson = (prices: CatalogPrice[]) => list('/v1/prices', prices.map(priceJson));

export function customerJson(c: StoredCustomer) {
  return {
    id: c.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: c.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: c.email,
    invoice_prefix: c.id.slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: c.defaultPaymentMethod,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: c.metadata,
    name: c.name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function paymentMethodJson(pm: StoredPaymentMethod, email: string | null) {
  return {
    id: pm.id,
    object: 'payment_method',
    allow_redisplay: 'always',
    billing_details: { address: null, email, name: null, phone: null, tax_id: null },
    card: {
      brand: pm.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: pm.brand,
      exp_month: pm.expMonth,
      exp_year: pm.expYear,
      fingerprint: `fp_${pm.brand}_${pm.last4}`,
      funding: 'credit',
      last4: pm.last4,
      networks: { available: [pm.brand], preferred: null },
      wallet: null,
    },
    created: pm.created,
    customer: pm.customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export function subscriptionJson(s: StoredSubscription) {
  const price = catalogPrice(s.price);
  const item = {
    id: s.itemId,
    object: 'subscription_item',
    created: s.created,
    current_period_end: s.periodEnd,
    current_period_start: s.periodStart,
    discounts: [],
    metadata: {},
    price: price ? priceJson(price) : null,
    quantity: 1,
    subscription: s.id,
    tax_rates: [],
  };
  return {
    id: s.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: s.periodStart,
    billing_cycle_anchor_config: null,
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
    currency: CURRENCY,
    customer: s.customer,
    days_until_due: null,
    default_payment_method: s.defaultPaymentMethod,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: s.endedAt,
    items: { ...list(`/v1/subscription_items?subscription=${s.id}`, [item]), total_count: 1 },
    latest_invoice: s.latestInvoice,
    livemode: false,
    metadata: s.metadata,
    pause_collection: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: s.created,
    status: s.status,
    test_clock: null,
    trial_end: s.trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: s.trialStart,
  };
}

function lineJson(line: StoredLine, invoice: string | null, subscription: StoredSubscription) {
  const price = catalogPrice(line.price);
  return {
    id: line.id,
    object: 'line_item',
    amount: line.amount,
    currency: CURRENCY,
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: line.proration,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: subscription.itemId,
      },
      type: 'subscription_item_details',
    },
    period: { end: line.end, start: line.start },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: line.price, product: price?.product ?? null },
      type: 'price_details',
      unit_amount_decimal: String(price?.unitAmount ?? line.amount),
    },
    quantity: 1,
    subscription: subscription.id,
    taxes: [],
  };
}

/** An invoice; `id` null for a preview (create_preview answers an invoice that does not exist yet). */
export function invoiceJson(
  inv: StoredInvoice,
  subscription: StoredSubscription,
  email: string | null,
  preview = false,
) {
  const total = inv.lines.reduce((sum, l) => sum + l.amount, 0);
  const amountDue = Math.max(0, total);
  const paid = inv.status === 'paid';
  const invoiceId = preview ? null : inv.id;
  return {
    id: inv.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Hearth (Stripe simulator)',
    amount_due: amountDue,
    amount_overpaid: 0,
    amount_paid: paid ? amountDue : 0,
    amount_remaining: paid ? 0 : amountDue,
    amount_shipping: 0,
    attempt_count: inv.attemptCount,
    attempted: inv.attemptCount > 0,
    auto_advance: !paid,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    billing_reason: inv.billingReason,
    collection_method: 'charge_automatically',
    created: inv.created,
    currency: CURRENCY,
    customer: inv.customer,
    customer_email: email,
    default_payment_method: null,
    description: null,
    discounts: [],
    ending_balance: paid ? 0 : null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: {
      ...list(
        `/v1/invoices/${inv.id}/lines`,
        inv.lines.map((l) => lineJson(l, invoiceId, subscription)),
      ),
      total_count: inv.lines.length,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: paid ? null : inv.periodEnd,
    number: preview ? null : `SIM-${inv.id.slice(3, 11).toUpperCase()}`,
    parent: {
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      type: 'subscription_details',
    },
    period_end: inv.periodEnd,
    period_start: inv.periodStart,
    starting_balance: 0,
    status: preview ? 'draft' : inv.status,
    status_transitions: {
      finalized_at: preview ? null : inv.created,
      marked_uncollectible_at: null,
      paid_at: inv.paidAt,
      voided_at: null,
    },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_taxes: [],
  };
}

export function checkoutSessionJson(s: StoredCheckoutSession, appOrigin: string, email: string | null) {
  const price = catalogPrice(s.price);
  const trial = (s.trialDays ?? 0) > 0;
  const amount = trial ? 0 : (price?.unitAmount ?? 0);
  return {
    id: s.id,
    object: 'checkout.session',
    allow_promotion_codes: s.allowPromotionCodes,
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    created: s.created,
    currency: CURRENCY,
    customer: s.customer,
    customer_details: email ? { email, name: null, phone: null, tax_exempt: 'none', tax_ids: [] } : null,
    customer_email: null,
    expires_at: addDays(s.created, 1),
    invoice: s.invoice,
    livemode: false,
    metadata: s.metadata,
    mode: 'subscription',
    payment_method_types: ['card'],
    payment_status: s.status === 'open' ? 'unpaid' : trial ? 'no_payment_required' : 'paid',
    status: s.status,
    subscription: s.subscription,
    success_url: s.successUrl,
    ui_mode: 'hosted',
    url: s.status === 'open' ? `${appOrigin}/_dev/stripe/checkout/${s.id}` : null,
  };
}

export function portalSessionJson(s: StoredPortalSession, appOrigin: string) {
  return {
    id: s.id,
    object: 'billing_portal.session',
    configuration: 'bpc_hearth_local',
    created: s.created,
    customer: s.customer,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: s.returnUrl,
    url: `${appOrigin}/_dev/stripe/portal/${s.id}`,
  };
}
