// Connect's pages under /_dev/stripe: the payout account's onboarding (/connect/onboarding/<link>, Complete
// onboarding or Leave incomplete, both back to the return URL), a member's checkout on the shared checkout path
// (pay, a declined card, cancel), and the overview's controls of a connected account (/connect/<acct>/…).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  advanceConnectRenewal,
  connectCheckoutOf,
  connectSubscriptionOf,
  declineConnectCheckout,
  payConnectCheckout,
} from './connect-billing.ts';
import { connectCheckoutPage, onboardingPage } from './connect-html.ts';
import { advanceTwoDays, finishOnboarding } from './connect.ts';
import { notFoundPage } from './html.ts';
import type { EventRecord } from './model.ts';
import type { StripeSimulator } from './simulator.ts';

export interface PageTools {
  html: (res: ServerResponse, status: number, body: string) => void;
  redirect: (res: ServerResponse, location: string) => void;
  /** The overview with a notice of what an action did and sent, scrolled to `anchor`. */
  done: (res: ServerResponse, what: string, events: EventRecord[], anchor: string) => void;
}

/** A member checkout's page and buttons; false when no connected account holds the session. */
export async function connectCheckoutRoute(
  sim: StripeSimulator,
  tools: PageTools,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  action: string,
): Promise<boolean> {
  const found = connectCheckoutOf(sim, id);
  if (!found) return false;
  const { account, session } = found;
  const method = req.method ?? 'GET';
  const page = `/_dev/stripe/checkout/${session.id}`;
  if (method === 'GET' && !action) tools.html(res, 200, connectCheckoutPage(session, account));
  else if (method === 'POST' && action === 'pay')
    tools.redirect(res, await sim.run(() => payConnectCheckout(sim, account, session)));
  else if (method === 'POST' && action === 'decline') {
    await sim.run(() => declineConnectCheckout(session));
    tools.redirect(res, page);
  } else if (method === 'POST' && action === 'cancel') tools.redirect(res, session.cancelUrl);
  else tools.html(res, 404, notFoundPage(`Nothing at ${page}/${action}.`));
  return true;
}

/** Everything under /_dev/stripe/connect: `parts` are the path's segments after it. */
export async function connectRoute(
  sim: StripeSimulator,
  tools: PageTools,
  req: IncomingMessage,
  res: ServerResponse,
  parts: string[],
): Promise<void> {
  const method = req.method ?? 'GET';
  const [first = '', second = '', third = '', fourth = ''] = parts;
  if (first === 'onboarding') {
    const link = sim.state.accountLinks[second];
    const account = link ? sim.state.accounts[link.account] : undefined;
    if (!link || !account) return tools.html(res, 404, notFoundPage(`No onboarding link ${second}.`));
    if (method === 'GET' && !third) return tools.html(res, 200, onboardingPage(link, account));
    if (method === 'POST' && (third === 'complete' || third === 'incomplete'))
      return tools.redirect(res, await sim.run(() => finishOnboarding(sim, link.id, third === 'complete')));
    return tools.html(res, 404, notFoundPage(`No action ${third}.`));
  }
  const account = sim.state.accounts[first];
  if (!account || method !== 'POST')
    return tools.html(res, 404, notFoundPage(`Nothing at connect/${parts.join('/')}.`));
  if (second === 'advance-days' && !third) {
    const { events } = await sim.runRecorded(() => advanceTwoDays(sim, account));
    return tools.done(res, `Advanced ${account.id} 2 days: pending funds are available`, events, account.id);
  }
  if (second !== 'subscriptions') return tools.html(res, 404, notFoundPage(`No action ${second}.`));
  const sub = account.subscriptions[third];
  if (!sub) return tools.html(res, 404, notFoundPage(`No subscription ${third} on ${account.id}.`));
  const operations: Record<string, [string, () => void]> = {
    advance: [
      'Advanced to the next renewal',
      () => advanceConnectRenewal(sim, account, connectSubscriptionOf(account, sub.id)),
    ],
    decline: ['The card will be declined at the next charge', () => (sub.declineCard = true)],
    'accept-card': ['The card is accepted again', () => (sub.declineCard = false)],
  };
  const operation = operations[fourth];
  if (!operation) return tools.html(res, 404, notFoundPage(`No action ${fourth}.`));
  const { events } = await sim.runRecorded(operation[1]);
  return tools.done(res, `${operation[0]} (${sub.id})`, events, sub.id);
}
