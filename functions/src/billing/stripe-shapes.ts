// Stripe's objects as billing reads them, from the JSON Stripe sends (API responses and webhook payloads alike):
// parsed defensively, since a webhook body is only as typed as its sender. No SDK import: the webhook applies events
// from their payloads alone.
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@hearth/shared/schemas/billing';

type Json = Record<string, unknown>;

/** A verified webhook event: its id, type, creation time (unix seconds) and the object it carries. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  object: Json;
}

/** Who a subscription was sold for, from its metadata (`communityId` empty while the community does not exist). */
export interface SubscriptionMetadata {
  communityId: string | null;
  ownerMemberId: string | null;
  priceId: string | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  status: SubscriptionStatus;
  /** The subscription item a plan change moves. */
  itemId: string | null;
  /** The catalogue price id (the price's lookup key). */
  priceId: string | null;
  /** The end of the paid period: the next renewal (unix seconds). */
  renewAt: number | null;
  trialEnd: number | null;
  /** When it ends: Stripe's `cancel_at`, or the period's end when it cancels at the period's end. */
  cancelAt: number | null;
  metadata: SubscriptionMetadata;
  created: number;
}

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** An expandable field: the id string, or the expanded object's id. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v)['id']);

export function metadataOf(v: unknown): SubscriptionMetadata {
  const m = obj(v);
  return { communityId: str(m['communityId']), ownerMemberId: str(m['ownerMemberId']), priceId: str(m['priceId']) };
}

const statusOf = (v: unknown): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(v as string) ? (v as SubscriptionStatus) : 'incomplete';

/** A Stripe subscription object; null when it is not one (no id). */
export function subscriptionFrom(v: unknown): ProviderSubscription | null {
  const s = obj(v);
  const id = str(s['id']);
  if (!id) return null;
  const item = obj((obj(s['items'])['data'] as unknown[] | undefined)?.[0]);
  const price = obj(item['price']);
  const metadata = metadataOf(s['metadata']);
  // Since the 2025 API versions the period sits on the item; older payloads carry it on the subscription.
  const renewAt = num(item['current_period_end']) ?? num(s['current_period_end']);
  return {
    id,
    customerId: idOf(s['customer']),
    status: statusOf(s['status']),
    itemId: str(item['id']),
    priceId: str(price['lookup_key']) ?? metadata.priceId,
    renewAt,
    trialEnd: num(s['trial_end']),
    cancelAt: num(s['cancel_at']) ?? (s['cancel_at_period_end'] === true ? renewAt : null),
    metadata,
    created: num(s['created']) ?? 0,
  };
}

/** The subscription an invoice bills and that subscription's metadata (new `parent` shape, then the older one). */
export function invoiceSubscription(v: unknown): { subscriptionId: string | null; metadata: SubscriptionMetadata } {
  const invoice = obj(v);
  const details = obj(obj(invoice['parent'])['subscription_details']);
  const older = obj(invoice['subscription_details']);
  return {
    subscriptionId: idOf(details['subscription']) ?? idOf(invoice['subscription']),
    metadata: metadataOf(Object.keys(obj(details['metadata'])).length ? details['metadata'] : older['metadata']),
  };
}

/** A completed checkout session: its customer, subscription, who it was for and whether it is paid for. */
export function checkoutSessionFrom(v: unknown) {
  const s = obj(v);
  return {
    customerId: idOf(s['customer']),
    subscriptionId: idOf(s['subscription']),
    metadata: metadataOf(s['metadata']),
    // `no_payment_required`: a free trial started.
    paid: s['payment_status'] === 'paid' || s['payment_status'] === 'no_payment_required',
  };
}

/** A payment method attached to a customer: the card's brand and last four digits. */
export function paymentMethodFrom(v: unknown) {
  const pm = obj(v);
  const card = obj(pm['card']);
  const brand = str(card['brand']);
  const last4 = str(card['last4']);
  return { customerId: idOf(pm['customer']), card: brand && last4 ? { brand, last4 } : null };
}

/** A verified event's parts (the SDK has checked the signature; the shape is still checked here). */
export function eventFrom(v: unknown): ProviderEvent | null {
  const e = obj(v);
  const id = str(e['id']);
  const type = str(e['type']);
  const created = num(e['created']);
  if (!id || !type || created === null) return null;
  return { id, type, created, object: obj(obj(e['data'])['object']) };
}
