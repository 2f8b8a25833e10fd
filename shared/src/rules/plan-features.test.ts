// Plan limits of the Platform Settings page (owner-dashboard §2, §3 plan ids, §6).
import { describe, expect, it } from 'vitest';
import { customDomainAllowed, customReactionsAllowed, planTier, subscriptionPlanId } from './plan-features.ts';

describe('subscriptionPlanId', () => {
  it.each([
    [{ planChoice: { planId: 'essential-plan', interval: 'month' as const } }, 'monthly-essential-plan'],
    [{ planChoice: { planId: 'premium-plan', interval: 'year' as const } }, 'yearly-premium-plan'],
    [
      { planChoice: { planId: 'professional-plan', interval: 'month' as const }, isLifetime: true },
      'lifetime-professional-plan',
    ],
    [{ planChoice: null }, null],
    [{}, null],
  ])('%j → %s', (source, expected) => {
    expect(subscriptionPlanId(source)).toBe(expected);
  });
});

describe('plan limits', () => {
  it.each([
    // plan id, tier, Custom Domain section, custom reactions
    ['monthly-essential-plan', 'essential', false, false],
    ['yearly-essential-plan', 'essential', false, false],
    ['essential-plan', 'essential', false, false],
    ['monthly-professional-plan', 'professional', true, true],
    ['lifetime-professional-plan', 'professional', true, true],
    ['yearly-premium-plan', 'premium', true, true],
    ['lifetime-premium-plan', 'premium', true, true],
    ['enterprise-plan', 'enterprise', true, true],
    ['gold-plan', 'unknown', false, false],
    [null, 'unknown', false, false],
  ])('%s: %s, custom domain %s, custom reactions %s', (planId, tier, domain, reactions) => {
    expect(planTier(planId)).toBe(tier);
    expect(customDomainAllowed(planId)).toBe(domain);
    expect(customReactionsAllowed(planId)).toBe(reactions);
  });
});
