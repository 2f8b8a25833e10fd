// The member item's supporter state, as billing's Connect apply hands it over: the subscription as the member's
// profile, session and badge read it, and the supporter periods the XP engine reads (1.5× inside one). A write
// fragment for billing's own transaction; it conditions only on the subscription's stamp (an older state never
// overwrites a newer one), so the member item's other writers (XP, profile) are never blocked by it.
import type { SupporterPeriod } from '@hearth/shared/rules/supporters';
import { tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import type { TransactItem } from '../../platform/db/transact.ts';
import type { MemberSubscription } from '../model.ts';

/** The member's supporter subscription on their item (times ISO 8601), as the member item's type holds it. */
export type MemberSupporterSubscription = MemberSubscription;

export interface MemberSupporterState {
  subscription: MemberSupporterSubscription;
  /** The newest periods first, SUPPORTER_PERIODS_KEPT of them at most. */
  supporterPeriods: SupporterPeriod[];
}

/** The member's supporter state, only on an existing member and only over an older (or the same) state. */
export const supporterStateWrite = (
  communityId: string,
  memberId: string,
  state: MemberSupporterState,
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.member(communityId, memberId),
    UpdateExpression: 'SET #sub = :sub, supporterPeriods = :periods',
    ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#sub.#stamp) OR #sub.#stamp <= :stamp)',
    ExpressionAttributeNames: { '#sub': 'subscription', '#stamp': 'stamp' },
    ExpressionAttributeValues: {
      ':sub': state.subscription,
      ':periods': state.supporterPeriods,
      ':stamp': state.subscription.stamp,
    },
  },
});
