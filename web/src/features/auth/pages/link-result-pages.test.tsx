import { CHANGE_EMAIL_SUCCESS_REDIRECT_MS, VERIFICATION_SUCCESS_REDIRECT_MS } from '@hearth/shared/constants/auth';
import * as messages from '@hearth/shared/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, serveAuthOptions, servePost, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { renderCommunity, renderOwnerApp } from '@test/render.tsx';

// Each test uses its own token: a token's answer is remembered for the page's lifetime (it is single-use).
const token = (name: string) => `${name}-${'x'.repeat(24)}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('e-mail verification link', () => {
  it('verifies, says so, and moves on to the welcome step after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveSite();
    serveSession(null);
    serveAuthOptions();
    const bodies = servePost('/api/v1/auth/verify-email', { message: 'Your e-mail address is verified.' });
    const { location } = renderCommunity(`/verify-email?token=${token('verify-ok')}`);

    expect(await screen.findByText(/Your email address is verified/)).toBeInTheDocument();
    expect(location()).toBe('/email-verification-success');
    expect(bodies).toEqual([{ token: token('verify-ok') }]);

    await act(() => vi.advanceTimersByTimeAsync(VERIFICATION_SUCCESS_REDIRECT_MS - 500));
    expect(location()).toBe('/email-verification-success');
    await act(() => vi.advanceTimersByTimeAsync(600));
    // The welcome step needs an account, so a guest signs in first and comes back.
    await waitFor(() => expect(location()).toBe('/sign-in?redirect=%2Fonboarding%2Fwelcome'));
  });

  it('shows the failure text with Go Back and Contact Support for a used or expired link', async () => {
    serveSite();
    serveSession(null);
    servePost('/api/v1/auth/verify-email', apiError('LINK_EXPIRED', messages.verificationFailed), 400);
    const { location } = renderCommunity(`/verify-email?token=${token('verify-expired')}`);

    expect(await screen.findByText(messages.verificationFailed)).toBeInTheDocument();
    expect(location()).toBe('/email-verification-failed');
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});

describe('e-mail change link', () => {
  it('confirms, fetches the (now ended) session, and goes to / after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveSite();
    const session = serveSession(member, null);
    servePost('/api/v1/auth/confirm-email-change', { message: 'Confirmed.' });
    const { location } = renderCommunity(`/confirm-email-change?token=${token('change-ok')}`);

    expect(await screen.findByText(/Your new email address is confirmed/)).toHaveTextContent('Trail Runners');
    expect(location()).toBe('/change-email-success');
    await waitFor(() => expect(session.calls()).toBe(2));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CHANGE_EMAIL_SUCCESS_REDIRECT_MS + 100));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows the failure text and the reason', async () => {
    serveSite();
    serveSession(null);
    servePost('/api/v1/auth/confirm-email-change', apiError('LINK_INVALID', messages.linkInvalid), 400);
    const { location } = renderCommunity(`/confirm-email-change?token=${token('change-bad')}`);

    expect(await screen.findByText(messages.changeEmailFailed, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(`Reason: ${messages.linkInvalid}`)).toBeInTheDocument();
    expect(location()).toBe(`/change-email-failed?${new URLSearchParams({ reason: messages.linkInvalid })}`);
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/sign-in');
  });

  it('mentions the main page on the owner app', async () => {
    serveSession(null);
    servePost('/api/v1/auth/confirm-email-change', { message: 'Confirmed.' });
    renderOwnerApp(`/confirm-email-change?token=${token('owner-change')}`);

    expect(await screen.findByText(/Taking you to the main page/)).toBeInTheDocument();
    expect(document.title).toBe('Hearth');
  });
});
