// /subscription's actions: change plan with its cost shown first, cancel and renew behind the §4 question, renew and
// choose a plan through checkout, and the customer portal in a tab opened by the click.
import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, serveSession } from '@test/api.ts';
import {
  APRIL_1,
  serveCheckout,
  serveSubscription,
  serveSubscriptionAction,
  subscriptionDetails,
} from '@test/billing.ts';
import { serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';

// Where the browser was sent (the checkout page); the test's browser stays on the app.
const left = vi.hoisted(() => [] as string[]);
vi.mock('@/features/billing/leave-page.ts', () => ({ leavePageFor: (url: string) => left.push(url) }));

const DAY = 86_400;
const fromNow = (days: number) => Math.floor(Date.now() / 1000) + days * DAY;

beforeEach(() => {
  localStorage.clear();
  left.length = 0;
});
afterEach(() => vi.restoreAllMocks());

function serveOwner() {
  serveSession(owner);
  serveMyCommunities([trailRunners]);
}

describe('subscription actions', () => {
  it('says a change within the interval is added to the next invoice, not due now', async () => {
    serveOwner();
    serveSubscription(subscriptionDetails());
    serveSubscriptionAction('get', 'plan-preview', {
      priceId: 'hearth_premium_month',
      amountDue: 2_500,
      chargedNow: false,
      currency: 'usd',
      nextAmount: 79_900,
      nextRenewAt: APRIL_1,
    });
    renderOwnerApp('/subscription');

    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Premium' }));

    expect(await within(dialog).findByText('$25.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/Added to your next invoice:/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Due now/)).not.toBeInTheDocument();
  });

  it('changes the plan after showing what it costs now and asking', async () => {
    serveOwner();
    serveSubscription(subscriptionDetails());
    const previews = serveSubscriptionAction('get', 'plan-preview', {
      priceId: 'hearth_premium_year',
      amountDue: 12_345,
      chargedNow: true,
      currency: 'usd',
      nextAmount: 719_100,
      nextRenewAt: APRIL_1,
    });
    const changes = serveSubscriptionAction(
      'put',
      'plan',
      subscriptionDetails({ priceId: 'hearth_premium_year' }, { planId: 'yearly-premium-plan' }),
    );
    renderOwnerApp('/subscription');

    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(within(dialog).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yearly' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Premium' }));

    expect(await within(dialog).findByText('$123.45')).toBeInTheDocument();
    expect(within(dialog).getByText(/Due now:/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Then \$7,191\.00 per year, from April 1, 2026\./)).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to change your current plan?')).toBeInTheDocument();
    expect(new URL(previews[0]!.url).search).toBe('?priceId=hearth_premium_year');
    expect(changes).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));

    expect(await screen.findByText('Your plan is now Premium, yearly.')).toBeInTheDocument();
    expect(changes.map((c) => c.body)).toEqual([{ priceId: 'hearth_premium_year' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Premium, yearly plan' })).toBeInTheDocument();
  });

  it("shows the preview's refusal and lets the owner go back to the plans", async () => {
    serveOwner();
    serveSubscription(subscriptionDetails());
    serveSubscriptionAction('get', 'plan-preview', apiError('CONFLICT', messages.planUnchanged), 409);
    renderOwnerApp('/subscription');

    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Essential' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.planUnchanged);
    expect(within(dialog).getByRole('button', { name: 'Confirm change' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the plans' }));
    expect(within(dialog).getByRole('button', { name: 'Switch to Premium' })).toBeInTheDocument();
  });

  it('cancels at the end of the period only once confirmed, then offers Renew', async () => {
    const cancelAt = fromNow(20);
    serveOwner();
    serveSubscription(subscriptionDetails());
    const cancels = serveSubscriptionAction('post', 'cancel', subscriptionDetails({ cancelAt }));
    renderOwnerApp('/subscription');

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel plan' });
    expect(within(dialog).getByText(/Are you sure you want to cancel your current plan\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancels).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));

    expect(await screen.findByText('Cancelling')).toBeInTheDocument();
    expect(cancels).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Renew plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal in the cancel dialog", async () => {
    serveOwner();
    serveSubscription(subscriptionDetails());
    serveSubscriptionAction('post', 'cancel', apiError('FORBIDDEN', messages.ownerOnlyCancel), 403);
    renderOwnerApp('/subscription');

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.ownerOnlyCancel);
  });

  it('renews directly when the cancellation is still ahead', async () => {
    serveOwner();
    serveSubscription(subscriptionDetails({ cancelAt: fromNow(7) }));
    const renewals = serveSubscriptionAction('post', 'renew', subscriptionDetails());
    renderOwnerApp('/subscription');

    await userEvent.click(await screen.findByRole('button', { name: 'Renew plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew plan' });
    expect(within(dialog).getByText('Are you sure you want to renew your current plan?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew plan' }));

    expect(await screen.findByText('Your plan renews on April 1, 2026.')).toBeInTheDocument();
    expect(renewals).toHaveLength(1);
  });

  it('renews a cancelled plan through the plan chooser and checkout for this community', async () => {
    serveOwner();
    serveSubscription(subscriptionDetails({ status: 'canceled', cancelAt: fromNow(-2) }));
    const checkouts = serveCheckout({ url: 'https://checkout.example/cs_renew' });
    renderOwnerApp('/subscription');

    await userEvent.click(await screen.findByRole('button', { name: 'Renew plan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Renew plan' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Renew plan' }));
    const chooser = await screen.findByRole('dialog', { name: 'Renew your plan' });
    await userEvent.click(within(chooser).getByRole('button', { name: 'Choose Premium' }));

    await waitFor(() => expect(left).toEqual(['https://checkout.example/cs_renew']));
    expect(checkouts).toEqual([{ communityId: 'c_trail', priceId: 'hearth_premium_month', freeTrial: false }]);
  });

  it('opens the portal in a tab opened by the click, once its address arrives', async () => {
    const tab = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    serveOwner();
    serveSubscription(subscriptionDetails());
    serveSubscriptionAction('post', 'portal-sessions', { portalUrl: 'https://billing.example/p_1' }, 201);
    renderOwnerApp('/subscription');

    await userEvent.click(await screen.findByRole('button', { name: /Manage billing/ }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://billing.example/p_1'));
    expect(tab.opener).toBeNull();
  });

  it('offers the portal as a link when the browser blocks the tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    serveOwner();
    serveSubscription(subscriptionDetails());
    serveSubscriptionAction('post', 'portal-sessions', { portalUrl: 'https://billing.example/p_2' }, 201);
    renderOwnerApp('/subscription');

    await userEvent.click(await screen.findByRole('button', { name: /Manage billing/ }));

    expect(await screen.findByRole('link', { name: 'Open the billing portal' })).toHaveAttribute(
      'href',
      'https://billing.example/p_2',
    );
  });

  it('closes the opened tab and says why when the portal cannot open', async () => {
    const tab = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    serveOwner();
    serveSubscription(subscriptionDetails());
    serveSubscriptionAction('post', 'portal-sessions', apiError('FORBIDDEN', messages.ownerOnlySubscription), 403);
    renderOwnerApp('/subscription');

    await userEvent.click(await screen.findByRole('button', { name: /Manage billing/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.ownerOnlySubscription);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
