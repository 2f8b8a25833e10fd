// A new community takes the subscription its owner paid for (or began a free trial of) in the builder, before the
// community existed: in the community's creation transaction (the communities domain's PaidPlanOfNewCommunity, which
// the create-community handler wires to this), so the community is created on the plan paid for and one subscription
// can go to one community only (the owner item's version is the condition). Without one, the lifetime plan the
// owner reserved with marketplace codes (codes/new-community.ts).
import { logger } from '../platform/log.ts';
import { planMirrorOf } from './apply.ts';
import { reservedLifetimePlan } from './codes/new-community.ts';
import { pendingPaid } from './model.ts';
import type { BillingProvider } from './provider.ts';
import * as store from './store/billing.ts';

export function paidPlanOfNewCommunity(provider: BillingProvider) {
  return async (appMemberId: string, communityId: string) => {
    const owner = await store.getBilling({ kind: 'owner', ownerMemberId: appMemberId });
    const subscription = owner.state.subscription;
    // Paid at checkout, but Stripe's subscription events have not come yet: the community starts on the chosen plan
    // and the subscription stays the owner's until their next community.
    if (!pendingPaid(owner.state) || !subscription) return reservedLifetimePlan(appMemberId, communityId);
    const { subscriptionId, priceId } = subscription;
    return {
      mirror: planMirrorOf(subscription),
      writes: store.takePendingWrites(appMemberId, owner, communityId, subscriptionId),
      // The provider's metadata names the community from now on (events are routed by the owner item meanwhile).
      afterCommit: async () => {
        await provider.assignToCommunity(subscriptionId, {
          communityId,
          ownerMemberId: appMemberId,
          priceId: priceId ?? '',
        });
        logger.info('subscription assigned to its new community', { communityId, subscriptionId });
      },
    };
  };
}
