// /community-dashboard/reports and /community-dashboard/audit-logs (owner-dashboard §2): the community site's pages in
// the owner app, calling the selected community's routes, with reported posts linked on the community's own site.
import * as messages from '@hearth/shared/messages';
import type { AuditEntry } from '@hearth/shared/schemas/audit';
import type { Report } from '@hearth/shared/schemas/moderation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { bookClub, serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';

const PAGE_LOAD = { timeout: 8_000 };

const report: Report = {
  id: 'r1',
  createdAt: '2026-11-20T10:00:00.000Z',
  contentType: 'post',
  postId: 'p1',
  commentId: null,
  postSlug: 'cheap-watches',
  excerpt: 'Cheap watches',
  reason: 'Spam',
  text: null,
  reporter: { id: 'm_rep', name: 'Rita Reporter' },
  reportedUser: { id: 'm_sp', name: 'Sam Spammer' },
  actionTaken: 'pending',
  resolvedAt: null,
};

describe('Community Manager moderation in the owner app', { timeout: 20_000 }, () => {
  it("lists the selected community's reports, links the post on its site, and ignores through its route", async () => {
    const sent: Array<{ path: string; body: unknown }> = [];
    let pending = [report];
    server.use(
      http.get('/api/v1/communities/:communityId/moderation/reports', ({ params }) =>
        HttpResponse.json({ items: params.communityId === trailRunners.communityId ? pending : [], nextCursor: null }),
      ),
      http.post('/api/v1/communities/:communityId/moderation/reports/actions', async ({ request }) => {
        sent.push({ path: new URL(request.url).pathname, body: await request.json() });
        pending = [];
        return HttpResponse.json({ results: [{ reportId: 'r1', ok: true }] });
      }),
    );
    serveSession(owner);
    serveMyCommunities([trailRunners, bookClub]);
    renderOwnerApp('/community-dashboard/reports');

    const link = await screen.findByRole('link', { name: 'Cheap watches' }, PAGE_LOAD);
    expect(link).toHaveAttribute('href', 'http://trail.localhost:4321/post/cheap-watches');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: "Select the report on Sam Spammer's post" }));
    await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ignore' }));
    expect(await screen.findByText(messages.reportIgnored)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: `/api/v1/communities/${trailRunners.communityId}/moderation/reports/actions`,
        body: { action: 'discard', reportIds: ['r1'] },
      },
    ]);
    expect(await screen.findByText(messages.noReports)).toBeInTheDocument();
  });

  it("shows the selected community's audit log", async () => {
    const entry: AuditEntry = {
      id: 'a1',
      createdAt: '2026-11-20T10:00:00.000Z',
      action: 'permanentBan',
      reason: 'Spam links',
      isDirectAction: true,
      reportId: null,
      contentType: 'user',
      postId: null,
      commentId: null,
      actorDetails: { id: 'm_owner', name: 'Olivia Owner' },
      reportedUserDetails: { id: 'm_sp', name: 'Sam Spammer' },
    };
    server.use(
      http.get('/api/v1/communities/:communityId/moderation/audit-logs', ({ params }) =>
        HttpResponse.json({ items: params.communityId === trailRunners.communityId ? [entry] : [], nextCursor: null }),
      ),
    );
    serveSession(owner);
    serveMyCommunities([trailRunners, bookClub]);
    renderOwnerApp('/community-dashboard/audit-logs');

    expect(await screen.findByText(/banned Sam Spammer/, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Undo/ })).toBeEnabled();
  });
});
