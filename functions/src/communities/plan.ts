// What billing may do with the community item: read it (with the caller's staff record) in its own BatchGet, and set
// the plan fields it mirrors there (`planChoice`, `isLifetime`, `subscriptionStatus`, `trialEndsAt`) inside its own
// transaction. The community item stays this domain's: billing gets keys and write fragments, never the store.
export { communityItemKey, lifetimePlanMirrorWrite, planMirrorWrite } from './store/community.ts';
export type { CommunityItem, PlanMirror } from './store/community.ts';
export { staffItemKey } from './store/staff.ts';
export type { StaffItem } from './store/staff.ts';
