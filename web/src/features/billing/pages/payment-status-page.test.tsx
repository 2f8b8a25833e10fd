import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { servePaymentStatus } from '@test/billing.ts';
import { organization, serveOnboarding, serveSubdomainCheck } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { billingPolling } from '../use-poll-until.ts';

const defaults = { ...billingPolling };

beforeEach(() => {
  sessionStorage.clear();
  billingPolling.intervalMs = 20;
  billingPolling.attempts = 3;
});
afterEach(() => Object.assign(billingPolling, defaults));

describe('payment status (the checkout return)', () => {
  it('shows its progress while the payment is not recorded, then goes on to the organization step', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    const status = servePaymentStatus({ paid: false }, { paid: true, planId: 'monthly-professional-plan' });
    const { location } = renderOwnerApp('/onboarding/payment-status?session_id=cs_test_1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Confirming your payment' })).toBeInTheDocument();

    await waitFor(() => expect(location()).toBe('/onboarding/company-info'));
    expect(status.calls()).toBe(2);
  });

  it("goes straight to the builder's name step when the plan page was opened from the dashboard", async () => {
    serveSession(owner);
    servePaymentStatus({ paid: true, planId: 'monthly-essential-plan', freeTrial: true });
    serveSubdomainCheck();
    const { location } = renderOwnerApp('/onboarding/payment-status?session_id=cs_test_1&source=app');

    await waitFor(() => expect(location()).toBe('/builder/community-setup'));
  });

  it('says so when the payment does not arrive within the wait, and leads back to the plans', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    const status = servePaymentStatus({ paid: false });
    const { location } = renderOwnerApp('/onboarding/payment-status?session_id=cs_test_1&source=app');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We have not received your payment yet' }),
    ).toBeInTheDocument();
    expect(status.calls()).toBe(3);

    await userEvent.click(screen.getByRole('button', { name: 'Back to the plans' }));

    await waitFor(() => expect(location()).toBe('/onboarding/choose-your-plan?source=app'));
  });

  it('asks again on Check again, and goes on once the payment is in', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    servePaymentStatus({ paid: false }, { paid: false }, { paid: false }, { paid: true });
    const { location } = renderOwnerApp('/onboarding/payment-status?session_id=cs_test_1');

    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));

    await waitFor(() => expect(location()).toBe('/onboarding/company-info'));
  });
});
