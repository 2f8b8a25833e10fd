// Who reaches a community's billing: its owner only (owner-dashboard §6). One BatchGet reads the community item and
// the caller's staff record (the communities domain's keys) with the community's billing item and the caller's own;
// an editor or admin is refused with the §8 text of the action, a stranger learns nothing (404).
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import { type CommunityItem, communityItemKey, type StaffItem, staffItemKey } from '../communities/plan.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal } from '../platform/http/errors.ts';
import * as store from './store/billing.ts';

export type BillingAction = 'manage' | 'change' | 'cancel' | 'renew' | 'monetization' | 'codes';

const DENIED = {
  manage: 'BILLING_OWNER_ONLY',
  change: 'BILLING_OWNER_ONLY_CHANGE_PLAN',
  cancel: 'BILLING_OWNER_ONLY_CANCEL',
  renew: 'BILLING_OWNER_ONLY_RENEW',
  monetization: 'MONETIZATION_OWNER_ONLY',
  codes: 'CODES_OWNER_ONLY',
} as const;

/** The owner's own view of the community's billing, or the refusal for this action. */
export async function ownerView(actor: Actor, communityId: string, action: BillingAction) {
  const view = await store.getOwnerView<CommunityItem, StaffItem>(
    communityItemKey(communityId),
    staffItemKey(communityId, actor.memberId),
    communityId,
    actor.memberId,
  );
  return { ...view, community: ownerOnly(actor, view, action) };
}

/** The community when the caller owns it; a stranger (no staff record) gets 404, other staff the action's refusal. */
export function ownerOnly(
  actor: Actor,
  { community, staff }: { community: CommunityItem | null; staff: StaffItem | null },
  action: BillingAction,
): CommunityItem {
  if (!community || !staff) throw refusal('NOT_STAFF');
  if (staff.accessLevel < ACCESS_LEVEL_OWNER || community.ownerMemberId !== actor.memberId) {
    throw refusal(DENIED[action]);
  }
  return community;
}

export type OwnerView = Awaited<ReturnType<typeof ownerView>>;
