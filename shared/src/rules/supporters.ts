// The supporter subscription's rules (owner-dashboard §5, §9; member-forum §6, §8): price bounds per currency,
// Hearth's fee in integer cents, who wears the subscriber badge, who sees the supporter controls, and when a member
// earns the supporter multiplier — exactly while a subscription was active, read at the award's own instant.
import { ACCESS_LEVEL_OWNER } from '../constants/auth.ts';
import { PLATFORM_FEE_PERCENT, SUPPORTER_CURRENCIES, type SupporterCurrency } from '../constants/supporters.ts';
import * as messages from '../messages.ts';
import type { supporterStatusSchema } from '../schemas/supporter-subscription.ts';
import type * as z from 'zod';

export type SupporterStatus = z.infer<typeof supporterStatusSchema>;

/** The owner's subscriber-list filters (owner-dashboard §3): Active (active, past_due), Cancelled, Payment Errors. */
export const SUBSCRIBER_FILTERS = {
  active: ['active', 'past_due'],
  canceled: ['canceled'],
  unpaid: ['unpaid'],
} as const satisfies Record<string, readonly SupporterStatus[]>;
export type SubscriberFilter = keyof typeof SUBSCRIBER_FILTERS;

/** The list a status is counted and listed under; null for one never listed (incomplete, incomplete_expired). */
export function subscriberFilterOf(status: SupporterStatus): SubscriberFilter | null {
  for (const [filter, statuses] of Object.entries(SUBSCRIBER_FILTERS) as [SubscriberFilter, readonly string[]][]) {
    if (statuses.includes(status)) return filter;
  }
  return null;
}

/** "Minimum X CUR" / "Maximum X CUR" when the price is out of the currency's bounds; null when it is within. */
export function supporterPriceProblem(amount: number, currency: SupporterCurrency): string | null {
  const { min, max, label } = SUPPORTER_CURRENCIES[currency];
  if (amount < min) return messages.supporterPriceMinimum(formatCents(min), label);
  if (amount > max) return messages.supporterPriceMaximum(formatCents(max), label);
  return null;
}

/** Cents as the currency's units with two decimals (499 → "4.99"). */
export const formatCents = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** Hearth's fee on a payment in integer cents: PLATFORM_FEE_PERCENT of it, half a cent rounded up. */
export const platformFee = (cents: number) => Math.floor((cents * PLATFORM_FEE_PERCENT + 50) / 100);

/** What the owner is owed of a payment before card processing: the payment less Hearth's fee. */
export const netOfFee = (cents: number) => cents - platformFee(cents);

/** The subscriber badge (member-forum §6): an active subscription, not the owner, never at access level 100. */
export const showsSubscriberBadge = (status: SupporterStatus | null | undefined, accessLevel: number) =>
  status === 'active' && accessLevel < ACCESS_LEVEL_OWNER;

/** The supporter controls (member-forum §6): only when the community sells subscriptions, on one's own profile. */
export const showsSupporterControls = (subscriptionsEnabled: boolean, ownProfile: boolean) =>
  subscriptionsEnabled && ownProfile;

/** What the member's /subscription offers (member-forum §4): Unsubscribe, Resume, or Subscribe. */
export function supporterAction(
  subscription: { status: SupporterStatus; cancelAtPeriodEnd: boolean } | null,
): 'subscribe' | 'unsubscribe' | 'resume' {
  if (subscription && (subscription.status === 'active' || subscription.status === 'past_due')) {
    return subscription.cancelAtPeriodEnd ? 'resume' : 'unsubscribe';
  }
  return 'subscribe';
}

/** A span of time a member was a supporter: from the subscription's start to its end (null while it runs), in ms. */
export interface SupporterPeriod {
  subscriptionId: string;
  from: number;
  to: number | null;
}

/** Whether the member was a supporter at the instant (ms): inside a period, its start included, its end excluded. */
export const supporterAt = (periods: readonly SupporterPeriod[] | undefined, instant: number) =>
  (periods ?? []).some((p) => p.from <= instant && (p.to === null || instant < p.to));
