// What /subscription says about a member's supporter subscription (member-forum §2, §4): its status in words, since
// when and for how long, and whether it renews or ends at the period's end. Pure, so the tests give the instant.
import type { SupporterSubscription } from '@hearth/shared/schemas/monetization';

const statusLabels: Record<SupporterSubscription['status'], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Payment not completed',
  incomplete_expired: 'Payment not completed',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A day as the page writes it: "March 5, 2026" (the browser's time zone). */
export const formatSupporterDay = (iso: string) => dayFormat.format(new Date(iso));

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long from `fromIso` to `toMs`, in whole calendar months ("1 year 2 months", "3 months"), or whole days under a
 * month ("12 days"); "less than a day" under one.
 */
export function supporterDuration(fromIso: string, toMs: number): string {
  const from = new Date(fromIso);
  const to = new Date(toMs);
  let months = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  if (to.getDate() < from.getDate()) months -= 1;
  if (months < 1) {
    const days = Math.floor((toMs - from.getTime()) / 86_400_000);
    return days < 1 ? 'less than a day' : plural(days, 'day');
  }
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(rest, 'month');
  return rest === 0 ? plural(years, 'year') : `${plural(years, 'year')} ${plural(rest, 'month')}`;
}

export interface SupporterStatusView {
  status: string;
  since: string;
  duration: string;
  /** "Renews on …", "Will be cancelled on …", "Ended on …", or null when the period's end is not known. */
  period: string | null;
}

/** The status block of /subscription for a subscription, seen at `nowMs`. */
export function supporterStatusView(subscription: SupporterSubscription, nowMs: number): SupporterStatusView {
  const end = subscription.currentPeriodEnd;
  const running = subscription.status === 'active' || subscription.status === 'past_due';
  const endMs = end ? Date.parse(end) : nowMs;
  let period: string | null = null;
  if (end && running) {
    period = subscription.cancelAtPeriodEnd
      ? `Will be cancelled on ${formatSupporterDay(end)}`
      : `Renews on ${formatSupporterDay(end)}`;
  } else if (end && subscription.status === 'canceled') {
    period = `Ended on ${formatSupporterDay(end)}`;
  }
  return {
    status: statusLabels[subscription.status],
    since: formatSupporterDay(subscription.startedAt),
    // A subscription that ended counts up to its end, one that runs up to now.
    duration: supporterDuration(subscription.startedAt, running ? nowMs : Math.min(endMs, nowMs)),
    period,
  };
}
