// The community's member total and the day's new members, counted in the transaction that creates or deletes each
// account: the auth domain composes these writes into its own. The owner app is no community and counts nothing.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { countOnDay } from '../platform/activity.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { memberCountChange } from './store/community.ts';

/** A registration (at `at`) counted toward the member total and the day's new members (the community must exist). */
export const memberJoinedWrites = (communityId: string, at: string): TransactItem[] =>
  communityId === OWNER_APP_COMMUNITY_ID
    ? []
    : [memberCountChange(communityId, 1), countOnDay(communityId, 'newMembers', at)];

/** A deleted account taken off the member total. */
export const memberLeftWrites = (communityId: string): TransactItem[] =>
  communityId === OWNER_APP_COMMUNITY_ID ? [] : [memberCountChange(communityId, -1)];
