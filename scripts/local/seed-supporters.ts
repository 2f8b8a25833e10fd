// The demo's paid membership, made through the real API as the browser makes it: the owner (her session on the owner
// app) opens the payout account (US), completes its onboarding on the simulator's page, checks its payout ability,
// enables paid membership, sets the price (499 USD a month) and the perks; then the demo supporter (her session on
// demo) opens Checkout and pays with the test card. The Connect events reach the Connect webhook before each page
// answers, so the supporter is active once this returns. Runs after seed-billing (member subscriptions are Premium's).
// Idempotent: a community whose paid membership is enabled is left as it is, and so is a member who holds a
// subscription. A step that fails is reported with its answer; the platform starts anyway.
import { supporterRoutes } from '@hearth/shared/contracts/routes';
import type { Monetization, MySupporterSubscription } from '@hearth/shared/schemas/monetization';
import { browser } from '../../test/support/http.ts';
import { DEMO_PASSWORD } from './seed.ts';

export const DEMO_PAID_MEMBERSHIP = {
  communityId: 'cm-demo',
  subdomain: 'demo',
  ownerEmail: 'owner@hearth.local',
  /** The demo supporter: Maya (`maya`), README's demo-logins table names her. */
  supporterEmail: 'member@hearth.local',
  supporterUsername: 'maya',
  country: 'US',
  price: { amount: 499, currency: 'usd' },
  perks:
    '<p>Thank you for keeping Hearth Makers running!</p><ul><li>The supporter badge on your profile, posts and comments</li><li>1.5× XP on everything you do</li><li>Animated GIF avatars</li></ul>',
} as const;

type Client = ReturnType<typeof browser>;
type Method = 'GET' | 'POST' | 'PUT';

class SeedStepFailed extends Error {}

const pathOf = (route: { path: string }) => route.path.replace('{communityId}', DEMO_PAID_MEMBERSHIP.communityId);

/** One API call of the seed: its JSON answer when the status is the expected one, else the step's failure. */
async function call<T>(client: Client, step: string, method: Method, path: string, body?: unknown, expected = 200) {
  const res = await client<T>(path, { method, ...(body === undefined ? {} : { body }) });
  if (res.status !== expected)
    throw new SeedStepFailed(`${step}: ${method} ${path} answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

/** A button of the simulator's pages pressed through the gateway (a form POST): where it redirects. */
async function press(client: Client, step: string, url: string): Promise<string> {
  const path = new URL(url).pathname;
  const res = await client(`${path}`, {
    method: 'POST',
    rawBody: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = res.headers.location;
  if (res.status !== 303 || typeof location !== 'string')
    throw new SeedStepFailed(`${step}: POST ${path} answered ${res.status} ${res.text.slice(0, 300)}`);
  return location;
}

async function signedIn(port: number, host: string, email: string): Promise<Client> {
  const client = browser(port, host);
  await call(client, `sign-in of ${email}`, 'POST', '/api/v1/auth/sign-in', { email, password: DEMO_PASSWORD });
  return client;
}

/** The owner's part: payout account, onboarding completed, payout ability checked, enabled, price, perks. */
async function enablePaidMembership(owner: Client): Promise<boolean> {
  const demo = DEMO_PAID_MEMBERSHIP;
  const r = supporterRoutes;
  const current = await call<Monetization>(owner, 'read /monetization', 'GET', pathOf(r.getMonetization));
  if (current.isSubscriptionEnabled) return false;
  const onboarding = await call<{ url: string }>(
    owner,
    'start payout onboarding',
    'POST',
    pathOf(r.startPayoutOnboarding),
    current.email ? {} : { country: demo.country },
    201,
  );
  await press(owner, 'Complete onboarding on the simulator', `${onboarding.url}/complete`);
  const status = await call<{ canRecievePayouts: boolean }>(
    owner,
    'payout account status',
    'GET',
    pathOf(r.getPayoutAccountStatus),
  );
  if (!status.canRecievePayouts) throw new SeedStepFailed('payout account status: it cannot receive payouts');
  await call(owner, 'enable paid membership', 'PUT', pathOf(r.setSupportersEnabled), { enabled: true });
  await call(owner, 'set the price', 'PUT', pathOf(r.updateSupporterPrice), demo.price);
  await call(owner, 'set the perks', 'PUT', pathOf(r.updateSupporterPerks), { subscriptionPerks: demo.perks });
  return true;
}

/** The supporter's part: Checkout opened and paid with the test card; active once the events were delivered. */
async function subscribeSupporter(member: Client): Promise<boolean> {
  const r = supporterRoutes;
  const mine = await call<MySupporterSubscription>(
    member,
    'read /subscription',
    'GET',
    r.getMySupporterSubscription.path,
  );
  if (mine.subscription) return false;
  const checkout = await call<{ url: string }>(member, 'open Checkout', 'POST', r.subscribeAsSupporter.path, {}, 201);
  await press(member, 'pay the checkout on the simulator', `${checkout.url}/pay`);
  const after = await call<MySupporterSubscription>(
    member,
    'read /subscription',
    'GET',
    r.getMySupporterSubscription.path,
  );
  if (after.subscription?.status !== 'active')
    throw new SeedStepFailed(
      `the supporter's subscription is ${after.subscription?.status ?? 'missing'} after checkout: see /_dev/stripe (failed deliveries)`,
    );
  return true;
}

/** Returns what it set up this time; a failed step is logged with its answer and leaves the rest for a later start. */
export async function seedSupporters(port: number, log: (line: string) => void = console.warn): Promise<string[]> {
  const demo = DEMO_PAID_MEMBERSHIP;
  const made: string[] = [];
  try {
    const owner = await signedIn(port, 'app.localhost', demo.ownerEmail);
    if (await enablePaidMembership(owner)) made.push(`${demo.subdomain} enabled at 4.99 USD`);
    const member = await signedIn(port, `${demo.subdomain}.localhost`, demo.supporterEmail);
    if (await subscribeSupporter(member)) made.push(`supporter ${demo.supporterUsername}`);
  } catch (error) {
    if (!(error instanceof SeedStepFailed)) throw error;
    log(`The demo paid membership was not set up: ${error.message}`);
  }
  return made.length ? [`paid membership (${made.join(', ')})`] : [];
}
