// What billing may do with the member item's supporter state: set it (the subscription and the supporter periods)
// inside its own Connect transaction, through this write fragment. The member item stays this domain's.
export { supporterStateWrite } from './store/supporters.ts';
export type { MemberSupporterState, MemberSupporterSubscription } from './store/supporters.ts';
