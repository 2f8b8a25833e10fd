import * as messages from '@hearth/shared/messages';
import type { Analytics } from '@hearth/shared/schemas/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsFor, serveAnalytics } from '@test/analytics.ts';
import { serveSession } from '@test/api.ts';
import { serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { statisticsCsv } from '../statistics/csv.ts';

const PAGE_LOAD = { timeout: 8_000 };
const card = (name: string) => screen.getByRole('region', { name });

/** A Blob's text (jsdom's Blob has no text()). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

beforeEach(() => {
  // Today is 2026-03-10 (UTC) for the presets; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
  localStorage.clear();
  serveSession(owner);
  serveMyCommunities([trailRunners]);
  server.use(
    http.get('/api/v1/communities/:communityId/top-members', () => HttpResponse.json({ items: [], nextCursor: null })),
  );
});
afterEach(() => vi.useRealTimers());

const withNumbers = (range: { startDate: string; endDate: string }): Analytics =>
  analyticsFor(
    range,
    {
      summary: {
        totalMembers: 120,
        newMembers: 12,
        activeMembers: 3,
        posts: 7,
        pageViews: 450,
        sessions: 30,
        avgSessionSeconds: 3723,
        retentionRate: 0.5,
      },
      previousSummary: {
        totalMembers: 108,
        newMembers: 10,
        activeMembers: 4,
        posts: 0,
        pageViews: 450,
        sessions: 20,
        avgSessionSeconds: 60,
        retentionRate: null,
      },
      devices: [
        { name: 'desktop', users: 6 },
        { name: 'mobile', users: 3 },
        { name: 'tablet', users: 1 },
      ],
      operatingSystems: [
        { name: 'Windows', users: 5 },
        { name: 'iOS', users: 3 },
      ],
      countries: [
        { name: 'DE', users: 4 },
        { name: 'BR', users: 2 },
      ],
    },
    (index) => ({ totalMembers: 110 + index, newMembers: index, pageViews: 60, posts: 1, retention: 0.5 }),
  );

describe('the Statistics page: analytics cards', () => {
  it('asks for the last 7 days by default, and for the preset chosen, keeping it in the address', async () => {
    const asked = serveAnalytics();
    const { location } = renderOwnerApp('/statistics');

    await waitFor(() => expect(asked).toEqual(['c_trail 2026-03-04 2026-03-10']), PAGE_LOAD);
    await userEvent.click(await screen.findByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(asked.at(-1)).toBe('c_trail 2026-02-09 2026-03-10'));
    expect(location()).toBe('/statistics?range=30d');
    await userEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await waitFor(() => expect(asked.at(-1)).toBe('c_trail 2025-12-11 2026-03-10'));
    expect(location()).toBe('/statistics?range=90d');
  });

  it('opens on the range its address names', async () => {
    const asked = serveAnalytics();
    renderOwnerApp('/statistics?startDate=2026-01-01&endDate=2026-01-31');

    await waitFor(() => expect(asked).toEqual(['c_trail 2026-01-01 2026-01-31']), PAGE_LOAD);
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-01-31');
  });

  it('checks a custom range before asking for it', async () => {
    const asked = serveAnalytics();
    const { location } = renderOwnerApp('/statistics');
    await waitFor(() => expect(asked).toHaveLength(1), PAGE_LOAD);

    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    expect(start).toHaveValue('2026-03-04');
    expect(end).toHaveValue('2026-03-10');

    await userEvent.clear(end);
    await userEvent.type(end, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();

    await userEvent.clear(start);
    await userEvent.type(start, '2025-01-01');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-01-02');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('A range is at most 366 days.')).toBeInTheDocument();
    expect(asked).toHaveLength(1);

    await userEvent.clear(end);
    await userEvent.type(end, '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)).toBe('c_trail 2025-01-01 2026-01-01'));
    expect(location()).toBe('/statistics?startDate=2025-01-01&endDate=2026-01-01');
    expect(screen.queryByText('A range is at most 366 days.')).toBeNull();
  });

  it('does not ask for a range whose address is not a valid range, and says why', async () => {
    const asked = serveAnalytics();
    renderOwnerApp('/statistics?startDate=2026-02-01&endDate=2026-01-01');

    expect(await screen.findByText('The end date is before the start date.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Choose a valid range to see its statistics.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows each figure with its change from the previous period, in arrows and in words', async () => {
    serveAnalytics(withNumbers);
    renderOwnerApp('/statistics');

    expect(await screen.findByText('1h 2m 3s', {}, PAGE_LOAD)).toBeInTheDocument();
    const total = card('Total Members');
    expect(within(total).getByText('120')).toBeInTheDocument();
    expect(within(total).getByText('▲ 11%')).toBeInTheDocument();
    expect(within(total).getByText('up 11% from the previous 7 days')).toBeInTheDocument();
    expect(within(card('New Members')).getByText('up 20% from the previous 7 days')).toBeInTheDocument();
    expect(within(card('Active Members')).getByText('▼ 25%')).toBeInTheDocument();
    expect(within(card('Active Members')).getByText('down 25% from the previous 7 days')).toBeInTheDocument();
    expect(within(card('Member Activity - New Posts')).getByText('—')).toBeInTheDocument();
    expect(within(card('Member Visits')).getByText('no change from the previous 7 days')).toBeInTheDocument();
    expect(within(card('Retention Rate')).getByText('50%')).toBeInTheDocument();
    expect(within(card('Retention Rate')).getByText('no comparison with the previous 7 days')).toBeInTheDocument();
    expect(within(card('Avg. Time Spent on Platform')).getByText('1h 2m 3s')).toBeInTheDocument();
    expect(
      screen.getByText(/Mar 4, 2026 – Mar 10, 2026, compared with Feb 25, 2026 – Mar 3, 2026/),
    ).toBeInTheDocument();
  });

  it('draws every chart with a table of its numbers, countries by name', async () => {
    serveAnalytics(withNumbers);
    renderOwnerApp('/statistics');

    const countries = await screen.findByRole('table', { name: 'Visitors by country, top 5' }, PAGE_LOAD);
    expect(within(countries).getByRole('rowheader', { name: 'Germany' })).toBeInTheDocument();
    expect(within(countries).getByRole('rowheader', { name: 'Brazil' })).toBeInTheDocument();
    const platforms = screen.getByRole('table', { name: 'Visitors by platform' });
    expect(
      within(platforms)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NameUsersShare', 'Desktop660%', 'Mobile330%', 'Tablet110%']);
    expect(screen.getByRole('table', { name: 'Visitors by operating system' })).toBeInTheDocument();
    const members = await screen.findByRole('table', { name: 'Members at the end of each day' });
    expect(within(members).getAllByRole('row')).toHaveLength(8);
    expect(within(members).getByRole('row', { name: 'Mar 10 116' })).toBeInTheDocument();
    for (const caption of [
      'New members per day',
      'Page views per day',
      'New posts per day',
      "Share of each day's new members active again within 7 days",
    ]) {
      expect(await screen.findByRole('table', { name: caption })).toBeInTheDocument();
    }
    // Nobody was active and nobody had a session on any day: those two charts have nothing to draw.
    expect(screen.getAllByText(messages.noEnoughData)).toHaveLength(2);
    expect(within(card('Active Members')).getByText(messages.noEnoughData)).toBeInTheDocument();
    expect(within(card('Avg. Time Spent on Platform')).getByText(messages.noEnoughData)).toBeInTheDocument();
  });

  it('says there is not enough data on every chart of an empty period', async () => {
    serveAnalytics();
    renderOwnerApp('/statistics');

    expect(await screen.findAllByText(messages.noEnoughData, {}, PAGE_LOAD)).toHaveLength(10);
    expect(within(card('Retention Rate')).getByText('—', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/Sample data/)).toBeNull();
  });

  it('marks sample numbers with a banner and on every card', async () => {
    serveAnalytics((range) => ({ ...withNumbers(range), isSampleAnalytics: true }));
    renderOwnerApp('/statistics');

    expect(await screen.findByText(/^Sample data — /, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getAllByText('Sample')).toHaveLength(10);
  });

  it('shows the error with Retry when the numbers cannot be loaded, and the cards once they can', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/communities/:communityId/analytics', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'INTERNAL', message: 'down' }, { status: 500 })
          : HttpResponse.json(analyticsFor({ startDate: '2026-03-04', endDate: '2026-03-10' }));
      }),
    );
    renderOwnerApp('/statistics');

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, PAGE_LOAD));
    expect(await screen.findAllByText(messages.noEnoughData)).toHaveLength(10);
    expect(calls).toBe(2);
  });

  it('downloads the whole range as CSV, named after the subdomain and the range', async () => {
    const answer = withNumbers({ startDate: '2026-03-04', endDate: '2026-03-10' });
    serveAnalytics(() => answer);
    const blobs: Blob[] = [];
    const names: string[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:statistics';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderOwnerApp('/statistics');

    await screen.findByText('1h 2m 3s', {}, PAGE_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(names).toEqual(['trail-statistics-2026-03-04-2026-03-10.csv']);
    expect(blobs).toHaveLength(1);
    expect(await readText(blobs[0]!)).toBe(statisticsCsv(answer));
    click.mockRestore();
  });
});
