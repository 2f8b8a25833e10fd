// /monetization's data and actions (owner-dashboard §3 Monetization, §5, §6 owner only, §7): the community's paid
// membership as held, the payout account's onboarding, status and balance (asked of the provider), enabling, the
// price and the perks. The owner only: one BatchGet reads the community, the caller's staff record and the
// SUPPORTERS item; editors and admins get MONETIZATION_OWNER_ONLY, a stranger 404.
import { PAYOUT_COUNTRIES } from '@hearth/shared/constants/supporters';
import { memberSubscriptionsAllowed, planFeatureRefusal, planInForce } from '@hearth/shared/rules/plan-features';
import type { SupporterPriceBody } from '@hearth/shared/schemas/monetization';
import { communityItemKey, type CommunityItem, staffItemKey, type StaffItem } from '../../communities/plan.ts';
import { forgetCommunityConfig } from '../../communities/config.ts';
import { supportersMirrorWrite } from '../../communities/supporters.ts';
import type { Actor } from '../../platform/auth/verify.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import { refusal, refusalSaying } from '../../platform/http/errors.ts';
import { loadRichText } from '../../platform/html/load.ts';
import { logger } from '../../platform/log.ts';
import { ownerOnly } from '../access.ts';
import { apiStamp } from '../model.ts';
import { payoutOnboardingReturn } from '../urls.ts';
import { applyAccountState } from './accounts.ts';
import { monetizationOf } from './model.ts';
import type { PayoutAccountsProvider } from './provider.ts';
import * as store from './store/settings.ts';

const DECIDE_ATTEMPTS = 5;

/** The owner's view: the community and its SUPPORTERS item, or the refusal (403 to other staff, 404 to strangers). */
export async function monetizationView(actor: Actor, communityId: string) {
  const view = await store.getMonetizationView<CommunityItem, StaffItem>(
    communityItemKey(communityId),
    staffItemKey(communityId, actor.memberId),
    communityId,
  );
  return { community: ownerOnly(actor, view, 'monetization'), supporters: view.supporters };
}

const planAllows = (community: CommunityItem) => memberSubscriptionsAllowed(planInForce(community));

/** getMonetization: one BatchGet. */
export async function getMonetization(actor: Actor, communityId: string) {
  const { community, supporters } = await monetizationView(actor, communityId);
  return monetizationOf(supporters, planAllows(community));
}

/** The payout account's id, or 409 PAYOUT_ACCOUNT_MISSING (with the country picker's field) when none exists. */
function accountOf(supporters: store.SupportersItem): string {
  if (!supporters.accountId) throw refusal('PAYOUT_ACCOUNT_MISSING');
  return supporters.accountId;
}

export async function getMonetizationBalance(actor: Actor, communityId: string, provider: PayoutAccountsProvider) {
  const { supporters } = await monetizationView(actor, communityId);
  return provider.getBalance(accountOf(supporters));
}

export const listPayoutCountries = () => ({
  countries: PAYOUT_COUNTRIES.map(({ name, value }) => ({ name, value })),
});

/**
 * The community's payout account: the one it has, or a new one in `country` for the owner's e-mail, indexed by
 * account id in the transaction that sets it (a concurrent opening keeps the first; the other is logged, unused).
 */
async function payoutAccountFor(
  payouts: PayoutAccountsProvider,
  actor: Actor,
  communityId: string,
  held: store.SupportersItem,
  country: string | undefined,
) {
  if (held.accountId) return held.accountId;
  if (!country) throw refusal('PAYOUT_ACCOUNT_MISSING');
  const account = await payouts.createAccount({ communityId, country, email: actor.email });
  const opened = {
    accountId: account.id,
    email: account.email ?? actor.email,
    country: account.country ?? country,
    canReceivePayouts: account.canReceivePayouts,
    detailsSubmitted: account.detailsSubmitted,
    accountStamp: apiStamp(Date.now()),
  };
  let version = held.version ?? 0;
  for (let attempt = 1; ; attempt++) {
    try {
      await transactWrite(store.accountOpenedWrites(communityId, opened, version));
      return account.id;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed) || attempt >= DECIDE_ATTEMPTS) throw error;
      const now = await store.getSupporters(communityId);
      if (now.accountId) {
        logger.warn('payout account opened concurrently; keeping the first', { communityId, unused: account.id });
        return now.accountId;
      }
      // Another owner write moved the version meanwhile: set the account on the item as it is now.
      version = now.version ?? 0;
    }
  }
}

/** startPayoutOnboarding: the account (opened the first time, in the country given), then its onboarding link. */
export async function startPayoutOnboarding(
  actor: Actor,
  host: string,
  communityId: string,
  country: string | undefined,
  payouts: PayoutAccountsProvider,
) {
  const { supporters } = await monetizationView(actor, communityId);
  const accountId = await payoutAccountFor(payouts, actor, communityId, supporters, country);
  return payouts.createOnboardingLink({ accountId, ...payoutOnboardingReturn(host, communityId) });
}

/** getPayoutAccountStatus: asks the provider now and keeps the answer in order; never enables anything. */
export async function getPayoutAccountStatus(actor: Actor, communityId: string, payouts: PayoutAccountsProvider) {
  const { supporters } = await monetizationView(actor, communityId);
  const account = await payouts.getAccount(accountOf(supporters));
  const { held } = await applyAccountState(communityId, account, apiStamp(Date.now()));
  return {
    canRecievePayouts: held.canReceivePayouts === true,
    detailsSubmitted: held.detailsSubmitted === true,
    isSubscriptionEnabled: held.enabled === true,
  };
}

type Decide = (held: store.SupportersItem, community: CommunityItem) => store.SupporterSettings;

/**
 * A settings change decided on the item read and written conditioned on its version (a concurrent write decides it
 * again from a fresh read), with `also` in the same transaction; answers the data as written.
 */
async function changeSettings(
  actor: Actor,
  communityId: string,
  decide: Decide,
  also: (settings: store.SupporterSettings) => TransactItem[] = () => [],
) {
  const view = await monetizationView(actor, communityId);
  const { community } = view;
  let held = view.supporters;
  for (let attempt = 1; ; attempt++) {
    const settings = decide(held, community);
    try {
      const mirrors = also(settings);
      await transactWrite([store.settingsWrite(communityId, settings, held.version ?? 0), ...mirrors]);
      // The community item changed with it (the enabled mirror): this container's cached configuration forgets it.
      if (mirrors.length) forgetCommunityConfig(communityId);
      return monetizationOf({ ...held, ...settings }, planAllows(community));
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed) || attempt >= DECIDE_ATTEMPTS) throw error;
      held = await store.getSupporters(communityId);
    }
  }
}

/** Enabling needs a plan with member subscriptions and an account that can receive payouts; disabling never fails. */
export const setSupportersEnabled = (actor: Actor, communityId: string, enabled: boolean) =>
  changeSettings(
    actor,
    communityId,
    (held, community) => {
      // The plan first: onboarding cannot help an owner whose plan does not sell member subscriptions.
      const plan = enabled ? planFeatureRefusal('memberSubscriptions', planInForce(community)) : null;
      if (plan) throw refusalSaying(plan.code, plan.message);
      if (enabled && held.canReceivePayouts !== true) throw refusal('PAYOUTS_NOT_READY');
      return { enabled };
    },
    () => [supportersMirrorWrite(communityId, enabled)],
  );

/** The price (bounds checked by the schema): new subscribers' Checkout uses it, current ones keep theirs. */
export const updateSupporterPrice = (actor: Actor, communityId: string, price: SupporterPriceBody) =>
  changeSettings(actor, communityId, () => ({ priceAmount: price.amount, priceCurrency: price.currency }));

/** The perks in rich text, sanitized as every stored rich text is. */
export async function updateSupporterPerks(actor: Actor, communityId: string, html: string) {
  const { sanitizeRichText } = await loadRichText();
  const perks = html ? sanitizeRichText(html) : '';
  return changeSettings(actor, communityId, () => ({ perks }));
}
