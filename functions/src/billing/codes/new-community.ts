// A new community takes the lifetime plan its owner reserved with their codes (Create New Community on /appsumo):
// inside the community's creation transaction the reserved codes name the community, each only while still reserved
// and not refunded, so the reservation goes to one community only.
import { groupOf, lifetimePlanChoice } from './model.ts';
import * as store from './store.ts';

export async function reservedLifetimePlan(appMemberId: string, communityId: string) {
  const reserved = (await store.listOwnerCodes(appMemberId)).filter(
    (c) => !c.refunded && c.planId && c.reserved && groupOf(c) === null,
  );
  const planId = reserved[0]?.planId;
  if (!planId) return null;
  return {
    mirror: { planChoice: lifetimePlanChoice(planId), isLifetime: true as const },
    writes: reserved.map((c) => store.regroupWrite(c, { planId, communityId })),
  };
}
