// Paid membership the way a browser does it on the local platform: the owner app opens the payout onboarding and the
// browser presses the simulator's onboarding page (Complete onboarding / Leave incomplete); a member opens Checkout
// on the community's connected account and pays on the simulator's checkout page; the overview's controls of a member
// subscription (the renewal clock, a declined card) are pressed the same way. Every press delivers its signed Connect
// events to the real webhook before it answers.
import type { Monetization, MySupporterSubscription } from '@hearth/shared/schemas/monetization';
import { expect } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { formActionOf, paidOwnerWithCommunity, pressSimulatorButton } from './billing-flows.ts';
import { app, type newBrowser } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;
export type Owner = Awaited<ReturnType<typeof paidOwnerWithCommunity>>;

export const monetizationPath = (communityId: string, action = '') =>
  `/api/v1/communities/${communityId}/monetization${action}`;

export const SUPPORTER_PATH = '/api/v1/me/supporter-subscription';

/** A new owner whose community was paid for on Premium (the plan that includes member subscriptions). */
export const premiumOwner = (tag: string) => paidOwnerWithCommunity(tag, 'hearth_premium_month');

export async function monetizationOf(owner: Owner) {
  const res = await owner.browser<Monetization>(monetizationPath(owner.communityId));
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/**
 * Starts (or goes on with) the payout onboarding and presses one of the simulator's onboarding buttons; answers
 * where the simulator sends the browser back.
 */
export async function onboard(
  owner: Owner,
  body: { country?: string },
  button: 'Complete onboarding' | 'Leave incomplete',
) {
  const started = await owner.browser<{ url: string }>(monetizationPath(owner.communityId, '/onboarding'), { body });
  expect(started.status, started.text).toBe(201);
  const url = new URL(started.json.url);
  expect(url.hostname).toBe('app.localhost');
  expect(url.pathname).toMatch(/^\/_dev\/stripe\/connect\/onboarding\//);
  const page = await app(url.pathname);
  expect(page.status, page.text).toBe(200);
  return pressSimulatorButton(formActionOf(page.text, button));
}

/** Payout onboarding completed on the simulator, the payout ability read, paid membership enabled. */
export async function enablePaidMembership(owner: Owner, country = 'US') {
  await onboard(owner, { country }, 'Complete onboarding');
  const status = await owner.browser<{ canRecievePayouts: boolean }>(
    monetizationPath(owner.communityId, '/account-status'),
  );
  expect(status.json.canRecievePayouts, status.text).toBe(true);
  const enabled = await owner.browser<Monetization>(monetizationPath(owner.communityId, '/enabled'), {
    method: 'PUT',
    body: { enabled: true },
  });
  expect(enabled.status, enabled.text).toBe(200);
  expect(enabled.json.isSubscriptionEnabled).toBe(true);
}

/** A new member of the owner's community: signed up, verified and signed in on its site, with their member id. */
export async function communityMember(owner: Owner, tag: string) {
  const account = await signedInAccount(owner.host, tag);
  const session = await account.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  expect(session.status, session.text).toBe(200);
  return { ...account, memberId: session.json.user.memberId };
}

export async function supporterSubscriptionOf(member: Browser) {
  const res = await member<MySupporterSubscription>(SUPPORTER_PATH);
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/** Opens Checkout for the member and presses a button of the simulator's checkout page; answers where it goes. */
export async function checkout(member: Browser, button: 'Pay with test card' | 'Pay with declined card') {
  const session = await member<{ sessionId: string; url: string }>(`${SUPPORTER_PATH}/checkout`, { body: {} });
  expect(session.status, session.text).toBe(201);
  const url = new URL(session.json.url);
  expect(url.hostname).toBe('app.localhost');
  expect(url.pathname).toBe(`/_dev/stripe/checkout/${session.json.sessionId}`);
  const page = await app(url.pathname);
  expect(page.status, page.text).toBe(200);
  return pressSimulatorButton(formActionOf(page.text, button));
}

/**
 * Presses a control of a member's subscription on the simulator's overview (found by the member id it lists):
 * "Advance to next renewal" renews it, or ends it when it is set to cancel at the period's end.
 */
export async function pressMemberSubscription(memberId: string, button: string) {
  const page = await app('/_dev/stripe');
  expect(page.status).toBe(200);
  const articles = page.text.match(/<article id="sub_[^"]+"[\s\S]*?<\/article>/g) ?? [];
  const article = articles.find((a) => a.includes(`<dd>${memberId}</dd>`));
  if (!article) throw new Error(`the simulator lists no subscription of member ${memberId}`);
  return pressSimulatorButton(formActionOf(article, button));
}
