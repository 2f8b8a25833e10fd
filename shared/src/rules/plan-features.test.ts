// The plan rules against the plan table (constants/plans.ts), row by row: the spec's limits (owner-dashboard §2, §6),
// every plan id form a community can carry, the plan each refusal names, and the plan cards agreeing with the table.
import { describe, expect, it } from 'vitest';
import { PLAN_FEATURE_LABELS, PLAN_FEATURES, PLANS, type PlanFeature } from '../constants/plans.ts';
import * as messages from '../messages.ts';
import {
  customDomainAllowed,
  customReactionsAllowed,
  customRoleLimit,
  featureAllowed,
  lowestPlanFor,
  memberSubscriptionsAllowed,
  nextCustomRolePlan,
  planFeatureMessage,
  planFeatureRefusal,
  planIdInForce,
  planInForce,
  planOf,
  planTier,
  statisticsAllowed,
  subscriptionPlanId,
  usersApiAllowed,
} from './plan-features.ts';

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

describe('the plan in force: a lapsed subscription stops paying for its plan', () => {
  const professional = { planId: 'professional-plan', interval: 'month' as const };
  it.each([
    [null, 'monthly-professional-plan'],
    ['active', 'monthly-professional-plan'],
    ['trialing', 'monthly-professional-plan'],
    ['incomplete', 'monthly-professional-plan'],
    ['past_due', 'monthly-professional-plan'],
    ['canceled', null],
    ['unpaid', null],
    ['incomplete_expired', null],
  ])('status %s → %s', (status, expected) => {
    expect(planInForce({ planChoice: professional, subscriptionStatus: status })).toBe(expected);
  });

  it('a lifetime plan holds whatever a subscription status says', () => {
    expect(planInForce({ planChoice: professional, isLifetime: true, subscriptionStatus: 'canceled' })).toBe(
      'lifetime-professional-plan',
    );
  });

  it('a lapsed Professional community loses statistics, as an unknown plan does', () => {
    expect(statisticsAllowed(planIdInForce('monthly-professional-plan', 'canceled', false))).toBe(false);
    expect(statisticsAllowed(planIdInForce('monthly-professional-plan', 'past_due', false))).toBe(true);
    expect(planIdInForce(null, 'active', false)).toBeNull();
  });
});

describe('the plan table (the spec’s limits)', () => {
  it.each([
    // plan, statistics, custom reactions, custom domain, Users API, member subscriptions
    ['essential-plan', false, false, false, false, false],
    ['professional-plan', true, true, true, false, false],
    ['premium-plan', true, true, true, true, true],
    ['enterprise-plan', true, true, true, true, true],
  ])('%s: statistics %s, reactions %s, domain %s, Users API %s, member subscriptions %s', (id, ...allowed) => {
    const plan = PLANS.find((p) => p.id === id)!;
    expect(PLAN_FEATURES.map((feature) => plan.limits[feature])).toEqual(allowed);
  });

  it('lists the plans lowest first, each allowing at least what the one below allows, with more custom roles', () => {
    expect(PLANS.map((p) => p.id)).toEqual(['essential-plan', 'professional-plan', 'premium-plan', 'enterprise-plan']);
    for (let i = 1; i < PLANS.length; i++) {
      const [below, plan] = [PLANS[i - 1]!, PLANS[i]!];
      for (const feature of PLAN_FEATURES) if (below.limits[feature]) expect(plan.limits[feature]).toBe(true);
      expect(plan.limits.customRoles).toBeGreaterThan(below.limits.customRoles);
    }
  });
});

// Every id form a community's plan can take (§3: monthly-/yearly-/lifetime- plus the catalogue id) and ids that name
// no plan. Each rule must answer from the plan table's row of the plan the id names.
const idForms = PLANS.flatMap((plan) =>
  ['', 'monthly-', 'yearly-', 'lifetime-'].map((prefix) => [`${prefix}${plan.id}`, plan] as const),
);
const unknownIds = ['gold-plan', 'monthly-gold-plan', 'essential', 'monthly-essential-plan-x', '', null, undefined];

const ruleOf: Record<PlanFeature, (planId: string | null | undefined) => boolean> = {
  statistics: statisticsAllowed,
  customReactions: customReactionsAllowed,
  customDomain: customDomainAllowed,
  usersApi: usersApiAllowed,
  memberSubscriptions: memberSubscriptionsAllowed,
};

describe('each plan rule reads the plan table', () => {
  it.each(idForms)('%s: every feature rule and the custom-role cap answer as its row', (planId, plan) => {
    expect(planOf(planId)).toBe(plan);
    expect(planTier(planId)).toBe(plan.id.replace(/-plan$/, ''));
    for (const feature of PLAN_FEATURES) {
      expect(featureAllowed(feature, planId)).toBe(plan.limits[feature]);
      expect(ruleOf[feature](planId)).toBe(plan.limits[feature]);
      expect(planFeatureRefusal(feature, planId) === null).toBe(plan.limits[feature]);
    }
    expect(customRoleLimit(planId)).toBe(plan.limits.customRoles);
  });

  it.each(unknownIds)('%j names no plan: nothing allowed, no custom roles', (planId) => {
    expect(planOf(planId)).toBeUndefined();
    expect(planTier(planId)).toBe('unknown');
    for (const feature of PLAN_FEATURES) expect(ruleOf[feature](planId)).toBe(false);
    expect(customRoleLimit(planId)).toBe(0);
  });
});

describe('the plan a refusal names', () => {
  it.each([
    ['statistics', 'Professional', 'STATISTICS_PLAN', 'Community statistics need the Professional plan or above.'],
    [
      'customReactions',
      'Professional',
      'CUSTOM_REACTIONS_PLAN',
      'Custom reactions need the Professional plan or above.',
    ],
    ['customDomain', 'Professional', 'CUSTOM_DOMAIN_PLAN', 'A custom domain needs the Professional plan or above.'],
    ['usersApi', 'Premium', 'USERS_API_PLAN', 'The Users API needs the Premium plan or above.'],
    [
      'memberSubscriptions',
      'Premium',
      'MEMBER_SUBSCRIPTIONS_PLAN',
      'Member subscriptions need the Premium plan or above.',
    ],
  ] as const)('%s needs %s: %s', (feature, label, code, text) => {
    expect(lowestPlanFor(feature).label).toBe(label);
    expect(PLANS.find((p) => p.limits[feature])).toBe(lowestPlanFor(feature));
    expect(planFeatureMessage(feature)).toBe(text);
    expect(planFeatureRefusal(feature, 'monthly-essential-plan')).toEqual({ code, message: text });
    expect(planFeatureRefusal(feature, null)).toEqual({ code, message: text });
  });

  it('names the statistics plan as the messages module words it', () => {
    expect(planFeatureMessage('statistics')).toBe(messages.statisticsPlan(lowestPlanFor('statistics').label));
  });
});

describe('the next plan with more custom roles', () => {
  it.each(PLANS.map((plan, i) => [plan.id, PLANS[i + 1]?.id] as const))('%s → %s', (planId, next) => {
    expect(nextCustomRolePlan(`monthly-${planId}`)?.id).toBe(next);
  });

  it('suggests the lowest plan to a community with none', () => {
    expect(nextCustomRolePlan(null)).toBe(PLANS[0]);
  });
});

describe('the plan cards agree with the plan table', () => {
  // A card lists the features it adds and "Everything in <the plan below>": what it offers is its own features plus
  // all that the plan below offers.
  const offered = new Map<string, Set<PlanFeature>>();
  for (const [i, plan] of PLANS.entries()) {
    const own = PLAN_FEATURES.filter((f) => plan.features.some((row) => row.label === PLAN_FEATURE_LABELS[f]));
    const below = PLANS[i - 1];
    offered.set(plan.id, new Set([...own, ...(below ? offered.get(below.id)! : [])]));
  }

  it.each(PLANS.map((plan, i) => [plan.id, i] as const))('%s offers exactly what its row allows', (id, i) => {
    const plan = PLANS[i]!;
    const below = PLANS[i - 1];
    if (below) expect(plan.features[0]!.label).toBe(`Everything in ${below.label}`);
    expect([...offered.get(id)!].sort()).toEqual(PLAN_FEATURES.filter((f) => plan.limits[f]).sort());
  });

  it('lists each feature on the card of the lowest plan that has it, and on no other', () => {
    for (const feature of PLAN_FEATURES) {
      const listing = PLANS.filter((p) => p.features.some((row) => row.label === PLAN_FEATURE_LABELS[feature]));
      expect(listing).toEqual([lowestPlanFor(feature)]);
    }
  });
});
