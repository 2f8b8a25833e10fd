// The dashboard's trial banner over every page, from the community list's plan (owner-dashboard §4 Trial banner).
import { TRIAL_PROMOTION_CODE } from '@hearth/shared/constants/plans';
import type { MyCommunity } from '@hearth/shared/schemas/communities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { bookClub, serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { SELECTED_COMMUNITY_KEY } from '@/features/communities/current-community.ts';

const DAY = 86_400;
const fromNow = (days: number) => Math.floor(Date.now() / 1000) + days * DAY;

const onTrial = (community: MyCommunity, trialEndsAt: number): MyCommunity => ({
  ...community,
  plan: { planId: 'monthly-professional-plan', status: 'trialing', trialEndsAt, isLifetime: false },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('trial banner', () => {
  it('shows a running trial in blue with the promotion code, and stays closed for the session once dismissed', async () => {
    serveSession(owner);
    serveMyCommunities([onTrial(trailRunners, fromNow(5))]);
    const first = renderOwnerApp('/help');

    // Information while the trial runs: a status, not an alert.
    const banner = (await screen.findByText(/You are on a free trial/)).closest('[role="status"]') as HTMLElement;
    expect(banner).toHaveTextContent(TRIAL_PROMOTION_CODE);
    expect(within(banner).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/subscription');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss the trial banner' }));
    await waitFor(() => expect(screen.queryByText(/You are on a free trial/)).not.toBeInTheDocument());
    first.unmount();

    renderOwnerApp('/help');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/You are on a free trial/)).not.toBeInTheDocument();
  });

  it('shows an ended trial in red, without a way to dismiss it', async () => {
    sessionStorage.setItem('hearth.trialBanner.dismissed.c_trail', '1');
    serveSession(owner);
    serveMyCommunities([onTrial(trailRunners, fromNow(-1))]);
    renderOwnerApp('/help');

    const banner = (await screen.findByText(/Your free trial has ended\. Choose a plan/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(banner).toHaveTextContent(TRIAL_PROMOTION_CODE);
    expect(within(banner).queryByRole('button', { name: 'Dismiss the trial banner' })).not.toBeInTheDocument();
  });

  it('is not shown to an editor below the admin-like level, nor for a paid plan', async () => {
    localStorage.setItem(SELECTED_COMMUNITY_KEY, 'c_books');
    serveSession(owner);
    serveMyCommunities([trailRunners, onTrial(bookClub, fromNow(5))]);
    renderOwnerApp('/help');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Community Book Club' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Trail Runners/ }));
    await waitFor(() => expect(localStorage.getItem(SELECTED_COMMUNITY_KEY)).toBe('c_trail'));
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
  });
});
