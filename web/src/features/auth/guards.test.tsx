import * as messages from '@hearth/shared/messages';
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { createQueryClient } from '@/app/query-client.ts';
import { renderCommunity } from '@test/render.tsx';

function visit(path: string, user: SessionUser | null) {
  serveSite();
  serveSession(user);
  serveAuthOptions();
  return renderCommunity(path);
}

describe('route guards (community)', () => {
  it.each([['/account-settings'], ['/onboarding/welcome']])(
    'sends a guest on %s to sign-in, which will bring them back',
    async (path) => {
      const { location } = visit(path, null);

      await waitFor(() => expect(location()).toBe(`/sign-in?redirect=${encodeURIComponent(path)}`));
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    },
  );

  it.each([['/sign-in'], ['/sign-up'], ['/forgot-password']])('sends a signed-in member on %s to /', async (path) => {
    const { location } = visit(path, member);

    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Runners' })).toBeInTheDocument();
  });

  it('sends a signed-in member on an auth page to its redirect', async () => {
    const { location } = visit('/sign-in?redirect=%2Faccount-settings', member);

    await waitFor(() => expect(location()).toBe('/account-settings'));
  });

  it('sends a signed-in member whose welcome step is pending to /onboarding/welcome', async () => {
    const { location } = visit('/sign-up?redirect=%2Faccount-settings', { ...member, welcomePending: true });

    await waitFor(() => expect(location()).toBe('/onboarding/welcome'));
  });

  it.each([
    ['pending', '/account-approval-pending', messages.approvalPending],
    ['denied', '/account-denied', messages.signUpDenied('Trail Runners')],
  ] as const)('keeps a %s account on its state page wherever it goes', async (state, page, text) => {
    const { location } = visit('/account-settings', { ...member, state });

    await waitFor(() => expect(location()).toBe(page));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sends a banned account to /account-ban with its ban in the query', async () => {
    const { location } = visit('/', {
      ...member,
      state: 'banned',
      ban: { permanent: false, expiresAt: '2031-01-02T03:04:00.000Z' },
    });

    await waitFor(() =>
      expect(location()).toBe('/account-ban?permanentBan=false&expiresAt=2031-01-02T03%3A04%3A00.000Z'),
    );
    expect(await screen.findByText(messages.banned('Trail Runners', false))).toBeInTheDocument();
  });

  it('keeps a timed-out member on the ban page wherever they go, with when the timeout ends', async () => {
    const expiresAt = new Date(2031, 2, 5, 15, 4).toISOString();
    const { location } = visit('/account-settings', {
      ...member,
      state: 'banned',
      ban: { permanent: false, expiresAt },
    });

    await waitFor(() =>
      expect(location()).toBe(`/account-ban?permanentBan=false&expiresAt=${encodeURIComponent(expiresAt)}`),
    );
    expect(await screen.findByText('This ban will expire on March 05, 2031 at 3:04 pm.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Trail Runners' })).not.toBeInTheDocument();
  });

  it('takes a member timed out mid-visit to the ban page when the feed is refused for it', async () => {
    const expiresAt = new Date(2031, 2, 5, 15, 4).toISOString();
    serveSite();
    serveAuthOptions();
    serveSession(member, { ...member, state: 'banned', ban: { permanent: false, expiresAt } });
    server.use(
      http.get('/api/v1/feed', () =>
        HttpResponse.json(
          { error: 'ACCOUNT_BANNED', message: 'Your account has been banned from accessing Trail Runners.' },
          { status: 403 },
        ),
      ),
    );
    // The app's own query client: it is what reads the session again on such a refusal.
    const { location } = renderCommunity('/', createQueryClient());

    await waitFor(() => expect(location()).toMatch(/^\/account-ban\?permanentBan=false&expiresAt=/));
    expect(await screen.findByText('This ban will expire on March 05, 2031 at 3:04 pm.')).toBeInTheDocument();
  });

  it('lets a member whose timeout has ended use the community', async () => {
    const { location } = visit('/', { ...member, ban: null });

    await screen.findByRole('heading', { level: 1, name: 'Trail Runners' });
    expect(location()).toBe('/');
    expect(screen.queryByText(/This ban will expire/)).not.toBeInTheDocument();
  });

  it.each([
    ['/account-ban', member],
    ['/account-denied', member],
    ['/account-approval-pending', null],
  ] as const)('sends anyone not in that state away from %s to /', async (path, user) => {
    const { location } = visit(path, user);

    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Runners' })).toBeInTheDocument();
  });
});
