import type { SupporterSubscription } from '@hearth/shared/schemas/monetization';
import { describe, expect, it } from 'vitest';
import { supporterDuration, supporterStatusView } from './supporter-display.ts';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const at = (day: string) => Date.parse(`${day}T12:00:00.000Z`);
const iso = (day: string) => `${day}T12:00:00.000Z`;

const subscription = (over: Partial<SupporterSubscription> = {}): SupporterSubscription => ({
  status: 'active',
  startedAt: iso('2026-01-05'),
  currentPeriodEnd: iso('2026-04-05'),
  cancelAtPeriodEnd: false,
  ...over,
});

describe('how long a supporter subscription has run', () => {
  it('counts whole days under a month, and says less than a day on its first day', () => {
    expect(supporterDuration(iso('2026-01-05'), at('2026-01-05'))).toBe('less than a day');
    expect(supporterDuration(iso('2026-01-05'), at('2026-01-06'))).toBe('1 day');
    expect(supporterDuration(iso('2026-01-05'), at('2026-02-04'))).toBe('30 days');
  });

  it('counts whole calendar months from the day of the month it started on', () => {
    expect(supporterDuration(iso('2026-01-05'), at('2026-02-05'))).toBe('1 month');
    expect(supporterDuration(iso('2026-01-05'), at('2026-04-04'))).toBe('2 months');
    expect(supporterDuration(iso('2026-01-05'), at('2026-04-05'))).toBe('3 months');
  });

  it('counts years and the months left over', () => {
    expect(supporterDuration(iso('2025-01-05'), at('2026-01-05'))).toBe('1 year');
    expect(supporterDuration(iso('2024-01-05'), at('2026-03-05'))).toBe('2 years 2 months');
  });
});

describe('the status a member reads on /subscription', () => {
  it('says an active subscription renews at the period’s end', () => {
    expect(supporterStatusView(subscription(), at('2026-03-10'))).toEqual({
      status: 'Active',
      since: 'January 5, 2026',
      duration: '2 months',
      period: 'Renews on April 5, 2026',
    });
  });

  it('says a subscription set to end will be cancelled at the period’s end', () => {
    expect(supporterStatusView(subscription({ cancelAtPeriodEnd: true }), at('2026-03-10')).period).toBe(
      'Will be cancelled on April 5, 2026',
    );
  });

  it('keeps a failed payment’s period and names the failure', () => {
    const view = supporterStatusView(subscription({ status: 'past_due' }), at('2026-03-10'));
    expect(view.status).toBe('Payment failed');
    expect(view.period).toBe('Renews on April 5, 2026');
  });

  it('counts an ended subscription up to its end, and says when it ended', () => {
    const view = supporterStatusView(subscription({ status: 'canceled' }), at('2026-09-01'));
    expect(view).toEqual({
      status: 'Cancelled',
      since: 'January 5, 2026',
      duration: '3 months',
      period: 'Ended on April 5, 2026',
    });
  });

  it('says nothing of a period whose end is not known', () => {
    expect(supporterStatusView(subscription({ currentPeriodEnd: null }), at('2026-03-10')).period).toBeNull();
  });
});
