import * as messages from '@hearth/shared/messages';
import type { Profile } from '@hearth/shared/schemas/members';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
