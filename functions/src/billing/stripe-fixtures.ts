// Test data for the billing tests: a subscription object as Stripe's API answers it.
export const stripeSubscription = (over: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        price: { id: 'price_pro_m', lookup_key: 'hearth_professional_month', recurring: { interval: 'month' } },
        current_period_end: 1_900_000_000,
      },
    ],
  },
  trial_end: null,
  cancel_at: null,
  cancel_at_period_end: false,
  canceled_at: null,
  default_payment_method: 'pm_1',
  metadata: { communityId: 'cm-1', ownerMemberId: 'owner-1', priceId: 'hearth_professional_month' },
  created: 1_800_000_000,
  ...over,
});
