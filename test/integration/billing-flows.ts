// Paying for a plan the way a browser does on the local platform: the owner app opens a checkout, the browser loads
// the Stripe simulator's checkout page on the app host and submits its "Pay with test card" form; the simulator's
// clock controls and portal buttons are pressed the same way (form POSTs under /_dev/stripe), and each delivers its
// signed events to the real webhook before it answers.
import type { SubscriptionDetails } from '@hearth/shared/schemas/billing';
import type { MyCommunity } from '@hearth/shared/schemas/communities';
import { ulid } from 'ulid';
import { expect } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { app, type newBrowser, platform } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

let counter = 0;
const freshSubdomain = (tag: string) => `${tag}-${Date.now().toString(36)}-${++counter}`;

/** Submits one of the simulator's forms as the page does (same-origin form POST), answering where it redirects. */
export async function pressSimulatorButton(path: string, form: Record<string, string> = {}) {
  const body = new URLSearchParams(form).toString();
  const res = await app(path, {
    method: 'POST',
    rawBody: body,
    csrf: false,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://app.localhost:${platform.port}`,
    },
  });
  expect(res.status, res.text).toBe(303);
  return String(res.headers.location);
}

/** The action of the form whose submit button has this label, on a simulator page. */
export function formActionOf(html: string, label: string): string {
  const forms = html.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => f.includes(`>${label}</button>`));
  if (!form) throw new Error(`no "${label}" button on the page`);
  return /action="([^"]+)"/.exec(form)![1]!.replaceAll('&#38;', '&');
}

/** Opens a checkout for a price and pays it on the simulator's page; answers the return URL and the session. */
export async function payForPlan(
  owner: Browser,
  body: { communityId: string | null; priceId: string; freeTrial?: boolean },
) {
  const session = await owner<{ sessionId: string; url: string }>('/api/v1/billing/checkout-sessions', { body });
  expect(session.status, session.text).toBe(201);
  const url = new URL(session.json.url);
  expect(url.hostname).toBe('app.localhost');
  expect(url.pathname).toBe(`/_dev/stripe/checkout/${session.json.sessionId}`);
  const page = await app(url.pathname);
  expect(page.status, page.text).toBe(200);
  expect(page.text).toContain('Stripe simulator');
  const returnTo = await pressSimulatorButton(formActionOf(page.text, 'Pay with test card'));
  return { sessionId: session.json.sessionId, returnTo };
}

/** Creates a community with the builder's request, as the owner app does after the plan step. */
export async function createCommunity(owner: Browser, tag: string) {
  const subdomain = freshSubdomain(tag);
  const created = await owner<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Billing Club',
      communitySubdomain: subdomain,
      organizationName: 'Billing Guild',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Pay for things.',
    },
  });
  expect(created.status, created.text).toBe(201);
  return { communityId: created.json.communityId, host: `${subdomain}.localhost` };
}

/** A new owner-app account that paid for a price in the builder and then created its community on it. */
export async function paidOwnerWithCommunity(tag: string, priceId: string) {
  const account = await signedInAccount('app.localhost', `${tag}-owner`);
  await payForPlan(account.browser, { communityId: null, priceId });
  const community = await createCommunity(account.browser, tag);
  return { ...account, ...community };
}

export async function subscriptionOf(owner: Browser, communityId: string) {
  const res = await owner<SubscriptionDetails>(`/api/v1/communities/${communityId}/subscription`);
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/** The community as the owner app's community list shows it. */
export async function listedCommunity(owner: Browser, communityId: string) {
  const res = await owner<{ items: MyCommunity[] }>('/api/v1/communities');
  expect(res.status, res.text).toBe(200);
  const found = res.json.items.find((c) => c.communityId === communityId);
  if (!found) throw new Error(`${communityId} is not in the owner's list`);
  return found;
}

/** The simulator's subscription id for a community, read from its /_dev/stripe overview (its metadata line). */
export async function simulatorSubscriptionFor(communityId: string): Promise<string> {
  const page = await app('/_dev/stripe');
  expect(page.status).toBe(200);
  const articles = page.text.match(/<article id="(sub_[^"]+)"[\s\S]*?<\/article>/g) ?? [];
  const article = articles.find((a) => a.includes(`communityId=${communityId}`));
  if (!article) throw new Error(`the simulator lists no subscription of ${communityId}`);
  return /<article id="(sub_[^"]+)"/.exec(article)![1]!;
}

/** Presses one of the overview's clock controls for a subscription (advance, decline, accept-card, end-trial). */
export const clock = (subscriptionId: string, action: 'advance' | 'decline' | 'accept-card' | 'end-trial') =>
  pressSimulatorButton(`/_dev/stripe/subscriptions/${subscriptionId}/${action}`);
