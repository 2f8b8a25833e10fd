import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { organization, serveOnboarding, servePut, serveSubdomainCheck } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => sessionStorage.clear());

describe('choose your plan', () => {
  it('shows the catalogue amounts per month and per year, and Contact us for Enterprise', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
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
    expect(screen.getByText(/Nothing is charged/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));

    expect(within(card('Essential')).getByText('$891.00')).toBeInTheDocument();
    expect(within(card('Professional')).getByText('$2,691.00')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('$7,191.00')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('per year')).toBeInTheDocument();
  });

  it('records the choice and continues to the builder', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    serveSubdomainCheck();
    const choices = servePut('/api/v1/onboarding/plan', {
      organization,
      planChoice: { planId: 'professional-plan', interval: 'year' },
    });
    const { location } = renderOwnerApp('/onboarding/choose-plan');

    await userEvent.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Professional' }));

    await waitFor(() => expect(location()).toBe('/builder/community-setup'));
    expect(choices).toEqual([{ planId: 'professional-plan', interval: 'year' }]);
  });
});
