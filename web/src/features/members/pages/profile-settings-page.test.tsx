import { SUBSCRIBED_BANNER_MS } from '@hearth/shared/constants/supporters';
import * as messages from '@hearth/shared/messages';
import type { Profile } from '@hearth/shared/schemas/members';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member, ownProfile } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const profile = (username: string | null) => ownProfile({ username, slug: username ?? member.memberId });

/** Serves the member's profile and records what Save sends. */
function serveProfile(current: Profile) {
  const saved: Array<Record<string, unknown>> = [];
  server.use(
    http.get('/api/v1/profiles/me', () => HttpResponse.json(current)),
    http.patch('/api/v1/me/profile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return HttpResponse.json({ ...current, ...body });
    }),
  );
  return saved;
}

describe('profile settings', () => {
  it('saves a bio for a member who has not chosen a username, without asking for one', async () => {
    serveSite();
    serveSession(member);
    const saved = serveProfile(profile(null));
    renderCommunity('/settings');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Bio' }), 'I like trails.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.settingsSaved)).toBeInTheDocument();
    expect(screen.queryByText(messages.usernameRequired)).not.toBeInTheDocument();
    expect(saved).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', bio: 'I like trails.' }]);
  });

  it('still refuses to clear a username the member has', async () => {
    serveSite();
    serveSession(member);
    const saved = serveProfile(profile('ada'));
    renderCommunity('/settings');

    await userEvent.clear(await screen.findByRole('textbox', { name: /Username/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.usernameRequired)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('the return from the supporter subscription’s checkout', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the success banner for its time, then clears it from the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveSite();
    serveSession(member);
    serveProfile(profile('ada'));
    const view = renderCommunity('/settings?subscription=success');

    expect(await screen.findByText(messages.supporterSubscribedSuccess)).toBeInTheDocument();
    expect(view.location()).toBe('/settings?subscription=success');

    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIBED_BANNER_MS / 2));
    expect(screen.getByText(messages.supporterSubscribedSuccess)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIBED_BANNER_MS / 2));

    await waitFor(() => expect(view.location()).toBe('/settings'));
    expect(screen.queryByText(messages.supporterSubscribedSuccess)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
  });

  it('shows no banner on a plain visit', async () => {
    serveSite();
    serveSession(member);
    serveProfile(profile('ada'));
    renderCommunity('/settings');

    expect(await screen.findByRole('textbox', { name: 'Bio' })).toBeInTheDocument();
    expect(screen.queryByText(messages.supporterSubscribedSuccess)).not.toBeInTheDocument();
  });
});
