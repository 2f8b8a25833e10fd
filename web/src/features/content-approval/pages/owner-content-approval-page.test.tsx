// /community-dashboard/content-approval (owner-dashboard §2): the community site's Content Approval in the owner app,
// listing the selected community's Post Submissions, View on its site, Approve and Deny through the owner-app route.
import * as messages from '@hearth/shared/messages';
import type { PostSubmission } from '@hearth/shared/schemas/content-approval';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { bookClub, serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';

const PAGE_LOAD = { timeout: 8_000 };

const submission = (postId: string, title: string): PostSubmission => ({
  postId,
  slug: `${title.toLowerCase().replace(/ /g, '-')}-${postId}`,
  title,
  authorName: 'Ada Author',
  anonymous: false,
  submittedAt: '2026-11-20T10:00:00.000Z',
});

describe('Community Manager Content Approval in the owner app', { timeout: 20_000 }, () => {
  it("lists the selected community's submissions, links each on its site, and approves and denies there", async () => {
    const decided: Array<{ path: string; body: unknown }> = [];
    let pending = [submission('p1', 'Trail map'), submission('p2', 'Race results')];
    server.use(
      http.get('/api/v1/communities/:communityId/post-submissions', ({ params }) =>
        HttpResponse.json({ items: params.communityId === trailRunners.communityId ? pending : [], nextCursor: null }),
      ),
      http.put('/api/v1/communities/:communityId/moderation/posts/:postId/approval', async ({ request, params }) => {
        const body = (await request.json()) as { approved: boolean };
        decided.push({ path: new URL(request.url).pathname, body });
        pending = pending.filter((p) => p.postId !== params.postId);
        return HttpResponse.json({ id: params.postId, slug: 'x', approved: body.approved });
      }),
    );
    serveSession(owner);
    serveMyCommunities([trailRunners, bookClub]);
    renderOwnerApp('/community-dashboard/content-approval');

    const view = await screen.findByRole('link', { name: 'View Trail map' }, PAGE_LOAD);
    expect(view).toHaveAttribute('href', 'http://trail.localhost:4321/post/trail-map-p1');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Content Approval' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve Trail map' }));
    expect(await screen.findByText(messages.postApprovedToast)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Deny Race results' }));
    expect(await screen.findByText(messages.postDeniedToast)).toBeInTheDocument();
    expect(decided).toEqual([
      {
        path: `/api/v1/communities/${trailRunners.communityId}/moderation/posts/p1/approval`,
        body: { approved: true },
      },
      {
        path: `/api/v1/communities/${trailRunners.communityId}/moderation/posts/p2/approval`,
        body: { approved: false },
      },
    ]);
    expect(await screen.findByText(messages.noPostSubmissions)).toBeInTheDocument();
  });

  it('names no author for an anonymous submission: staff see it was posted anonymously', async () => {
    server.use(
      http.get('/api/v1/communities/:communityId/post-submissions', () =>
        HttpResponse.json({
          items: [
            { ...submission('p4', 'Secret route'), authorName: 'Anonymous', anonymous: true },
            submission('p5', 'Open route'),
          ],
          nextCursor: null,
        }),
      ),
    );
    serveSession(owner);
    serveMyCommunities([trailRunners, bookClub]);
    renderOwnerApp('/community-dashboard/content-approval');

    expect(await screen.findByText(/^Posted anonymously · submitted/, undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/^By Ada Author · submitted/)).toBeInTheDocument();
    expect(screen.queryByText(/By Anonymous/)).not.toBeInTheDocument();
  });

  it('drops a decided post at once, though the list is updated in the background (its event is still on the way)', async () => {
    const lagging = [submission('p3', 'Club kit')];
    server.use(
      http.get('/api/v1/communities/:communityId/post-submissions', () =>
        HttpResponse.json({ items: lagging, nextCursor: null }),
      ),
      http.put('/api/v1/communities/:communityId/moderation/posts/:postId/approval', ({ params }) =>
        HttpResponse.json({ id: params.postId, slug: 'x', approved: true }),
      ),
    );
    serveSession(owner);
    serveMyCommunities([trailRunners, bookClub]);
    renderOwnerApp('/community-dashboard/content-approval');

    await userEvent.click(await screen.findByRole('button', { name: 'Approve Club kit' }, PAGE_LOAD));
    expect(await screen.findByText(messages.postApprovedToast)).toBeInTheDocument();
    expect(await screen.findByText(messages.noPostSubmissions)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Club kit' })).not.toBeInTheDocument();
  });
});
