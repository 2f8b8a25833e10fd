import * as messages from '@hearth/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, serveAuthOptions, servePost, serveSession, serveSite } from '@test/api.ts';
import { renderCommunity } from '@test/render.tsx';

const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const resetToken = 'reset-token-xxxxxxxxxxxxxxxxxxxx';

describe('forgot password', () => {
  it('sends the reset link and says so', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    const bodies = servePost('/api/v1/auth/forgot-password', { message: messages.resetLinkSent });
    renderCommunity('/forgot-password');

    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(messages.emailRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Email/), ' ada@example.com {Enter}');
    expect(await screen.findByText(messages.resetLinkSent)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
  });
});

describe('reset password', () => {
  it('saves a new password that meets the guidelines and offers Sign In', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    const bodies = servePost('/api/v1/auth/reset-password', { message: messages.passwordSaved });
    renderCommunity(`/reset-password?token=${resetToken}`);

    await userEvent.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), 'abc');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText(messages.passwordGuidelines)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordsDontMatch)).toBeInTheDocument();

    await userEvent.type(newPassword(), 'def123');
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'abcdef123{Enter}');

    expect(await screen.findByText(messages.passwordSaved)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(bodies).toEqual([{ token: resetToken, password: 'abcdef123', confirmPassword: 'abcdef123' }]);
  });

  it('shows an expired link with a way to request a new one', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    servePost('/api/v1/auth/reset-password', apiError('LINK_EXPIRED', messages.linkExpired), 400);
    renderCommunity(`/reset-password?token=${resetToken}`);

    await userEvent.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), 'abcdef123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'abcdef123{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.linkExpired);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a link without a token is not valid', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    renderCommunity('/reset-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.linkInvalid);
    expect(screen.getByRole('button', { name: 'Save password' })).toBeDisabled();
  });
});
