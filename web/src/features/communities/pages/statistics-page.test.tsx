import * as messages from '@hearth/shared/messages';
import type { RankedMember } from '@hearth/shared/schemas/gamification';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAnalytics } from '@test/analytics.ts';
import { serveSession } from '@test/api.ts';
import { bookClub, serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';

const PAGE_LOAD = { timeout: 8_000 };

const ranked = (i: number, over: Partial<RankedMember> = {}): RankedMember => ({
  memberId: `m${i}`,
  slug: `m${i}`,
  fullName: `Runner ${i}`,
  username: null,
  profilePicURL: null,
  level: 30 - i,
  rank: 'TRAINED',
  xp: 5000 - i,
  ...over,
});

describe('the Statistics page: Top Members and the plan', () => {
  it("lists the selected community's Top Members, 10 a page, with links to their profiles on the site", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/communities/:communityId/top-members', ({ params, request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(`${params.communityId as string} ${cursor ?? 'first'}`);
        return cursor
          ? HttpResponse.json({ items: [ranked(11)], nextCursor: null })
          : HttpResponse.json({
              items: [
                ranked(1, { username: 'fastest', slug: 'fastest' }),
                ranked(2, { fullName: '[DELETED USER]' }),
                ...Array.from({ length: 8 }, (_, i) => ranked(i + 3)),
              ],
              nextCursor: 'next-page',
            });
      }),
    );
    serveSession(owner);
    serveMyCommunities([trailRunners, bookClub]);
    serveAnalytics();
    renderOwnerApp('/statistics');

    const section = await screen.findByRole('region', { name: 'Top Members' }, PAGE_LOAD);
    expect(await within(section).findAllByTestId('top-member')).toHaveLength(10);
    expect(within(section).getByRole('link', { name: 'Runner 1' })).toHaveAttribute(
      'href',
      'http://trail.localhost:4321/profile/fastest',
    );
    expect(within(section).getByText('@fastest')).toBeInTheDocument();
    expect(within(section).getByText('[DELETED USER]')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Show more members' }));
    expect(await within(section).findByRole('link', { name: 'Runner 11' })).toBeInTheDocument();
    expect(within(section).getAllByTestId('top-member')).toHaveLength(11);
    expect(within(section).queryByRole('button', { name: 'Show more members' })).toBeNull();
    expect(asked).toEqual(['c_trail first', 'c_trail next-page']);
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
  });

  it('says so when no member has earned XP yet', async () => {
    server.use(
      http.get('/api/v1/communities/:communityId/top-members', () =>
        HttpResponse.json({ items: [], nextCursor: null }),
      ),
    );
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    serveAnalytics();
    renderOwnerApp('/statistics');
    expect(await screen.findByText('No member has earned XP yet.', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('shows the plan notice on an essential plan, naming the plan needed, and asks for no statistics', async () => {
    const asked: string[] = [];
    const askedAnalytics = serveAnalytics();
    server.use(
      http.get('/api/v1/communities/:communityId/top-members', ({ params }) => {
        asked.push(params.communityId as string);
        return HttpResponse.json({ items: [], nextCursor: null });
      }),
    );
    serveSession(owner);
    serveMyCommunities([{ ...bookClub, role: 'owner', accessLevel: 100 }]);
    renderOwnerApp('/statistics');

    expect(await screen.findByText(messages.statisticsPlan('Professional'), {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan Details' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('region', { name: 'Top Members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(asked).toEqual([]);
    expect(askedAnalytics).toEqual([]);
  });

  it('shows the plan notice when the API refuses statistics for the plan (changed since the page loaded)', async () => {
    server.use(
      http.get('/api/v1/communities/:communityId/top-members', () =>
        HttpResponse.json(
          { error: 'FORBIDDEN', reason: 'STATISTICS_PLAN', message: messages.statisticsPlan('Professional') },
          { status: 403 },
        ),
      ),
    );
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    serveAnalytics();
    renderOwnerApp('/statistics');

    const section = await screen.findByRole('region', { name: 'Top Members' }, PAGE_LOAD);
    expect(
      await within(section).findByText(messages.statisticsPlan('Professional'), {}, PAGE_LOAD),
    ).toBeInTheDocument();
  });
});
