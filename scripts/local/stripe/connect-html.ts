// Connect's simulator pages: the hosted onboarding of a payout account, a member's checkout of a supporter
// subscription, and the overview's connected accounts with their balance, subscriptions and clock controls.
import { formatCents } from '@hearth/shared/rules/supporters';
import { accountNow } from './connect.ts';
import type { ConnectCheckoutSession, ConnectSubscription, StoredAccount, StoredAccountLink } from './connect-model.ts';
import { escape, page } from './html.ts';
import type { StripeSimulator } from './simulator.ts';

const when = (at: number | null) =>
  at === null ? '—' : `${new Date(at * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const money = (amount: number, currency: string) => `${formatCents(amount)} ${currency.toUpperCase()}`;
const button = (action: string, label: string, primary = false) =>
  `<form method="post" action="${escape(action)}"><button type="submit"${primary ? ' class="primary"' : ''}>${escape(label)}</button></form>`;

export function onboardingPage(link: StoredAccountLink, account: StoredAccount): string {
  const base = `/_dev/stripe/connect/onboarding/${link.id}`;
  const state = account.detailsSubmitted ? 'Details submitted; payouts enabled' : 'Details not submitted yet';
  return page(
    'Payout account onboarding',
    `<h1>Payout account onboarding</h1><section aria-labelledby="acct"><h2 id="acct">Express account ${escape(account.id)}</h2><dl>
<dt>E-mail</dt><dd>${escape(account.email ?? '—')}</dd><dt>Country</dt><dd>${escape(account.country)}</dd>
<dt>Community</dt><dd>${escape(account.metadata.communityId ?? '—')}</dd><dt>State</dt><dd>${escape(state)}</dd></dl>
<p><strong>Complete onboarding</strong> submits test details and enables charges and payouts; <strong>Leave incomplete</strong> returns without them. Both send <code>account.updated</code> and return to Hearth.</p>
<div class="actions">${button(`${base}/complete`, 'Complete onboarding', true)}${button(`${base}/incomplete`, 'Leave incomplete')}</div></section>`,
  );
}

export function connectCheckoutPage(session: ConnectCheckoutSession, account: StoredAccount): string {
  const base = `/_dev/stripe/checkout/${session.id}`;
  const price = `${money(session.price.unitAmount, session.price.currency)} / month`;
  if (session.status !== 'open') {
    const next = session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    return page(
      'Checkout',
      `<h1>Checkout complete</h1><section><p>This checkout was paid (subscription <code>${escape(session.subscription ?? '')}</code>).</p><a class="button primary" href="${escape(next)}">Continue to Hearth</a></section>`,
    );
  }
  const email = account.customers[session.customer]?.email ?? '—';
  const fee = session.applicationFeePercent === null ? 'None' : `${session.applicationFeePercent}% (Hearth)`;
  const declined = session.declined
    ? '<section class="notice" role="alert"><p class="failed">Your card was declined. Nothing was charged.</p></section>'
    : '';
  return page(
    'Checkout',
    `<h1>Checkout</h1>${declined}<section aria-labelledby="order"><h2 id="order">Subscribe to ${escape(session.price.productName)}</h2><dl>
<dt>Price</dt><dd>${escape(price)}</dd><dt>Interval</dt><dd>month</dd><dt>Application fee</dt><dd>${escape(fee)}</dd>
<dt>Sold by</dt><dd>${escape(account.id)}</dd><dt>Customer</dt><dd>${escape(email)}</dd><dt>Card</dt><dd>Test card Visa •••• 4242 (accepted), or a declined test card</dd></dl>
<div class="actions">${button(`${base}/pay`, 'Pay with test card', true)}${button(`${base}/decline`, 'Pay with declined card')}${button(`${base}/cancel`, 'Cancel')}</div></section>`,
  );
}

function statusLine(sub: ConnectSubscription): string {
  if (sub.status === 'canceled') return `Canceled; ended ${when(sub.endedAt)}`;
  if (sub.cancelAtPeriodEnd) return `Cancels ${when(sub.cancelAt)} (no further charge)`;
  if (sub.status === 'past_due') return `Payment failed; next period started ${when(sub.periodStart)}`;
  return `Renews ${when(sub.periodEnd)}`;
}

function memberSubscription(account: StoredAccount, sub: ConnectSubscription): string {
  const base = `/_dev/stripe/connect/${account.id}/subscriptions/${sub.id}`;
  const email = account.customers[sub.customer]?.email ?? sub.customer;
  const controls =
    sub.status === 'canceled'
      ? ''
      : [
          button(`${base}/advance`, 'Advance to next renewal', true),
          sub.declineCard
            ? button(`${base}/accept-card`, 'Accept card again')
            : button(`${base}/decline`, 'Decline card at next renewal'),
        ].join('');
  return `<article id="${sub.id}" aria-labelledby="h-${sub.id}"><h3 id="h-${sub.id}">${escape(sub.price.productName)} · ${escape(email)}</h3><dl>
<dt>Subscription</dt><dd><code>${escape(sub.id)}</code></dd><dt>Status</dt><dd>${escape(sub.status)}</dd>
<dt>Price</dt><dd>${escape(money(sub.price.unitAmount, sub.price.currency))} / month</dd>
<dt>Period</dt><dd>${when(sub.periodStart)} → ${when(sub.periodEnd)}</dd><dt>Next</dt><dd>${escape(statusLine(sub))}</dd>
<dt>Card</dt><dd>Visa •••• 4242${sub.declineCard ? ' — <strong>declined at the next charge</strong>' : ''}</dd>
<dt>Member</dt><dd>${escape(sub.metadata.memberId ?? '—')}</dd></dl><div class="actions">${controls}</div></article>`;
}

function balanceText(account: StoredAccount): { available: string; pending: string } {
  const pending: Record<string, number> = {};
  for (const p of account.pending) pending[p.currency] = (pending[p.currency] ?? 0) + p.amount;
  const text = (byCurrency: Record<string, number>) =>
    Object.entries(byCurrency)
      .map(([currency, amount]) => money(amount, currency))
      .join(', ') || '—';
  return { available: text(account.available), pending: text(pending) };
}

/** The overview's connected accounts: each with its state, balance, the members' subscriptions and their controls. */
export function accountsSection(sim: StripeSimulator): string {
  const accounts = Object.values(sim.state.accounts).sort((a, b) => b.created - a.created);
  if (!accounts.length) return '';
  const cards = accounts.map((account) => {
    const balance = balanceText(account);
    const subs = Object.values(account.subscriptions).sort((a, b) => b.created - a.created);
    const payouts = account.payoutsEnabled ? 'charges and payouts enabled' : 'onboarding not complete';
    return `<section id="${account.id}" aria-labelledby="h-${account.id}"><h2 id="h-${account.id}">Connected account ${escape(account.id)}</h2><dl>
<dt>Community</dt><dd>${escape(account.metadata.communityId ?? '—')}</dd><dt>E-mail</dt><dd>${escape(account.email ?? '—')}</dd>
<dt>Country</dt><dd>${escape(account.country)}</dd><dt>State</dt><dd>${escape(payouts)}</dd>
<dt>Available</dt><dd>${escape(balance.available)}</dd><dt>Pending</dt><dd>${escape(balance.pending)}</dd>
<dt>Account clock</dt><dd>${when(accountNow(sim, account))}</dd></dl>
<div class="actions">${button(`/_dev/stripe/connect/${account.id}/advance-days`, 'Advance 2 days (pending → available)')}</div>
${subs.map((sub) => memberSubscription(account, sub)).join('') || '<p>No member subscriptions yet.</p>'}</section>`;
  });
  return `<h2>Connected accounts</h2><p>Members' supporter subscriptions live on the community's connected account; their events go, signed with the Connect secret, to the Connect webhook.</p>${cards.join('')}`;
}
