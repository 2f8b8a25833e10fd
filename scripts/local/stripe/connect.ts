// Connect's payout accounts in the simulator: Express accounts (A1, A2), their hosted onboarding (A3 and the pages'
// Complete onboarding / Leave incomplete, each sending `account.updated`), and a connected account's balance (A4):
// each paid invoice adds its net to pending, available two days (on the account's clock) after the payment.
import { StripeApiError, invalidParam, noSuch } from './errors.ts';
import { type Params, metadata, object, required, text } from './api-ops.ts';
import { PENDING_DAYS, type StoredAccount, type StoredAccountLink } from './connect-model.ts';
import { accountJson, accountLinkJson, balanceJson, platformBalanceJson } from './connect-objects.ts';
import { addDays } from './model.ts';
import type { StripeSimulator } from './simulator.ts';

const LINK_LIFETIME = 300;

export function accountOf(sim: StripeSimulator, id: string, param = 'account'): StoredAccount {
  const account = sim.state.accounts[id];
  if (!account) throw noSuch('account', id, param);
  return account;
}

/**
 * The account a `Stripe-Account` header names, or Stripe's refusal: the platform key has no access to an account
 * that does not exist (or is not one of its connected accounts).
 */
export function headerAccount(sim: StripeSimulator, id: string): StoredAccount {
  const account = sim.state.accounts[id];
  if (account) return account;
  throw new StripeApiError(
    400,
    'invalid_request_error',
    `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
    'account_invalid',
  );
}

/** A1: an Express account for a community's owner; nothing enabled until onboarding completes. */
export function createAccount(sim: StripeSimulator, params: Params) {
  const type = text(params, 'type') ?? 'express';
  if (type !== 'express') throw invalidParam('type', 'The simulator opens Express accounts only (type=express).');
  const country = required(params, 'country');
  if (!/^[A-Z]{2}$/.test(country)) throw invalidParam('country', `Invalid country: ${country}`);
  const capabilities = object(params, 'capabilities');
  const requested = Object.entries(capabilities)
    .filter(([, v]) => typeof v === 'object' && v !== null && (v as Params).requested === 'true')
    .map(([name]) => name);
  const created = sim.tick();
  const account: StoredAccount = {
    id: sim.id('acct'),
    email: text(params, 'email') ?? null,
    country,
    metadata: metadata(params, 'metadata'),
    capabilitiesRequested: requested,
    chargesEnabled: false,
    payoutsEnabled: false,
    detailsSubmitted: false,
    created,
    clock: created,
    available: {},
    pending: [],
    customers: {},
    subscriptions: {},
    invoices: {},
    checkoutSessions: {},
  };
  sim.state.accounts[account.id] = account;
  return accountJson(account);
}

export const retrieveAccount = (sim: StripeSimulator, id: string) => accountJson(accountOf(sim, id, 'account'));

/** A3: a hosted onboarding link, the simulator's onboarding page on the app host. */
export function createAccountLink(sim: StripeSimulator, params: Params) {
  const account = accountOf(sim, required(params, 'account'));
  const type = required(params, 'type');
  if (type !== 'account_onboarding')
    throw invalidParam('type', 'The simulator makes onboarding links only (type=account_onboarding).');
  const created = sim.tick();
  const link: StoredAccountLink = {
    id: sim.id('acctlink'),
    account: account.id,
    returnUrl: required(params, 'return_url'),
    refreshUrl: required(params, 'refresh_url'),
    created,
    expiresAt: created + LINK_LIFETIME,
  };
  sim.state.accountLinks[link.id] = link;
  return accountLinkJson(link, sim.appOrigin);
}

/** The onboarding's outcome: complete (charges and payouts enabled, details submitted) or left incomplete. */
export function finishOnboarding(sim: StripeSimulator, linkId: string, complete: boolean): string {
  const link = sim.state.accountLinks[linkId];
  if (!link) throw noSuch('account link', linkId);
  const account = accountOf(sim, link.account);
  const before = accountJson(account) as Record<string, unknown>;
  if (complete) {
    account.chargesEnabled = true;
    account.payoutsEnabled = true;
    account.detailsSubmitted = true;
  }
  const after = accountJson(account) as Record<string, unknown>;
  const previous = Object.fromEntries(
    Object.entries(before).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(after[key])),
  );
  sim.emit('account.updated', after, previous, account.id);
  return link.returnUrl;
}

/** The account's time: its own clock (moved by renewals and the overview), never behind the simulator's. */
export const accountNow = (sim: StripeSimulator, account: StoredAccount) => Math.max(sim.clock(), account.clock);

/** Moves what became available by the account's time from pending to available. */
export function settleBalance(sim: StripeSimulator, account: StoredAccount) {
  const now = accountNow(sim, account);
  const due = account.pending.filter((p) => p.availableOn <= now);
  if (!due.length) return;
  for (const p of due) account.available[p.currency] = (account.available[p.currency] ?? 0) + p.amount;
  account.pending = account.pending.filter((p) => p.availableOn > now);
}

/** A paid invoice's net, pending until two days after `paidAt` on the account's clock. */
export function addPending(
  account: StoredAccount,
  funds: { amount: number; currency: string; invoice: string },
  paidAt: number,
) {
  account.pending.push({ ...funds, availableOn: addDays(paidAt, PENDING_DAYS) });
}

/** Moves the account's clock to `at` (never back) and settles its balance. */
export function advanceAccountClock(sim: StripeSimulator, account: StoredAccount, at: number) {
  account.clock = Math.max(account.clock, at);
  settleBalance(sim, account);
}

/** The overview's "Advance 2 days": what was pending is available (Stripe's payout delay). */
export const advanceTwoDays = (sim: StripeSimulator, account: StoredAccount) =>
  advanceAccountClock(sim, account, addDays(accountNow(sim, account), PENDING_DAYS));

/** A4 with `Stripe-Account`: the connected account's balance as of its time. */
export function retrieveBalance(sim: StripeSimulator, account: StoredAccount) {
  settleBalance(sim, account);
  return balanceJson(account);
}

/** A4 without `Stripe-Account`: the platform's own balance, the application fees collected. */
export function retrievePlatformBalance(sim: StripeSimulator) {
  const fees: Record<string, number> = {};
  for (const account of Object.values(sim.state.accounts)) {
    for (const inv of Object.values(account.invoices)) {
      if (inv.status !== 'paid' || !inv.applicationFeeAmount) continue;
      fees[inv.currency] = (fees[inv.currency] ?? 0) + inv.applicationFeeAmount;
    }
  }
  return platformBalanceJson(fees);
}
