import { OWNER_IDLE_TIMEOUT_MS } from '@hearth/shared/constants/auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveAuthOptions, servePost, serveSession } from '@test/api.ts';
import { owner } from '@test/fixtures.ts';
import { serveMyCommunities, serveOnboarding } from '@test/communities.ts';
import { servePaymentStatus } from '@test/billing.ts';
import { renderOwnerApp } from '@test/render.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('owner app', () => {
  it('greets visitors with the pitch and ways to sign up or sign in', async () => {
    serveSession(null);
    renderOwnerApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build and run your branded community' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(document.title).toBe('Hearth');
  });

  it('takes Sign up to the registration form', async () => {
    serveSession(null);
    serveAuthOptions({ passwordMinLength: 8 });
    renderOwnerApp();

    await userEvent.click(within(await screen.findByRole('banner')).getByRole('link', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('sends a signed-in owner without a community from / (and /overview) to the welcome page', async () => {
    serveSession(owner);
    serveMyCommunities([]);
    servePaymentStatus({ paid: false });
    const { location } = renderOwnerApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeInTheDocument();
    expect(location()).toBe('/onboarding/welcome');
    expect(screen.queryByRole('button', { name: /Get Started/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('sends a signed-in owner who paid for a plan but has no community yet on to company info', async () => {
    serveSession(owner);
    serveMyCommunities([]);
    servePaymentStatus({ paid: true, planId: 'monthly-professional-plan' });
    const { location } = renderOwnerApp('/');

    await waitFor(() => expect(location()).toBe('/onboarding/company-info'));
  });

  it('keeps ?redirect= through sign-in', async () => {
    serveSession(null);
    serveAuthOptions({ passwordMinLength: 8 });
    servePost('/api/v1/auth/sign-in', { user: owner });
    // The profile page's Organization Profile tab reads the onboarding answers.
    serveOnboarding();
    const { location } = renderOwnerApp('/profile');

    await waitFor(() => expect(location()).toBe('/sign-in?redirect=%2Fprofile'));
    await userEvent.type(await screen.findByLabelText(/^Email/), 'grace@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'cobol-1959');
    // From here the session is the signed-in owner's, as the API answers once sign-in has set its cookies.
    serveSession(owner);
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(location()).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });

  it('shows a signed-in owner a menu with Profile and Sign Out', async () => {
    serveSession(owner);
    const signOuts = servePost('/api/v1/auth/sign-out', { message: 'Signed out.' });
    const { location } = renderOwnerApp('/onboarding/welcome');

    await userEvent.click(await screen.findByRole('button', { name: 'Grace Hopper' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build and run your branded community' }),
    ).toBeInTheDocument();
    expect(signOuts).toHaveLength(1);
  });

  it('signs an idle owner out after 3 hours and goes to sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveSession(owner);
    serveAuthOptions({ passwordMinLength: 8 });
    const signOuts = servePost('/api/v1/auth/sign-out', { message: 'Signed out.' });
    const { location } = renderOwnerApp('/onboarding/welcome');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' });

    await act(() => vi.advanceTimersByTimeAsync(OWNER_IDLE_TIMEOUT_MS - 60_000));
    expect(signOuts).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(61_000));

    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(signOuts).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends an unknown path to /404 with a Return Home link', async () => {
    serveSession(null);
    renderOwnerApp('/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it("opens /builder/name, the spec's first builder step, as the community setup step (replacing the address)", async () => {
    serveSession(owner);
    const { location, history } = renderOwnerApp('/builder/name');

    expect(await screen.findByLabelText('Community name')).toBeInTheDocument();
    expect(location()).toBe('/builder/community-setup');
    expect(history.length).toBe(1);
  });
});
