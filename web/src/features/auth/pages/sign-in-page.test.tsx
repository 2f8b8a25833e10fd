import * as messages from '@hearth/shared/messages';
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, serveAuthOptions, servePost, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { renderCommunity } from '@test/render.tsx';

/** Signs in at `path` with a sign-in endpoint answering `user`; the session is a guest's until then. */
async function signInAt(path: string, user: SessionUser = member) {
  serveSite();
  serveSession(null);
  serveAuthOptions();
  const bodies = servePost('/api/v1/auth/sign-in', { user });
  const rendered = renderCommunity(path);
  await userEvent.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'analytic1{Enter}');
  return { ...rendered, bodies };
}

describe('sign-in page', () => {
  it('signs in with Enter and goes to / by default, the top bar showing the member at once', async () => {
    const { location, bodies } = await signInAt('/sign-in');

    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'analytic1' }]);
  });

  it('goes to the welcome step while it is pending, whatever the redirect says', async () => {
    const { location } = await signInAt('/sign-in?redirect=%2Faccount-settings', { ...member, welcomePending: true });

    await waitFor(() => expect(location()).toBe('/onboarding/welcome'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Trail Runners' })).toBeInTheDocument();
  });

  it('follows a same-site redirect', async () => {
    const { location } = await signInAt('/sign-in?redirect=%2Faccount-settings');

    await waitFor(() => expect(location()).toBe('/account-settings'));
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it.each([['//evil.com'], ['https://evil.com/steal'], ['/\\evil.com'], ['javascript:alert(1)']])(
    'ignores the redirect %s and goes to /',
    async (redirect) => {
      const { location } = await signInAt(`/sign-in?redirect=${encodeURIComponent(redirect)}`);

      await waitFor(() => expect(location()).toBe('/'));
      expect(window.location.host).toBe('demo.localhost:4321');
    },
  );

  it('sends an unverified account to /account-unverified, where the link can be sent again', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    servePost('/api/v1/auth/sign-in', apiError('ACCOUNT_UNVERIFIED', messages.accountUnverified), 403);
    const resent = servePost('/api/v1/auth/resend-verification', {
      message: messages.verificationSent('ada@example.com'),
    });
    const { location } = renderCommunity('/sign-in');

    await userEvent.type(await screen.findByLabelText(/^Email/), 'Ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'analytic1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(location()).toBe('/account-unverified?email=ada%40example.com'));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(messages.verificationSent('ada@example.com'))).toBeInTheDocument();
    expect(resent).toEqual([{ email: 'ada@example.com' }]);
  });

  it('shows wrong credentials in an alert and stays', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    servePost('/api/v1/auth/sign-in', apiError('INVALID_CREDENTIALS', messages.invalidCredentials), 401);
    const { location } = renderCommunity('/sign-in');

    await userEvent.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong1{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidCredentials);
    expect(location()).toBe('/sign-in');
  });

  it('links to forgot password, and to sign-up keeping the redirect', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    renderCommunity('/sign-in?redirect=%2Faccount-settings');

    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/sign-up?redirect=%2Faccount-settings',
    );
  });

  it('offers social sign-in, disabled locally with the reason next to it', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions({ google: false, facebook: false });
    renderCommunity('/sign-in');

    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(messages.socialSignInLocal);
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toHaveAccessibleDescription(
      messages.socialSignInLocal,
    );
  });

  it('opens the provider in a popup when configured, and says so when the popup is blocked', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions({ google: true, facebook: true });
    const opened: string[] = [];
    const original = window.open;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
    try {
      renderCommunity('/sign-in');
      await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    } finally {
      window.open = original;
    }

    expect(opened).toEqual(['/api/v1/auth/social/google']);
    expect(screen.getByText(messages.popupBlocked)).toBeInTheDocument();
    expect(screen.queryByText(messages.socialSignInLocal)).not.toBeInTheDocument();
  });
});
