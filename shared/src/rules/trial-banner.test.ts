// The dashboard's trial banner (owner-dashboard §4 Trial banner), row by row.
import { describe, expect, it } from 'vitest';
import { TRIAL_PROMOTION_CODE } from '../constants/plans.ts';
import { trialBanner, trialBannerText, type TrialBannerInput } from './trial-banner.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const PAST = Date.parse('2026-02-28T00:00:00Z') / 1000;
const FUTURE = Date.parse('2026-03-10T00:00:00Z') / 1000;

const input = (
  plan: Partial<TrialBannerInput['plan']>,
  who: Partial<Pick<TrialBannerInput, 'role' | 'accessLevel'>> = {},
): TrialBannerInput => ({
  role: 'owner',
  accessLevel: 100,
  ...who,
  plan: { planId: 'monthly-professional-plan', status: 'trialing', trialEndsAt: FUTURE, isLifetime: false, ...plan },
});

describe('trialBanner', () => {
  it.each([
    // row, input, expected tone (null: no banner)
    ['owner, trialing, trial ahead: blue', input({}), 'blue'],
    ['owner, trialing, trial past: red', input({ trialEndsAt: PAST }), 'red'],
    ['owner, incomplete: blue', input({ status: 'incomplete' }), 'blue'],
    ['owner, incomplete_expired, trial past: red', input({ status: 'incomplete_expired', trialEndsAt: PAST }), 'red'],
    ['owner, trialing, no trial end known: blue', input({ trialEndsAt: null }), 'blue'],
    ['editor at admin level 90: shown', input({}, { role: 'editor', accessLevel: 90 }), 'blue'],
    ['editor below admin level: none', input({}, { role: 'editor', accessLevel: 89 }), null],
    ['active: none', input({ status: 'active' }), null],
    ['past_due: none (the page shows the payment error)', input({ status: 'past_due' }), null],
    ['canceled: none', input({ status: 'canceled' }), null],
    ['no subscription status: none', input({ status: null }), null],
    ['lifetime flag: none', input({ isLifetime: true, trialEndsAt: PAST }), null],
    ['lifetime plan id: none', input({ planId: 'lifetime-premium-plan' }), null],
  ])('%s', (_row, banner, tone) => {
    expect(trialBanner(banner, NOW)?.tone ?? null).toBe(tone);
  });

  it('is dismissible only while the trial runs, and advertises the promotion code', () => {
    expect(trialBanner(input({}), NOW)).toEqual({
      tone: 'blue',
      dismissible: true,
      ended: false,
      promotionCode: TRIAL_PROMOTION_CODE,
    });
    expect(trialBanner(input({ trialEndsAt: PAST }), NOW)).toMatchObject({ dismissible: false, ended: true });
  });

  it('turns red the moment the trial end is past, not before', () => {
    const end = NOW.getTime() / 1000;
    expect(trialBanner(input({ trialEndsAt: end }), NOW)?.tone).toBe('blue');
    expect(trialBanner(input({ trialEndsAt: end - 1 }), NOW)?.tone).toBe('red');
  });

  it('names the 50% code in both tones', () => {
    const running = trialBanner(input({}), NOW)!;
    const ended = trialBanner(input({ trialEndsAt: PAST }), NOW)!;
    expect(trialBannerText(running)).toBe(
      `You are on a free trial. Choose a plan before it ends and use the code ${TRIAL_PROMOTION_CODE} at checkout for 50% off your first payment.`,
    );
    expect(trialBannerText(ended)).toMatch(/^Your free trial has ended\. .*50% off/);
  });
});
