// The simulator's pages as plain server-rendered HTML: checkout, the customer portal and the overview with its clock
// controls. Every page carries the "Stripe simulator — local only" banner; every control has a visible name.
import { formatCents } from '@hearth/shared/constants/plans';
import {
  type EventRecord,
  type StoredCheckoutSession,
  type StoredCustomer,
  type StoredPortalSession,
  type StoredSubscription,
  catalogPrice,
} from './model.ts';
import type { StripeSimulator } from './simulator.ts';

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const when = (at: number | null) =>
  at === null ? '—' : `${new Date(at * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const STYLE = `
*{box-sizing:border-box}body{font:16px/1.45 system-ui,sans-serif;margin:0;color:#1f2328;background:#f6f7f9}
.banner{background:#4c1d95;color:#fff;padding:.6rem 1rem;font-weight:600}
main{max-width:48rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.15rem;margin:0 0 .5rem}
section,article{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:0 0 1rem;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.25rem .75rem;margin:0 0 .75rem}dt{color:#57606a}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}form{margin:0}
button,.button{display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1rem;border-radius:6px;border:1px solid #8c959f;
background:#fff;color:#1f2328;font:inherit;text-decoration:none;cursor:pointer}
.primary{background:#635bff;border-color:#635bff;color:#fff}.notice{background:#ddf4ff;border-color:#54aeff}
.failed{color:#a40e26}label{display:block;margin:0 0 .25rem}select{font:inherit;min-height:44px;margin:0 0 .5rem}
ol{padding-left:1.25rem}li{margin:.25rem 0}code{font-size:.9em}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} · Stripe simulator</title><style>${STYLE}</style></head><body><div class="banner" role="note">Stripe simulator — local only. No real payment is made.</div><main>${body}</main></body></html>`;
}

const button = (action: string, label: string, primary = false, fields = '') =>
  `<form method="post" action="${escape(action)}">${fields}<button type="submit"${primary ? ' class="primary"' : ''}>${escape(label)}</button></form>`;

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;

function planText(priceId: string): { plan: string; price: string } {
  const price = catalogPrice(priceId);
  if (!price) return { plan: priceId, price: '—' };
  return {
    plan: `${price.planLabel} (${price.interval}ly)`,
    price: `${formatCents(price.unitAmount)} / ${price.interval}`,
  };
}

function cardText(sim: StripeSimulator, id: string | null): string {
  const pm = id ? sim.state.paymentMethods[id] : undefined;
  if (!pm) return 'No card on file';
  return `${pm.brand === 'visa' ? 'Visa' : 'Mastercard'} •••• ${pm.last4}`;
}

export function checkoutPage(sim: StripeSimulator, session: StoredCheckoutSession): string {
  const base = `/_dev/stripe/checkout/${session.id}`;
  const { plan, price } = planText(session.price);
  const email = sim.state.customers[session.customer]?.email ?? '—';
  if (session.status !== 'open') {
    const next = session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    return page(
      'Checkout',
      `<h1>Checkout complete</h1><section><p>This checkout was paid (subscription <code>${escape(session.subscription ?? '')}</code>).</p><a class="button primary" href="${escape(next)}">Continue to Hearth</a></section>`,
    );
  }
  const trial = session.trialDays ? `${session.trialDays} days free, then ${price}` : 'None';
  return page(
    'Checkout',
    `<h1>Checkout</h1><section aria-labelledby="order"><h2 id="order">Subscribe to ${escape(plan)}</h2><dl>
<dt>Plan</dt><dd>${escape(plan)}</dd><dt>Price</dt><dd>${escape(price)}</dd>
<dt>Interval</dt><dd>${escape(catalogPrice(session.price)?.interval ?? '—')}</dd><dt>Free trial</dt><dd>${escape(trial)}</dd>
<dt>Customer</dt><dd>${escape(email)}</dd><dt>Card</dt><dd>Test card Visa •••• 4242 (always accepted)</dd></dl>
<div class="actions">${button(`${base}/pay`, 'Pay with test card', true)}${button(`${base}/cancel`, 'Cancel')}</div></section>`,
  );
}

function statusLine(sub: StoredSubscription): string {
  if (sub.status === 'canceled') return `Canceled; ended ${when(sub.endedAt)}`;
  if (sub.cancelAtPeriodEnd) return `Cancels ${when(sub.cancelAt)} (no further charge)`;
  if (sub.status === 'trialing') return `Free trial until ${when(sub.trialEnd)}`;
  if (sub.status === 'past_due') return `Payment failed; next period started ${when(sub.periodStart)}`;
  return `Renews ${when(sub.periodEnd)}`;
}

export function portalPage(sim: StripeSimulator, session: StoredPortalSession, customer: StoredCustomer): string {
  const base = `/_dev/stripe/portal/${session.id}`;
  const subs = Object.values(sim.state.subscriptions).filter((s) => s.customer === customer.id);
  const plans = subs
    .map((sub) => {
      const { plan, price } = planText(sub.price);
      const control =
        sub.status === 'canceled'
          ? ''
          : sub.cancelAtPeriodEnd
            ? button(`${base}/renew`, 'Renew plan', false, hidden('subscription', sub.id))
            : button(`${base}/cancel`, 'Cancel plan', false, hidden('subscription', sub.id));
      const community = sub.metadata.communityId ? ` · community ${sub.metadata.communityId}` : '';
      return `<article aria-labelledby="${sub.id}"><h2 id="${sub.id}">${escape(plan)}</h2><dl><dt>Price</dt><dd>${escape(price)}</dd><dt>Status</dt><dd>${escape(sub.status)}</dd><dt>When</dt><dd>${escape(statusLine(sub))}</dd><dt>Subscription</dt><dd><code>${escape(sub.id)}</code>${escape(community)}</dd></dl><div class="actions">${control}</div></article>`;
    })
    .join('');
  const card = `<label for="card">Test card</label><select id="card" name="card"><option value="visa">Visa •••• 4242</option><option value="mastercard">Mastercard •••• 4444</option></select>`;
  return page(
    'Billing portal',
    `<h1>Billing portal</h1><section aria-labelledby="payment"><h2 id="payment">Payment method</h2><p>${escape(customer.email ?? customer.id)}: ${escape(cardText(sim, customer.defaultPaymentMethod))}</p>
<form method="post" action="${base}/update-card">${card}<div class="actions"><button type="submit" class="primary">Update card</button></div></form></section>
${plans || '<section><p>No subscriptions.</p></section>'}
<div class="actions"><a class="button" href="${escape(session.returnUrl)}">Return to Hearth</a></div>`,
  );
}

function eventLine(r: EventRecord): string {
  const state = r.delivered
    ? 'delivered'
    : r.error
      ? `<span class="failed">not delivered: ${escape(r.error)}</span>`
      : 'sending';
  return `<li><code>${escape(r.event.type)}</code> · ${escape(r.event.id)} · ${when(r.event.created)} · ${state}</li>`;
}

function subscriptionCard(sim: StripeSimulator, sub: StoredSubscription): string {
  const base = `/_dev/stripe/subscriptions/${sub.id}`;
  const { plan, price } = planText(sub.price);
  const email = sim.state.customers[sub.customer]?.email ?? sub.customer;
  const meta =
    Object.entries(sub.metadata)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ') || '—';
  const controls =
    sub.status === 'canceled'
      ? ''
      : [
          button(`${base}/advance`, 'Advance to next renewal', true),
          sub.declineCard
            ? button(`${base}/accept-card`, 'Accept card again')
            : button(`${base}/decline`, 'Decline card at next renewal'),
          sub.status === 'trialing' ? button(`${base}/end-trial`, 'End trial now') : '',
        ].join('');
  return `<article id="${sub.id}" aria-labelledby="h-${sub.id}"><h2 id="h-${sub.id}">${escape(plan)} · ${escape(email)}</h2><dl>
<dt>Subscription</dt><dd><code>${escape(sub.id)}</code></dd><dt>Status</dt><dd>${escape(sub.status)}</dd><dt>Price</dt><dd>${escape(price)}</dd>
<dt>Period</dt><dd>${when(sub.periodStart)} → ${when(sub.periodEnd)}</dd><dt>Trial ends</dt><dd>${when(sub.trialEnd)}</dd>
<dt>Next</dt><dd>${escape(statusLine(sub))}</dd><dt>Card</dt><dd>${escape(cardText(sim, sub.defaultPaymentMethod))}${sub.declineCard ? ' — <strong>declined at the next charge</strong>' : ''}</dd>
<dt>Metadata</dt><dd>${escape(meta)}</dd></dl><div class="actions">${controls}</div></article>`;
}

/** The overview; `accounts`: the connected accounts' section (Connect), after the platform's subscriptions. */
export function overviewPage(sim: StripeSimulator, notice: string | null, accounts = ''): string {
  const subs = Object.values(sim.state.subscriptions).sort((a, b) => b.created - a.created);
  const failed = sim.failedDeliveries();
  const open = Object.values(sim.state.checkoutSessions).filter((s) => s.status === 'open');
  const retry = failed.length
    ? `<section aria-labelledby="failed"><h2 id="failed">Failed deliveries</h2><p class="failed">${failed.length} event(s) did not reach the webhook.</p>${button('/_dev/stripe/deliveries/retry', 'Retry failed deliveries', true)}</section>`
    : '';
  const events = sim.state.events.slice(-20).reverse().map(eventLine).join('');
  return page(
    'Overview',
    `<h1>Stripe simulator</h1>${notice ? `<section class="notice" role="status">${escape(notice)}</section>` : ''}${retry}
<section aria-labelledby="how"><h2 id="how">Clock controls</h2><p><strong>Advance to next renewal</strong> bills the next period now (or ends a subscription set to cancel at period end). <strong>Decline card at next renewal</strong> makes the card on file fail until the portal updates it. <strong>End trial now</strong> starts the first paid period. Each sends its events, signed, to the webhook.</p></section>
<h2>Subscriptions</h2>${subs.map((s) => subscriptionCard(sim, s)).join('') || '<section><p>No subscriptions yet: pay a checkout first.</p></section>'}
${accounts}
${open.length ? `<section aria-labelledby="open"><h2 id="open">Open checkouts</h2><ul>${open.map((s) => `<li><a href="/_dev/stripe/checkout/${escape(s.id)}">${escape(planText(s.price).plan)} · ${escape(sim.state.customers[s.customer]?.email ?? s.customer)}</a></li>`).join('')}</ul></section>` : ''}
<section aria-labelledby="events"><h2 id="events">Recent events</h2>${events ? `<ol>${events}</ol>` : '<p>None yet.</p>'}</section>`,
  );
}

export function notFoundPage(what: string): string {
  return page(
    'Not found',
    `<h1>Not found</h1><section><p>${escape(what)}</p><a class="button" href="/_dev/stripe">Stripe simulator overview</a></section>`,
  );
}
