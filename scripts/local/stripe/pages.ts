// The simulator's pages on the app host, under /_dev/stripe: the gateway hands them every request below that path.
// A button is a form POST; its action changes the simulator, delivers the events (awaited, in order) and redirects.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyText, crossSite, html, redirect } from '../dev-http.ts';
import { payCheckout, checkoutSessionOf } from './checkout.ts';
import { accountsSection } from './connect-html.ts';
import { type PageTools, connectCheckoutRoute, connectRoute } from './connect-pages.ts';
import { StripeApiError } from './errors.ts';
import { checkoutPage, notFoundPage, overviewPage, portalPage } from './html.ts';
import {
  type TestCard,
  advanceToRenewal,
  emitUpdated,
  endTrialNow,
  setCancelAtPeriodEnd,
  snapshot,
  subscriptionOf,
  updateCard,
} from './lifecycle.ts';
import type { EventRecord, StoredPortalSession } from './model.ts';
import type { StripeSimulator } from './simulator.ts';

export const PAGES_PREFIX = '/_dev/stripe';

/** Answers a request under /_dev/stripe; false for any other path. */
export type StripePages = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean>;

const formOf = async (req: IncomingMessage) => new URLSearchParams(await bodyText(req));

/** What the overview says after an action: the events it sent, and which did not reach the webhook. */
function sentNotice(what: string, events: EventRecord[]): string {
  if (!events.length) return `${what}. No event sent.`;
  const failed = events.filter((r) => !r.delivered).length;
  const list = events.map((r) => r.event.type).join(', ');
  return `${what}. Sent: ${list}.${failed ? ` ${failed} not delivered: see Recent events.` : ''}`;
}

const overviewWith = (notice: string, anchor = '') =>
  `${PAGES_PREFIX}?notice=${encodeURIComponent(notice)}${anchor ? `#${anchor}` : ''}`;

export function createStripePages(sim: StripeSimulator): StripePages {
  const tools: PageTools = {
    html,
    redirect,
    done: (res, what, events, anchor) => redirect(res, overviewWith(sentNotice(what, events), anchor)),
  };
  const portalOf = (id: string): StoredPortalSession | null => sim.state.portalSessions[id] ?? null;

  async function overviewAction(res: ServerResponse, id: string, action: string) {
    const sub = sim.state.subscriptions[id];
    if (!sub) return html(res, 404, notFoundPage(`No subscription ${id}.`));
    const operations: Record<string, [string, () => void]> = {
      advance: ['Advanced to the next renewal', () => advanceToRenewal(sim, sub)],
      'end-trial': ['Ended the trial', () => endTrialNow(sim, sub)],
      decline: ['The card will be declined at the next charge', () => (sub.declineCard = true)],
      'accept-card': ['The card is accepted again', () => (sub.declineCard = false)],
    };
    const operation = operations[action];
    if (!operation) return html(res, 404, notFoundPage(`No action ${action}.`));
    const { events } = await sim.runRecorded(operation[1]);
    return redirect(res, overviewWith(sentNotice(`${operation[0]} (${id})`, events), id));
  }

  async function portalAction(req: IncomingMessage, res: ServerResponse, session: StoredPortalSession, action: string) {
    const form = await formOf(req);
    const customer = sim.state.customers[session.customer];
    if (!customer) return html(res, 404, notFoundPage(`No customer ${session.customer}.`));
    if (action === 'update-card') {
      const card: TestCard = form.get('card') === 'mastercard' ? 'mastercard' : 'visa';
      await sim.run(() => updateCard(sim, customer, card));
    } else if (action === 'cancel' || action === 'renew') {
      const sub = subscriptionOf(sim, form.get('subscription') ?? '');
      if (sub.customer !== customer.id) return html(res, 404, notFoundPage('No such subscription here.'));
      await sim.run(() => {
        const before = snapshot(sub);
        setCancelAtPeriodEnd(sim, sub, action === 'cancel');
        emitUpdated(sim, sub, before);
      });
    } else return html(res, 404, notFoundPage(`No action ${action}.`));
    return redirect(res, `${PAGES_PREFIX}/portal/${session.id}`);
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    const rest = path.slice(PAGES_PREFIX.length).replace(/\/$/, '');
    const [, kind = '', id = '', action = ''] = rest.split('/').map(decodeURIComponent);
    if (method === 'POST' && crossSite(req)) return html(res, 403, notFoundPage('A form from another site.'));
    if (method === 'GET' && rest === '') {
      const notice = new URL(req.url ?? '/', 'http://local').searchParams.get('notice');
      return html(res, 200, overviewPage(sim, notice, accountsSection(sim)));
    }
    if (method === 'POST' && kind === 'deliveries' && id === 'retry') {
      const { delivered, failed } = await sim.retryFailed();
      return redirect(res, overviewWith(`Retried failed deliveries: ${delivered} delivered, ${failed} still failing.`));
    }
    if (method === 'POST' && kind === 'subscriptions' && action) return overviewAction(res, id, action);
    if (kind === 'connect') return connectRoute(sim, tools, req, res, rest.split('/').slice(2).map(decodeURIComponent));
    if (kind === 'checkout' && id && (await connectCheckoutRoute(sim, tools, req, res, id, action))) return;
    if (kind === 'checkout' && id) {
      const session = sim.state.checkoutSessions[id];
      if (!session) return html(res, 404, notFoundPage(`No checkout session ${id}.`));
      if (method === 'GET' && !action) return html(res, 200, checkoutPage(sim, session));
      if (method === 'POST' && action === 'pay') return redirect(res, await sim.run(() => payCheckout(sim, id)));
      if (method === 'POST' && action === 'cancel') return redirect(res, checkoutSessionOf(sim, id).cancelUrl);
    }
    if (kind === 'portal' && id) {
      const session = portalOf(id);
      const customer = session ? sim.state.customers[session.customer] : undefined;
      if (!session || !customer) return html(res, 404, notFoundPage(`No portal session ${id}.`));
      if (method === 'GET' && !action) return html(res, 200, portalPage(sim, session, customer));
      if (method === 'POST' && action) return portalAction(req, res, session, action);
    }
    return html(res, 404, notFoundPage(`Nothing at ${path}.`));
  }

  return async (req, res, path) => {
    if (path !== PAGES_PREFIX && !path.startsWith(`${PAGES_PREFIX}/`)) return false;
    try {
      await route(req, res, path);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      // A button pressed on a stale page (a checkout already paid, a renewal of a canceled subscription).
      redirect(res, overviewWith(`Not done: ${error.message}`));
    }
    return true;
  };
}
