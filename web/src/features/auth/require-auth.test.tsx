import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, serveAuthOptions, servePost, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { renderCommunity } from '@test/render.tsx';

async function openLoginModal() {
  serveSite();
  serveSession(null);
  serveAuthOptions();
  const rendered = renderCommunity('/');
  await userEvent.click(await screen.findByRole('button', { name: 'New Post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  return { ...rendered, dialog };
}

describe('login modal (useRequireAuth)', () => {
  it('opens for a guest who clicks New Post, with the sign-in form', async () => {
    const { dialog, location } = await openLoginModal();

    expect(await within(dialog).findByLabelText(/^Email/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('switches to the registration form and back', async () => {
    const { dialog } = await openLoginModal();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Register' }));
    const signUp = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(signUp).getByLabelText(/^First name/)).toBeInTheDocument();

    await userEvent.click(within(signUp).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks an unverified account to verify its e-mail, in the modal', async () => {
    servePost('/api/v1/auth/sign-in', apiError('ACCOUNT_UNVERIFIED', messages.accountUnverified), 403);
    const { dialog, location } = await openLoginModal();

    await userEvent.type(await within(dialog).findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'analytic1{Enter}');

    const verify = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(verify).getByText(/Open the link we sent to ada@example.com/)).toBeInTheDocument();
    expect(within(verify).getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('closes once signed in, and the top bar shows the member', async () => {
    servePost('/api/v1/auth/sign-in', { user: member });
    const { dialog } = await openLoginModal();

    await userEvent.type(await within(dialog).findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'analytic1{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
