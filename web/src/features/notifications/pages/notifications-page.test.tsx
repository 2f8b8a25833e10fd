// /notifications: the Account tab lists what concerns the member's own account (roles, warnings, bans,
// levels), each with its line and an icon rather than a member's avatar; a new post names its author.
import type { NotificationView } from '@hearth/shared/schemas/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, ws } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const at = '2026-11-20T10:00:00.000Z';
const note = (over: Partial<NotificationView>): NotificationView => ({
  id: 'n',
  kind: 'newPost',
  category: 'posts',
  message: '',
  actor: null,
  actorCount: 1,
  createdAt: at,
  updatedAt: at,
  destination: '/profile/me',
  unread: false,
  ...over,
});

const account = [
  note({ id: 'r', kind: 'roleAssigned', category: 'account', message: 'You were given the Moderators role.' }),
  note({ id: 'w', kind: 'warning', category: 'account', message: 'The staff issued you a warning: Be kind' }),
];
const posts = [
  note({
    id: 'p',
    message: 'Ana Ruiz posted "Lake run"',
    actor: { memberId: 'mb-ana', name: 'Ana Ruiz' },
    destination: '/post/lake-run',
    unread: true,
  }),
];

describe('the notifications page', { timeout: 20_000 }, () => {
  it('has an Account tab listing the member’s own account notifications', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/notifications', ({ request }) => {
        const category = new URL(request.url).searchParams.get('category') ?? 'all';
        asked.push(category);
        const items = category === 'account' ? account : category === 'all' ? [...posts, ...account] : [];
        return HttpResponse.json({ items, nextCursor: null });
      }),
      http.get('/api/v1/notifications/unread', () => HttpResponse.json({ unread: 1, lastSeenAt: null })),
      http.put('/api/v1/notifications/seen', () => HttpResponse.json({ unread: 0, lastSeenAt: at })),
      // The live connection opens and stays quiet.
      ws.link(/.*/).addEventListener('connection', () => {}),
    );
    serveSite();
    serveSession(member);
    serveAuthOptions();
    renderCommunity('/notifications');

    const all = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 8_000 });
    expect(within(all).getByRole('link', { name: /Ana Ruiz posted "Lake run"/ })).toHaveAttribute(
      'href',
      '/post/lake-run',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(await screen.findByRole('link', { name: /You were given the Moderators role\./ })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      expect.stringContaining('You were given the Moderators role.'),
      expect.stringContaining('The staff issued you a warning: Be kind'),
    ]);
    expect(asked).toContain('account');
  });
});
