import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { servePost, serveSession } from '@test/api.ts';
import { bookClub, overviewFor, serveMyCommunities, serveOnboarding, serveOverview } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { SELECTED_COMMUNITY_KEY } from '../current-community.ts';

beforeEach(() => localStorage.clear());

describe('onboarding: welcome and community access', () => {
  it('marks the welcome step done on Continue and asks how to start', async () => {
    serveSession({ ...owner, welcomePending: true });
    serveOnboarding();
    const completions = servePost('/api/v1/auth/welcome/complete', { user: owner });
    const { location } = renderOwnerApp('/onboarding/welcome');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location()).toBe('/onboarding/community-access'));
    expect(completions).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: /Create my own community/ }));
    await waitFor(() => expect(location()).toBe('/onboarding/company-info'));
  });

  it('says so honestly when there is no other community to access', async () => {
    serveSession(owner);
    serveMyCommunities([]);
    const { location } = renderOwnerApp('/onboarding/community-access');

    await userEvent.click(await screen.findByRole('button', { name: /Access another community/ }));

    expect(await screen.findByText(/You do not manage any community yet/)).toBeInTheDocument();
    expect(location()).toBe('/onboarding/community-access');
  });

  it('switches to the first community the account manages and opens the overview', async () => {
    serveSession(owner);
    serveMyCommunities([bookClub]);
    serveOverview(() => overviewFor(bookClub, 7));
    const { location } = renderOwnerApp('/onboarding/community-access');

    await userEvent.click(await screen.findByRole('button', { name: /Access another community/ }));

    await waitFor(() => expect(location()).toBe('/overview'));
    expect(localStorage.getItem(SELECTED_COMMUNITY_KEY)).toBe('c_books');
    expect(await screen.findByRole('button', { name: 'Community Book Club' })).toBeInTheDocument();
  });
});
