import { APPROVAL_POLL_MS } from '@hearth/shared/constants/auth';
import * as messages from '@hearth/shared/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { renderCommunity } from '@test/render.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('account approval pending', () => {
  it('checks the session every 10 s and moves on to the welcome step once approved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveSite();
    const pending = { ...member, state: 'pending' as const, welcomePending: true };
    const session = serveSession(pending, pending, { ...member, welcomePending: true });
    const { location } = renderCommunity('/account-approval-pending');

    expect(await screen.findByText(messages.approvalPending)).toBeInTheDocument();
    expect(session.calls()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS));
    await waitFor(() => expect(session.calls()).toBe(2));
    expect(location()).toBe('/account-approval-pending');

    await act(() => vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS));
    await waitFor(() => expect(location()).toBe('/onboarding/welcome'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Trail Runners' })).toBeInTheDocument();
    expect(session.calls()).toBe(3);
  });

  it('goes to /account-denied when the request is denied', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveSite();
    serveSession({ ...member, state: 'pending' }, { ...member, state: 'denied' });
    const { location } = renderCommunity('/account-approval-pending');

    await screen.findByText(messages.approvalPending);
    await act(() => vi.advanceTimersByTimeAsync(APPROVAL_POLL_MS));

    expect(await screen.findByText(messages.signUpDenied('Trail Runners'))).toBeInTheDocument();
    expect(location()).toBe('/account-denied');
  });
});

describe('account ban', () => {
  it('shows a temporary ban with the date it ends', async () => {
    const expiresAt = new Date(2031, 2, 5, 15, 4).toISOString();
    serveSite();
    serveSession({ ...member, state: 'banned', ban: { permanent: false, expiresAt } });
    renderCommunity(`/account-ban?expiresAt=${encodeURIComponent(expiresAt)}&permanentBan=false`);

    expect(await screen.findByText(messages.banned('Trail Runners', false))).toBeInTheDocument();
    expect(screen.getByText('This ban will expire on March 05, 2031 at 3:04 pm.')).toBeInTheDocument();
    expect(document.title).toBe('Trail Runners');
  });

  it('reads the session again when a timed ban ends, and lets the member back in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const expiresAt = new Date(Date.now() + 90 * 60_000).toISOString();
    serveSite();
    const session = serveSession({ ...member, state: 'banned', ban: { permanent: false, expiresAt } }, member);
    const { location } = renderCommunity(`/account-ban?expiresAt=${encodeURIComponent(expiresAt)}&permanentBan=false`);

    expect(await screen.findByText(messages.banned('Trail Runners', false))).toBeInTheDocument();
    expect(session.calls()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(session.calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(31 * 60_000));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Runners' })).toBeInTheDocument();
    expect(session.calls()).toBe(2);
  });

  it('shows a permanent ban without a date', async () => {
    serveSite();
    serveSession({ ...member, state: 'banned', ban: { permanent: true, expiresAt: null } });
    renderCommunity('/');

    expect(
      await screen.findByText('Your account has been banned permanently from accessing Trail Runners.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/This ban will expire/)).not.toBeInTheDocument();
  });
});
