// /subscription's states: loading, failure, owner only, each §4 status with its card and dates, and the return from
// checkout that waits for the server to hold the new subscription.
import * as messages from '@hearth/shared/messages';
import { formatBillingDate } from '@hearth/shared/rules/subscription-display';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, serveSession } from '@test/api.ts';
import { serveSubscription, subscriptionDetails } from '@test/billing.ts';
import { bookClub, overviewFor, serveMyCommunities, serveOverview, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { SELECTED_COMMUNITY_KEY } from '@/features/communities/current-community.ts';
import { billingPolling } from '../use-poll-until.ts';

const defaults = { ...billingPolling };
const DAY = 86_400;
const fromNow = (days: number) => Math.floor(Date.now() / 1000) + days * DAY;
const statusCard = () => screen.getByRole('region', { name: /plan$/ });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  billingPolling.intervalMs = 20;
  billingPolling.attempts = 3;
});
afterEach(() => Object.assign(billingPolling, defaults));

function serveOwner() {
  serveSession(owner);
  serveMyCommunities([trailRunners, bookClub]);
}

const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => /plan|billing/i.test(name ?? ''));

describe('subscription page', () => {
  it('shows an active plan: renewal date, card, and change, manage billing and cancel', async () => {
    serveOwner();
    serveSubscription(subscriptionDetails());
    renderOwnerApp('/subscription');

    expect(await screen.findByRole('heading', { level: 2, name: 'Professional, monthly plan' })).toBeInTheDocument();
    const card = statusCard();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Your plan renews on April 1, 2026.')).toBeInTheDocument();
    expect(within(card).getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(within(card).getByText('Renews on')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Change plan', 'Manage billing (opens in a new tab)', 'Cancel plan']);
  });

  it('shows a cancelling plan with its end date and Renew', async () => {
    const cancelAt = fromNow(10);
    serveOwner();
    serveSubscription(subscriptionDetails({ cancelAt }));
    renderOwnerApp('/subscription');

    expect(await screen.findByText('Cancelling')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Your plan is cancelled and ends on ${formatBillingDate(cancelAt)}. Renew it to keep your plan.`,
      ),
    ).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Change plan', 'Renew plan', 'Manage billing (opens in a new tab)']);
  });

  it('shows a failed payment with change plan and the portal, and no cancel', async () => {
    serveOwner();
    serveSubscription(subscriptionDetails({ status: 'past_due', card: { brand: 'mastercard', last4: '0005' } }));
    renderOwnerApp('/subscription');

    expect(await screen.findByText('Payment error')).toBeInTheDocument();
    expect(screen.getByText(/Your last payment did not go through/)).toBeInTheDocument();
    expect(screen.getByText('Mastercard ending in 0005')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Change plan', 'Manage billing (opens in a new tab)']);
  });

  it('shows a free trial and, once cancelled, that nothing more is charged', async () => {
    const trialEnd = fromNow(5);
    serveOwner();
    serveSubscription(subscriptionDetails({ status: 'trialing', trialEnd, cancelAt: trialEnd }));
    renderOwnerApp('/subscription');

    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Your free trial ends on ${formatBillingDate(trialEnd)}. Your plan is cancelled: there will be no further charge.`,
      ),
    ).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Change plan', 'Renew plan', 'Manage billing (opens in a new tab)']);
  });

  it('shows a community without a subscription when its trial has ended, with Choose a plan and Redeem codes', async () => {
    const trialEndsAt = fromNow(-3);
    serveOwner();
    serveSubscription(subscriptionDetails(null, { trialEndsAt, planId: null, hasStripeAccount: false }));
    renderOwnerApp('/subscription');

    expect(await screen.findByText('Trial ended')).toBeInTheDocument();
    expect(
      screen.getByText(`Your free trial ended on ${formatBillingDate(trialEndsAt)}. Choose a plan to continue.`),
    ).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Choose a plan']);
    expect(screen.getByRole('link', { name: 'Redeem codes' })).toHaveAttribute('href', '/appsumo');
  });

  it('shows a lifetime plan as subscribed, with only Change plan', async () => {
    serveOwner();
    serveSubscription(subscriptionDetails(null, { planId: 'lifetime-premium-plan', hasStripeAccount: false }));
    renderOwnerApp('/subscription');

    expect(
      await screen.findByText('You are subscribed to the Premium, lifetime plan. There is nothing to renew or pay.'),
    ).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Change plan']);
  });

  it('says the data could not be fetched, and Retry asks again', async () => {
    serveOwner();
    const asked = serveSubscription({ status: 500, body: apiError('INTERNAL', 'Boom') }, subscriptionDetails());
    renderOwnerApp('/subscription');

    expect(await screen.findByText(messages.subscriptionFetchFailed)).toBeInTheDocument();
    // Not back from checkout, so nothing asks again on a timer: the failure stays until Retry.
    expect(asked.calls()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Your plan renews on April 1, 2026.')).toBeInTheDocument();
  });

  it('shows an editor the owner-only text and asks the API nothing', async () => {
    localStorage.setItem(SELECTED_COMMUNITY_KEY, 'c_books');
    serveOwner();
    const asked = serveSubscription(subscriptionDetails());
    renderOwnerApp('/subscription');

    expect(await screen.findByText(messages.ownerOnlySubscription)).toBeInTheDocument();
    expect(asked.calls()).toBe(0);
  });

  it('shows the owner-only text when the API refuses (403)', async () => {
    serveOwner();
    serveSubscription({ status: 403, body: apiError('FORBIDDEN', messages.ownerOnlySubscription) });
    renderOwnerApp('/subscription');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.ownerOnlySubscription);
  });

  it('back from checkout, shows its progress until the server holds the new plan, then drops the mark', async () => {
    serveOwner();
    const before = subscriptionDetails(null, { trialEndsAt: fromNow(2), planId: null });
    const asked = serveSubscription(before, before, subscriptionDetails());
    const { location } = renderOwnerApp('/subscription?checkout=success');

    expect(await screen.findByRole('progressbar', { name: 'Confirming your payment' })).toBeInTheDocument();

    expect(await screen.findByText('Your payment went through: your plan is active.')).toBeInTheDocument();
    expect(screen.getByText('Your plan renews on April 1, 2026.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/subscription'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(asked.calls()).toBe(3);
  });

  it('back from checkout, says so when the new plan does not arrive within the wait', async () => {
    serveOwner();
    serveSubscription(subscriptionDetails({ status: 'canceled', cancelAt: fromNow(-1) }));
    renderOwnerApp('/subscription?checkout=success');

    expect(await screen.findByText('Your payment is not confirmed yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('is reached from the sidebar and from the overview’s Plan Details', async () => {
    serveOwner();
    serveOverview((id) => overviewFor(id === 'c_trail' ? trailRunners : bookClub, 7));
    serveSubscription(subscriptionDetails());
    const { location } = renderOwnerApp('/overview');

    await userEvent.click(await screen.findByRole('link', { name: 'Plan Details' }));
    await waitFor(() => expect(location()).toBe('/subscription'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();

    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Overview' }));
    await waitFor(() => expect(location()).toBe('/overview'));
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Subscription' }));
    await waitFor(() => expect(location()).toBe('/subscription'));
  });
});
