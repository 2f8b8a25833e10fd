import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveSession } from '@test/api.ts';
import { bookClub, overviewFor, serveMyCommunities, serveOverview, servePut, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';

beforeEach(() => localStorage.clear());

const card = (name: string) => screen.getByRole('region', { name });

describe('overview', () => {
  it('says there is not enough data when the period has no activity, and asks again for another period', async () => {
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    const asked = serveOverview((_, range) => overviewFor(trailRunners, range === '30d' ? 30 : 7));
    renderOwnerApp('/overview');

    expect(await screen.findByText(messages.noEnoughData)).toBeInTheDocument();
    expect(within(card('Active members')).getByText('3')).toBeInTheDocument();
    expect(within(card('New members')).getByText('0')).toBeInTheDocument();
    expect(within(card('My Plan')).getByText('No plan chosen')).toBeInTheDocument();
    expect(
      within(card('My Plan')).getByText(/Your subscription, card and renewal date are under Plan Details/),
    ).toBeInTheDocument();
    expect(within(card('My Plan')).getByRole('link', { name: 'Plan Details' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(within(card('Profile')).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(card('Profile')).getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/profile');

    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(asked).toEqual(['c_trail 7d', 'c_trail 30d']));
    expect(await within(card('New members')).findByText('In the last 30 days')).toBeInTheDocument();
    expect(within(card('Active members')).getByText('A day, on average over the last 30 days')).toBeInTheDocument();
  });

  it('shows the chart when there is activity', async () => {
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    serveOverview(() => overviewFor(trailRunners, 7, (day) => ({ posts: day, newMembers: day % 2 })));
    renderOwnerApp('/overview');

    expect(await screen.findByRole('table', { name: 'Posts and new members per day' })).toBeInTheDocument();
    expect(screen.queryByText(messages.noEnoughData)).not.toBeInTheDocument();
    expect(within(card('New members')).getByText('3')).toBeInTheDocument();
  });

  it('announces the loading activity as a named status (axe: no aria-label on a plain element)', async () => {
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    server.use(
      http.get('/api/v1/communities/:communityId/overview', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderOwnerApp('/overview');

    expect(await screen.findByRole('status', { name: 'Loading member activity' })).toBeInTheDocument();
  });

  it('lets the owner publish an unpublished community from its status card', async () => {
    const unpublished = { ...trailRunners, isLive: false };
    serveSession(owner);
    serveMyCommunities([unpublished], [trailRunners]);
    serveOverview(() => overviewFor(unpublished, 7));
    const puts = servePut('/api/v1/communities/c_trail/published', { communityId: 'c_trail', isLive: true });
    renderOwnerApp('/overview');

    const status = await screen.findByRole('region', { name: /Community status/ });
    expect(within(status).getByText('Unpublished')).toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(messages.platformVisibilityUpdated)).toBeInTheDocument();
    expect(puts).toEqual([{ isLive: true }]);
    await waitFor(() => expect(within(status).getByText('Live')).toBeInTheDocument());
    expect(within(status).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});

describe('online now on the overview', () => {
  afterEach(() => vi.useRealTimers());

  /** GET .../analytics/online answers each count in turn (the last one from then on). */
  function serveOnline(...counts: { members: number; guests: number }[]) {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/communities/:communityId/analytics/online', ({ params }) => {
        const count = counts[Math.min(asked.length, counts.length - 1)]!;
        asked.push(String(params.communityId));
        return HttpResponse.json({ ...count, at: '2026-03-10T12:00:00.000Z' });
      }),
    );
    return asked;
  }

  it('shows the members and guests online, and asks again every 30 seconds without a reload', async () => {
    // Only the interval timers are faked: the page's requests and renders run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    serveOverview(() => overviewFor(trailRunners, 7));
    const asked = serveOnline({ members: 3, guests: 5 }, { members: 4, guests: 9 });
    renderOwnerApp('/overview');

    const online = await screen.findByRole('region', { name: 'Online now' });
    expect(await within(online).findByText('3')).toBeInTheDocument();
    expect(within(online).getByText('5')).toBeInTheDocument();
    expect(within(online).getByText('On your community in the last 5 minutes')).toBeInTheDocument();

    vi.advanceTimersByTime(30_000);
    expect(await within(online).findByText('9')).toBeInTheDocument();
    expect(within(online).getByText('4')).toBeInTheDocument();
    expect(asked).toEqual(['c_trail', 'c_trail']);
  });

  it('says when who is online cannot be loaded, and tries again on Retry', async () => {
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    serveOverview(() => overviewFor(trailRunners, 7));
    let calls = 0;
    server.use(
      http.get('/api/v1/communities/:communityId/analytics/online', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'INTERNAL', message: 'down' }, { status: 500 })
          : HttpResponse.json({ members: 2, guests: 0, at: '2026-03-10T12:00:00.000Z' });
      }),
    );
    renderOwnerApp('/overview');

    const online = await screen.findByRole('region', { name: 'Online now' });
    expect(await within(online).findByText('The number of visitors online could not be loaded.')).toBeInTheDocument();
    await userEvent.click(within(online).getByRole('button', { name: 'Retry' }));
    expect(await within(online).findByText('2')).toBeInTheDocument();
  });

  it('is not shown to staff below admin level, who may not read it', async () => {
    serveSession(owner);
    serveMyCommunities([bookClub]);
    serveOverview(() => overviewFor(bookClub, 7));
    const asked = serveOnline({ members: 1, guests: 1 });
    renderOwnerApp('/overview');

    expect(await screen.findByRole('region', { name: 'Active members' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Online now' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
