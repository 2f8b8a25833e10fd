import * as messages from '@hearth/shared/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, serveAuthOptions, servePost, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

function openSettings() {
  serveSite();
  serveSession(member);
  serveAuthOptions();
  return renderCommunity('/account-settings');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('account settings', () => {
  it('shows the e-mail read-only, with Change buttons for e-mail and password, titled Account Settings', async () => {
    openSettings();

    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Change email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(document.title).toBe('Account Settings');
  });

  it('changes the e-mail in a dialog and shows the toast for 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies = servePost('/api/v1/auth/change-email', { message: messages.emailChangeSent });
    openSettings();

    await userEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change email' }));
    expect(within(dialog).getByText(messages.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.passwordRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^New email/), 'ada@new.example');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'analytic1{Enter}');

    expect(await screen.findByText(messages.emailChangeSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ email: 'ada@new.example', password: 'analytic1' }]);

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByText(messages.emailChangeSent)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.queryByText(messages.emailChangeSent)).not.toBeInTheDocument();
  });

  it('changes the password, checking the guidelines and showing a wrong current password under its input', async () => {
    let attempts = 0;
    server.use(
      http.post('/api/v1/auth/change-password', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json(
              apiError('VALIDATION_FAILED', messages.wrongPassword, { currentPassword: messages.wrongPassword }),
              { status: 400 },
            )
          : HttpResponse.json({ message: messages.passwordChanged });
      }),
    );
    openSettings();

    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'old-pass1');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText(messages.passwordGuidelines)).toBeInTheDocument();
    expect(attempts).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'er42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(messages.wrongPassword)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveAccessibleDescription(messages.wrongPassword);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('sends the member to sign-in when the session ends and cannot be renewed', async () => {
    server.use(
      http.post('/api/v1/auth/change-password', () =>
        HttpResponse.json(apiError('SESSION_EXPIRED', messages.sessionExpired), { status: 401 }),
      ),
      http.post('/api/v1/auth/refresh', () =>
        HttpResponse.json(apiError('SESSION_EXPIRED', messages.sessionExpired), { status: 401 }),
      ),
    );
    const { location } = openSettings();

    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'old-pass1');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'newer-pass1{Enter}');

    await waitFor(() => expect(location()).toBe('/sign-in?redirect=%2Faccount-settings'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
