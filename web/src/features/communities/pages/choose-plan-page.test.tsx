import { FREE_TRIAL_DAYS } from '@hearth/shared/constants/plans';
import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, serveSession } from '@test/api.ts';
import { serveCheckout, servePaymentStatus } from '@test/billing.ts';
import { organization, serveOnboarding, serveSubdomainCheck } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';

// Where the browser was sent (the checkout page); the test's browser stays on the app.
const left = vi.hoisted(() => [] as string[]);
vi.mock('@/features/billing/leave-page.ts', () => ({ leavePageFor: (url: string) => left.push(url) }));

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  sessionStorage.clear();
  left.length = 0;
});

describe('choose your plan', () => {
  it('shows the catalogue amounts per month and per year, and Contact us for Enterprise', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    servePaymentStatus({ paid: false });
    renderOwnerApp('/onboarding/choose-your-plan');

    await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
    expect(within(card('Essential')).getByText('$99.00')).toBeInTheDocument();
    expect(within(card('Professional')).getByText('$299.00')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('$799.00')).toBeInTheDocument();
    expect(within(card('Essential')).getByText('per month')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.queryByText(/Billing is not connected yet/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));

    expect(within(card('Essential')).getByText('$891.00')).toBeInTheDocument();
    expect(within(card('Professional')).getByText('$2,691.00')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('$7,191.00')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('per year')).toBeInTheDocument();
  });

  it("opens checkout for the card's yearly price and sends the browser to it, the cards busy meanwhile", async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    servePaymentStatus({ paid: false });
    const checkouts = serveCheckout({ url: 'http://app.localhost:4321/_dev/stripe/checkout/cs_test_1' });
    renderOwnerApp('/onboarding/choose-plan');

    await userEvent.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Professional' }));

    await waitFor(() => expect(left).toEqual(['http://app.localhost:4321/_dev/stripe/checkout/cs_test_1']));
    expect(checkouts).toEqual([{ communityId: null, priceId: 'hearth_professional_year', freeTrial: false }]);
    expect(screen.getByRole('button', { name: 'Choose Essential' })).toBeDisabled();
  });

  it('starts with the free trial when asked, and says where the plan page was opened from', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    servePaymentStatus({ paid: false });
    const checkouts = serveCheckout({ url: 'https://checkout.example/cs_test_1' });
    const { location } = renderOwnerApp('/onboarding/choose-plan?source=app');

    await userEvent.click(
      await screen.findByRole('checkbox', { name: `Start with a ${FREE_TRIAL_DAYS}-day free trial` }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose Essential' }));

    await waitFor(() => expect(left).toEqual(['https://checkout.example/cs_test_1']));
    expect(location()).toBe('/onboarding/choose-your-plan?source=app');
    expect(checkouts).toEqual([
      { communityId: null, priceId: 'hearth_essential_month', freeTrial: true, source: 'app' },
    ]);
  });

  it("shows the API's refusal and lets the owner choose again", async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    servePaymentStatus({ paid: false });
    serveCheckout({ status: 400, body: apiError('VALIDATION_FAILED', messages.priceUnknown) });
    renderOwnerApp('/onboarding/choose-your-plan');

    await userEvent.click(await screen.findByRole('button', { name: 'Choose Premium' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.priceUnknown);
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toBeEnabled();
    expect(left).toEqual([]);
  });

  it('sends an owner who has already paid on to the builder instead of paying again', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: { planId: 'professional-plan', interval: 'month' } });
    servePaymentStatus({ paid: true, planId: 'monthly-professional-plan' });
    serveSubdomainCheck();
    const { location } = renderOwnerApp('/onboarding/choose-your-plan');

    expect(await screen.findByText('Your plan is ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Professional' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue to the builder' }));

    await waitFor(() => expect(location()).toBe('/builder/community-setup'));
  });
});
