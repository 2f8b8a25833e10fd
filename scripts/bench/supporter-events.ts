// What one supporter's first two months send to the Connect webhook, as Stripe (and the local simulator) sends them:
// `customer.subscription.created` (active), the first `invoice.paid`, then at the period's end the renewal's
// `invoice.paid` (a second invoice) and the `customer.subscription.updated` moving the period on — each carrying the
// connected account; the objects are the simulator's own JSON. Also a seeded shuffle, so the bench's delivery order
// is random but the same on every run, and what the events must add to the community's earnings.
import { PLATFORM_FEE_PERCENT } from '@hearth/shared/constants/supporters';
import { platformFee } from '@hearth/shared/rules/supporters';
import {
  applicationFee,
  type ConnectInvoice,
  type ConnectPrice,
  type ConnectSubscription,
} from '../local/stripe/connect-model.ts';
import { connectInvoiceJson, connectSubscriptionJson } from '../local/stripe/connect-objects.ts';
import { addInterval, API_VERSION, type StripeEvent } from '../local/stripe/model.ts';

/** One bench supporter: who, on which account, since when (unix seconds) and at what monthly price (cents). */
export interface BenchSupporter {
  accountId: string;
  communityId: string;
  memberId: string;
  /** Unique per supporter in a run (the objects' ids are made from it). */
  key: string;
  start: number;
  amount: number;
  currency: string;
}

export { seededRandom } from '@hearth/functions/platform/seeded-random';

/** A copy of `items` in a random order drawn from `random` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const event = (s: BenchSupporter, n: number, type: string, created: number, object: object): StripeEvent => ({
  id: `evt_bench_${s.key}_${n}`,
  object: 'event',
  api_version: API_VERSION,
  created,
  data: { object: object as Record<string, unknown> },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  account: s.accountId,
});

/**
 * The four events of a supporter's subscription and its first renewal, in the order Stripe sends them: subscribed at
 * `start` (period start → one month later), paid; renewed at that period's end (the next month), paid again.
 */
export function supporterEvents(s: BenchSupporter): StripeEvent[] {
  const price: ConnectPrice = {
    id: `price_bench_${s.key}`,
    product: 'prod_bench_supporter',
    productName: 'Bench supporter',
    unitAmount: s.amount,
    currency: s.currency,
  };
  const renewal = addInterval(s.start, 'month');
  const sub: ConnectSubscription = {
    id: `sub_bench_${s.key}`,
    customer: `cus_bench_${s.key}`,
    status: 'active',
    price,
    itemId: `si_bench_${s.key}`,
    applicationFeePercent: PLATFORM_FEE_PERCENT,
    created: s.start,
    periodStart: s.start,
    periodEnd: renewal,
    cancelAtPeriodEnd: false,
    cancelAt: null,
    canceledAt: null,
    endedAt: null,
    metadata: { communityId: s.communityId, memberId: s.memberId },
    latestInvoice: `in_bench_${s.key}_1`,
    declineCard: false,
  };
  const invoice = (n: number, reason: ConnectInvoice['billingReason'], from: number, to: number, at: number) =>
    connectInvoiceJson(
      {
        id: `in_bench_${s.key}_${n}`,
        customer: sub.customer,
        subscription: sub.id,
        status: 'paid',
        billingReason: reason,
        amount: s.amount,
        currency: s.currency,
        applicationFeeAmount: applicationFee(s.amount, PLATFORM_FEE_PERCENT),
        periodStart: from,
        periodEnd: to,
        attemptCount: 1,
        created: at,
        paidAt: at,
      },
      sub,
      `${s.memberId}@bench.example`,
    );
  const created = event(s, 1, 'customer.subscription.created', s.start, connectSubscriptionJson(sub));
  const firstPaid = event(
    s,
    2,
    'invoice.paid',
    s.start + 1,
    invoice(1, 'subscription_create', s.start, s.start, s.start),
  );
  const renewed = {
    ...sub,
    periodStart: renewal,
    periodEnd: addInterval(renewal, 'month'),
    latestInvoice: `in_bench_${s.key}_2`,
  };
  const renewalPaid = event(s, 3, 'invoice.paid', renewal, invoice(2, 'subscription_cycle', s.start, renewal, renewal));
  const updated = event(s, 4, 'customer.subscription.updated', renewal + 1, connectSubscriptionJson(renewed));
  return [created, firstPaid, renewalPaid, updated];
}

/**
 * How many items appear twice within `window` places of each other in `order`: with `window` deliveries in flight at
 * once, the events whose replay may race their first delivery.
 */
export function repeatsWithin<T>(order: readonly T[], window: number): number {
  const last = new Map<T, number>();
  let close = 0;
  order.forEach((item, i) => {
    const seen = last.get(item);
    if (seen !== undefined && i - seen < window) close++;
    last.set(item, i);
  });
  return close;
}

/** What paid invoices of these amounts add to a currency's earnings (Hearth's fee in integer cents, half up). */
export function earningsOfPayments(amounts: readonly number[]) {
  const fee = amounts.reduce((sum, a) => sum + platformFee(a), 0);
  const gross = amounts.reduce((sum, a) => sum + a, 0);
  return { gross, fee, net: gross - fee, payments: amounts.length };
}
