// The payout account's state (can it receive payouts, were its details submitted) kept on the SUPPORTERS item, in
// order: a state replaces the held one only when its stamp is newer — an `account.updated` event's `stampOf`, or our
// own read of the account (`apiStamp`). Written conditioned on the item's version (a concurrent write makes it decide
// again), with the event's mark in the same transaction, so a replay changes nothing. Never enables paid membership.
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import { logger } from '../../platform/log.ts';
import { stampOf } from '../model.ts';
import * as billingStore from '../store/billing.ts';
import { payoutAccountFrom } from './stripe-accounts.ts';
import type { ConnectEvent, PayoutAccount } from './provider.ts';
import * as store from './store/settings.ts';

const DECIDE_ATTEMPTS = 10;

/** As the member side's apply answers (the Connect webhook takes either by event type). */
export type AccountOutcome = 'applied' | 'unchanged' | 'duplicate';

/**
 * Applies the account's state to the community's item when it is newer than the one held. `event` (a Connect event)
 * is recorded in the same transaction, whether or not the state was newer.
 */
export async function applyAccountState(
  communityId: string,
  account: Pick<PayoutAccount, 'canReceivePayouts' | 'detailsSubmitted'>,
  stamp: string,
  event?: { id: string; type: string },
): Promise<{ outcome: AccountOutcome; held: store.SupportersItem }> {
  for (let attempt = 1; ; attempt++) {
    const held = await store.getSupporters(communityId);
    const newer = !held.accountStamp || stamp > held.accountStamp;
    const items: TransactItem[] = event ? [billingStore.providerEventMark(event.id, event.type)] : [];
    // Only the ability fields: the account object the caller has may carry more (its id, community, e-mail).
    const state = {
      canReceivePayouts: account.canReceivePayouts,
      detailsSubmitted: account.detailsSubmitted,
      accountStamp: stamp,
    };
    if (newer) items.push(store.accountStateWrite(communityId, state, held.version ?? 0));
    if (!items.length) return { outcome: 'unchanged', held };
    try {
      await transactWrite(items);
      return { outcome: newer ? 'applied' : 'unchanged', held: newer ? { ...held, ...state } : held };
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      if (event && error.failedIndexes.includes(0)) return { outcome: 'duplicate', held };
      if (attempt >= DECIDE_ATTEMPTS) throw error;
    }
  }
}

/**
 * An `account.updated` Connect event applied to the community its account index names. An account no community
 * holds changes nothing ('unchanged'; the event is still recorded, so its redeliveries are 'duplicate').
 */
export async function applyAccountEvent(event: ConnectEvent): Promise<AccountOutcome> {
  const mark = { id: event.id, type: event.type };
  const communityId = event.account ? await store.connectAccountCommunity(event.account) : null;
  if (!communityId) {
    logger.warn('connect account event for an account no community holds', { eventId: event.id });
    try {
      await transactWrite([billingStore.providerEventMark(mark.id, mark.type)]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed) return 'duplicate';
      throw error;
    }
    return 'unchanged';
  }
  const account = payoutAccountFrom(event.object);
  const { outcome } = await applyAccountState(communityId, account, stampOf(event.created, event.id), mark);
  return outcome;
}
