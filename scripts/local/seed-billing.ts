// The demo owner's plans: each demo community starts on a subscription that shows one of /subscription's main states.
// The Stripe simulator holds the customer and the subscriptions (seeded with fixed ids) and announces them with the
// events Stripe would have sent, delivered, signed, through the real webhook route: the billing items and the
// communities' plan mirrors are what the webhook makes of them. Runs once the gateway listens (it carries the
// webhook). Idempotent: a community whose billing item already holds a subscription is left as it is.
import type { RunningStripeSimulator } from './stripe/index.ts';

const DEMO_OWNER_ID = 'mb-owner';
const DEMO_OWNER_EMAIL = 'owner@hearth.local';
/** The demo owner's customer at the simulator (her owner-app billing item names it, as after a first checkout). */
const DEMO_CUSTOMER_ID = 'cus_hearth_demo_owner';
const DAY = 86_400;

/** Which state each demo community shows (README and the start banner list these). */
export const demoPlans = [
  {
    communityId: 'cm-demo',
    subdomain: 'demo',
    subscriptionId: 'sub_hearth_demo',
    // Premium: member subscriptions (the demo's paid membership, seed-supporters.ts) are Premium's.
    lookupKey: 'hearth_premium_month',
    status: 'active',
    days: 30,
    shows: 'Premium monthly, active, Visa 4242 (cancel, renew, change plan, portal); paid membership enabled',
  },
  {
    communityId: 'cm-founders',
    subdomain: 'founders',
    subscriptionId: 'sub_hearth_founders',
    lookupKey: 'hearth_essential_month',
    status: 'trialing',
    days: 4,
    shows: 'Essential monthly, free trial ending 4 days after the first start (the trial banner)',
  },
] as const;

/** The owner's customer: hers already (a checkout made one), or the demo customer recorded as a checkout records it. */
async function demoCustomer(): Promise<string> {
  const store = await import('@hearth/functions/billing/store/billing');
  const { transactIfHeld } = await import('@hearth/functions/platform/db/transact');
  const owner = await store.getBilling({ kind: 'owner', ownerMemberId: DEMO_OWNER_ID });
  if (owner.state.customerId) return owner.state.customerId;
  await transactIfHeld(store.newCustomerWrites(DEMO_OWNER_ID, DEMO_CUSTOMER_ID));
  return DEMO_CUSTOMER_ID;
}

/** Returns what it set up this time (empty when every demo community already has its subscription). */
export async function seedBilling(
  stripe: RunningStripeSimulator,
  log: (line: string) => void = console.warn,
): Promise<string[]> {
  const store = await import('@hearth/functions/billing/store/billing');
  const created: string[] = [];
  for (const plan of demoPlans) {
    const held = await store.getBilling({ kind: 'community', communityId: plan.communityId });
    if (held.state.subscription) continue;
    const customerId = await demoCustomer();
    const periodEnd = stripe.simulator.clock() + plan.days * DAY;
    await stripe.seed({
      customer: { id: customerId, email: DEMO_OWNER_EMAIL, metadata: { ownerMemberId: DEMO_OWNER_ID } },
      subscription: {
        id: plan.subscriptionId,
        lookupKey: plan.lookupKey,
        status: plan.status,
        periodEnd,
        metadata: { communityId: plan.communityId, ownerMemberId: DEMO_OWNER_ID, priceId: plan.lookupKey },
      },
    });
    await stripe.announce(plan.subscriptionId);
    const after = await store.getBilling({ kind: 'community', communityId: plan.communityId });
    // A delivery that failed is kept for the retry button of /_dev/stripe; the platform starts anyway.
    if (!after.state.subscription) {
      log(`The demo ${plan.subdomain} plan did not reach the webhook: retry it on /_dev/stripe.`);
      continue;
    }
    created.push(`${plan.subdomain} ${plan.status}`);
  }
  return created.length ? [`plans (${created.join(', ')})`] : [];
}
