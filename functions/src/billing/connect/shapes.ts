// Stripe's Connect objects as paid membership reads them, from the JSON Stripe sends (API answers and webhook
// payloads alike), parsed defensively: a member's supporter subscription, its invoices, the completed checkout, and
// the event around them with the connected account it happened on.
import { supporterStatusSchema } from '@hearth/shared/schemas/supporter-subscription';
import type { ConnectEvent, SupporterMetadata, SupporterSubscriptionObject } from './provider.ts';

type Json = Record<string, unknown>;

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** An expandable field: the id string, or the expanded object's id. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v)['id']);

export function supporterMetadataOf(v: unknown): SupporterMetadata {
  const m = obj(v);
  return { communityId: str(m['communityId']), memberId: str(m['memberId']) };
}

/** A Stripe subscription object on a connected account; null when it is not one (no id). */
export function supporterSubscriptionFrom(v: unknown): SupporterSubscriptionObject | null {
  const s = obj(v);
  const id = str(s['id']);
  if (!id) return null;
  const item = obj((obj(s['items'])['data'] as unknown[] | undefined)?.[0]);
  const status = supporterStatusSchema.safeParse(s['status']);
  return {
    id,
    customerId: idOf(s['customer']),
    status: status.success ? status.data : 'incomplete',
    startedAt: num(s['start_date']) ?? num(s['created']) ?? 0,
    // Since the 2025 API versions the period sits on the item; older payloads carry it on the subscription.
    currentPeriodEnd: num(item['current_period_end']) ?? num(s['current_period_end']),
    cancelAtPeriodEnd: s['cancel_at_period_end'] === true,
    endedAt: num(s['ended_at']),
    metadata: supporterMetadataOf(s['metadata']),
  };
}

/** A member's invoice: what was paid, Hearth's fee on it, and the subscription it bills with that one's metadata. */
export function supporterInvoiceFrom(v: unknown) {
  const invoice = obj(v);
  const details = obj(obj(invoice['parent'])['subscription_details']);
  const older = obj(invoice['subscription_details']);
  const metadata = Object.keys(obj(details['metadata'])).length ? details['metadata'] : older['metadata'];
  return {
    id: str(invoice['id']),
    subscriptionId: idOf(details['subscription']) ?? idOf(invoice['subscription']),
    metadata: supporterMetadataOf(metadata),
    amountPaid: num(invoice['amount_paid']) ?? 0,
    currency: (str(invoice['currency']) ?? 'usd').toLowerCase(),
    applicationFee: num(invoice['application_fee_amount']),
  };
}

/** A completed checkout: its customer and subscription, and who it was for. */
export function supporterCheckoutFrom(v: unknown) {
  const s = obj(v);
  return {
    customerId: idOf(s['customer']),
    subscriptionId: idOf(s['subscription']),
    metadata: supporterMetadataOf(s['metadata']),
  };
}

/** A verified Connect event's parts (the SDK checked the signature; the shape is still checked here). */
export function connectEventFrom(v: unknown): ConnectEvent | null {
  const e = obj(v);
  const id = str(e['id']);
  const type = str(e['type']);
  const created = num(e['created']);
  if (!id || !type || created === null) return null;
  return { id, type, created, account: str(e['account']), object: obj(obj(e['data'])['object']) };
}
