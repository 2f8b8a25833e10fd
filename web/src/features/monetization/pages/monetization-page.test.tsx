// /monetization's states and actions: the cards (with the balance loading and failing on its own), enabling and
// disabling paid membership (and the plan's notice), connecting payouts (straight to onboarding with an account, the
// country picker without one, its failure and Retry), and the onboarding's return and refresh.
import * as messages from '@hearth/shared/messages';
import { planFeatureMessage } from '@hearth/shared/rules/plan-features';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, serveSession } from '@test/api.ts';
import { bookClub, overviewFor, serveMyCommunities, serveOverview, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import {
  monetization,
  serveAccountStatus,
  serveBalance,
  serveCountries,
  serveMonetization,
  serveMonetizationWrite,
  serveSubscribers,
} from '@test/monetization.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { SELECTED_COMMUNITY_KEY } from '@/features/communities/current-community.ts';
import { onboardingTexts } from '../use-onboarding-return.ts';

// Where the browser was sent (the hosted onboarding); the test's browser stays on the app.
const left = vi.hoisted(() => [] as string[]);
vi.mock('@/features/monetization/leave-page.ts', () => ({ leavePageFor: (url: string) => left.push(url) }));

const ONBOARDING_URL = 'http://localhost:4321/_dev/stripe/connect/onboarding/link_1';

beforeEach(() => {
  localStorage.clear();
  left.length = 0;
});

function serveOwner() {
  serveSession(owner);
  serveMyCommunities([trailRunners, bookClub]);
  serveSubscribers({});
}

const card = (name: string) => screen.getByRole('region', { name });

describe('monetization page', () => {
  it('shows the subscribers, the price, the balance and the earnings net of the fee', async () => {
    serveOwner();
    const asked = serveMonetization(
      monetization({
        totals: { active: 3, canceled: 1, unpaid: 0 },
        subscriptionPriceAmount: 999,
        subscriptionPriceCurrency: 'eur',
        earnings: [{ currency: 'eur', gross: 2997, fee: 240, net: 2757, payments: 3 }],
      }),
    );
    serveBalance({ available: [{ amount: 1200, currency: 'eur' }], pending: [{ amount: 1431, currency: 'eur' }] });
    renderOwnerApp('/monetization');

    expect(await screen.findByRole('heading', { level: 1, name: 'Monetization' })).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('region', { name: 'Total subscribers' })).findByText('3'),
    ).toBeVisible();
    expect(within(card('Price')).getByText('9.99 EUR')).toBeInTheDocument();
    expect(within(card('Price')).getByText(new RegExp(messages.supporterPriceAppliesToNew))).toBeInTheDocument();
    const balance = card('Balance');
    expect(await within(balance).findByText('12.00 EUR')).toBeInTheDocument();
    expect(within(balance).getByText('14.31 EUR')).toBeInTheDocument();
    const earnings = card('Earnings to date');
    expect(within(earnings).getByText('27.57 EUR')).toBeInTheDocument();
    expect(within(earnings).getByText(/net of 2\.40 EUR fee on 29\.97 EUR paid/)).toBeInTheDocument();
    expect(within(earnings).getByText(/Hearth keeps 8% of each member payment/)).toBeInTheDocument();
    expect(within(earnings).getByText(/Card processing is charged by Stripe/)).toBeInTheDocument();
    expect(asked).toEqual(['c_trail']);
  });

  it('shows the balance loading, then its failure with Retry, while the rest of the page works', async () => {
    serveOwner();
    serveMonetization(monetization({ totals: { active: 2, canceled: 0, unpaid: 0 } }));
    const balance = serveBalance(
      { status: 502, body: apiError('BAD_GATEWAY', 'The payment provider did not answer.') },
      { available: [{ amount: 500, currency: 'usd' }], pending: [] },
    );
    renderOwnerApp('/monetization');

    expect(await screen.findByRole('status', { name: 'Loading the balance' })).toBeInTheDocument();
    expect(await screen.findByText('The balance could not be loaded from the payment provider.')).toBeInTheDocument();
    expect(within(card('Total subscribers')).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable paid membership' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Retry balance' }));
    expect(await within(card('Balance')).findByText('5.00 USD')).toBeInTheDocument();
    expect(balance.calls()).toBe(2);
  });

  it('asks no balance before a payout account exists', async () => {
    serveOwner();
    serveMonetization(monetization({ canRecievePayouts: false, email: null, payoutCountry: null }));
    const balance = serveBalance({ available: [], pending: [] });
    renderOwnerApp('/monetization');

    expect(
      await within(await screen.findByRole('region', { name: 'Balance' })).findByText(/Set up payouts/),
    ).toBeVisible();
    expect(balance.calls()).toBe(0);
  });

  it('says the balance comes once the payout account is set up when the server has none to show (409)', async () => {
    serveOwner();
    serveMonetization(monetization({ canRecievePayouts: false }));
    serveBalance({ status: 409, body: apiError('CONFLICT', messages.payoutsNotReady) });
    renderOwnerApp('/monetization');

    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(balance).findByText('Your balance shows once your payout account is set up.')).toBeVisible();
    expect(within(balance).queryByRole('button', { name: 'Retry balance' })).not.toBeInTheDocument();
  });

  it('enables paid membership and then disables it, each answer replacing the page', async () => {
    serveOwner();
    serveMonetization(monetization());
    serveBalance({ available: [], pending: [] });
    const bodies = serveMonetizationWrite('put', 'enabled', monetization({ isSubscriptionEnabled: true }));
    renderOwnerApp('/monetization');

    await userEvent.click(await screen.findByRole('button', { name: 'Enable paid membership' }));
    expect(await screen.findByRole('button', { name: 'Disable paid membership' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Paid membership' })).getByText('On')).toBeInTheDocument();

    serveMonetizationWrite('put', 'enabled', monetization({ isSubscriptionEnabled: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Disable paid membership' }));
    expect(await screen.findByRole('button', { name: 'Enable paid membership' })).toBeInTheDocument();
    expect(bodies).toEqual([{ enabled: true }]);
  });

  it('says when the plan lacks member subscriptions, links to the plan, and keeps Enable off', async () => {
    serveOwner();
    serveMonetization(monetization({ planAllows: false }), monetization({ planAllows: true }));
    serveBalance({ available: [], pending: [] });
    renderOwnerApp('/monetization');

    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(planFeatureMessage('memberSubscriptions'));
    expect(within(notice).getByRole('link', { name: 'Change your plan' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('button', { name: 'Enable paid membership' })).toBeDisabled();
  });

  it('says the plan lacks member subscriptions before a payout account is set up, too', async () => {
    serveOwner();
    serveMonetization(monetization({ planAllows: false, canRecievePayouts: false, email: null, payoutCountry: null }));
    renderOwnerApp('/monetization');

    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(planFeatureMessage('memberSubscriptions'));
    expect(within(notice).getByRole('link', { name: 'Change your plan' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('button', { name: 'Set up payouts' })).toBeEnabled();
  });

  it('shows the server’s refusal when enabling fails', async () => {
    serveOwner();
    serveMonetization(monetization());
    serveBalance({ available: [], pending: [] });
    serveMonetizationWrite('put', 'enabled', {
      status: 409,
      body: apiError('CONFLICT', messages.payoutsNotReady),
    });
    renderOwnerApp('/monetization');

    await userEvent.click(await screen.findByRole('button', { name: 'Enable paid membership' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.payoutsNotReady);
  });

  it('goes straight to the onboarding when the payout account exists', async () => {
    serveOwner();
    serveMonetization(monetization({ canRecievePayouts: false }));
    serveBalance({ available: [], pending: [] });
    const bodies = serveMonetizationWrite('post', 'onboarding', { url: ONBOARDING_URL }, 201);
    renderOwnerApp('/monetization');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue payout setup' }));
    await waitFor(() => expect(left).toEqual([ONBOARDING_URL]));
    expect(bodies).toEqual([{}]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the country first when no payout account exists, then opens the onboarding in it', async () => {
    serveOwner();
    serveMonetization(monetization({ canRecievePayouts: false, email: null, payoutCountry: null }));
    serveCountries({
      countries: [
        { name: 'United States', value: 'US' },
        { name: 'Germany', value: 'DE' },
      ],
    });
    const bodies = serveMonetizationWrite('post', 'onboarding', { url: ONBOARDING_URL }, 201);
    renderOwnerApp('/monetization');

    await userEvent.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your payout country' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue to Stripe' }));
    expect(await within(dialog).findByText(messages.payoutCountryUnknown)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Germany' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Stripe' }));

    await waitFor(() => expect(left).toEqual([ONBOARDING_URL]));
    expect(bodies).toEqual([{ country: 'DE' }]);
  });

  it('says the countries could not be loaded, and Retry asks again', async () => {
    serveOwner();
    serveMonetization(monetization({ canRecievePayouts: false, email: null, payoutCountry: null }));
    const countries = serveCountries(
      { status: 500, body: apiError('INTERNAL', 'Boom') },
      { countries: [{ name: 'United States', value: 'US' }] },
    );
    renderOwnerApp('/monetization');

    await userEvent.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your payout country' });
    expect(await within(dialog).findByText(messages.payoutCountriesFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue to Stripe' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(countries.calls()).toBe(2);
  });

  it('back from the onboarding with payouts ready, enables paid membership and clears the address', async () => {
    serveOwner();
    serveMonetization(monetization({ canRecievePayouts: false }), monetization({ isSubscriptionEnabled: true }));
    serveBalance({ available: [], pending: [] });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const status = serveAccountStatus(
      { canRecievePayouts: true, detailsSubmitted: true, isSubscriptionEnabled: false },
      gate,
    );
    const enabled = serveMonetizationWrite('put', 'enabled', monetization({ isSubscriptionEnabled: true }));
    const { location } = renderOwnerApp('/monetization?callback=return&communityId=c_trail');

    expect(await screen.findByText('Checking your payout account with Stripe…')).toBeInTheDocument();
    expect(location()).toBe('/monetization?callback=return&communityId=c_trail');
    release();
    expect(await screen.findByText(onboardingTexts.enabled)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/monetization'));
    expect(await screen.findByRole('button', { name: 'Disable paid membership' })).toBeInTheDocument();
    expect(status.calls()).toBe(1);
    expect(enabled).toEqual([{ enabled: true }]);
  });

  it('back from an unfinished onboarding, says why nothing was enabled and enables nothing', async () => {
    serveOwner();
    serveMonetization(monetization({ canRecievePayouts: false }));
    serveBalance({ available: [], pending: [] });
    serveAccountStatus({ canRecievePayouts: false, detailsSubmitted: false, isSubscriptionEnabled: false });
    const enabled = serveMonetizationWrite('put', 'enabled', monetization());
    const { location } = renderOwnerApp('/monetization?callback=return&communityId=c_trail');

    expect(await screen.findByText(messages.payoutsNotReady)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/monetization'));
    expect(screen.getByRole('button', { name: 'Continue payout setup' })).toBeInTheDocument();
    expect(enabled).toEqual([]);
  });

  it('back from the onboarding on a plan without member subscriptions, shows the plan’s refusal', async () => {
    serveOwner();
    serveMonetization(monetization({ planAllows: false }));
    serveBalance({ available: [], pending: [] });
    serveAccountStatus({ canRecievePayouts: true, detailsSubmitted: true, isSubscriptionEnabled: false });
    const refusal = planFeatureMessage('memberSubscriptions');
    serveMonetizationWrite('put', 'enabled', { status: 403, body: apiError('FORBIDDEN', refusal) });
    renderOwnerApp('/monetization?callback=return&communityId=c_trail');

    expect(await screen.findByText(onboardingTexts.notEnabled(refusal))).toBeInTheDocument();
  });

  it('selects the community the onboarding was for', async () => {
    localStorage.setItem(SELECTED_COMMUNITY_KEY, 'c_books');
    serveSession(owner);
    serveMyCommunities([trailRunners, { ...bookClub, role: 'owner', accessLevel: 100 }]);
    serveSubscribers({});
    const asked = serveMonetization(monetization({ canRecievePayouts: false }));
    serveBalance({ available: [], pending: [] });
    serveAccountStatus({ canRecievePayouts: false, detailsSubmitted: true, isSubscriptionEnabled: false });
    renderOwnerApp('/monetization?callback=return&communityId=c_trail');

    expect(await screen.findByText(onboardingTexts.checking)).toBeInTheDocument();
    expect(asked).toContain('c_trail');
    expect(localStorage.getItem(SELECTED_COMMUNITY_KEY)).toBe('c_trail');
  });

  it('drops a return for a community the owner does not own, asking nothing', async () => {
    serveOwner();
    serveMonetization(monetization());
    serveBalance({ available: [], pending: [] });
    const status = serveAccountStatus({
      canRecievePayouts: true,
      detailsSubmitted: true,
      isSubscriptionEnabled: false,
    });
    const { location } = renderOwnerApp('/monetization?callback=return&communityId=c_elsewhere');

    await waitFor(() => expect(location()).toBe('/monetization'));
    expect(await screen.findByRole('button', { name: 'Enable paid membership' })).toBeInTheDocument();
    expect(status.calls()).toBe(0);
  });

  it('on an expired onboarding link, opens the onboarding again', async () => {
    serveOwner();
    serveMonetization(monetization({ canRecievePayouts: false }));
    serveBalance({ available: [], pending: [] });
    const bodies = serveMonetizationWrite('post', 'onboarding', { url: ONBOARDING_URL }, 201);
    renderOwnerApp('/monetization?callback=refresh&communityId=c_trail');

    expect(await screen.findByText('Opening your payout onboarding again…')).toBeInTheDocument();
    await waitFor(() => expect(left).toEqual([ONBOARDING_URL]));
    expect(bodies).toEqual([{}]);
  });

  it('sends an editor to the overview and asks the API nothing', async () => {
    localStorage.setItem(SELECTED_COMMUNITY_KEY, 'c_books');
    serveOwner();
    serveOverview(() => overviewFor(bookClub, 7));
    const asked = serveMonetization(monetization());
    const { location } = renderOwnerApp('/monetization');

    await waitFor(() => expect(location()).toBe('/overview'));
    expect(asked).toEqual([]);
  });

  it('shows the owner-only text when the API refuses (403)', async () => {
    serveOwner();
    serveMonetization({ status: 403, body: apiError('FORBIDDEN', messages.monetizationOwnerOnly) });
    renderOwnerApp('/monetization');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.monetizationOwnerOnly);
  });
});
