// msw handlers and data for the owner app's analytics: the statistics page's answer and "online now".
import type { Analytics, AnalyticsDay, AnalyticsSummary } from '@hearth/shared/schemas/analytics';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const zeroSummary: AnalyticsSummary = {
  totalMembers: 0,
  newMembers: 0,
  activeMembers: 0,
  posts: 0,
  pageViews: 0,
  sessions: 0,
  avgSessionSeconds: 0,
  retentionRate: null,
};

/** An answer for the range: every day zero unless `day` says otherwise, no visitors, summaries as given. */
export function analyticsFor(
  range: { startDate: string; endDate: string },
  over: Partial<Analytics> = {},
  day: (index: number) => Partial<AnalyticsDay> = () => ({}),
): Analytics {
  const length = Math.round((Date.parse(range.endDate) - Date.parse(range.startDate)) / DAY_MS) + 1;
  const days = Array.from({ length }, (_, index) => ({
    date: dayAfter(range.startDate, index),
    totalMembers: 0,
    newMembers: 0,
    activeMembers: 0,
    posts: 0,
    pageViews: 0,
    visitors: 0,
    sessions: 0,
    sessionSeconds: 0,
    retention: null,
    ...day(index),
  }));
  return {
    range,
    previousRange: { startDate: dayAfter(range.startDate, -length), endDate: dayAfter(range.startDate, -1) },
    isSampleAnalytics: false,
    days,
    summary: zeroSummary,
    previousSummary: zeroSummary,
    devices: [
      { name: 'desktop', users: 0 },
      { name: 'mobile', users: 0 },
      { name: 'tablet', users: 0 },
    ],
    operatingSystems: [],
    countries: [],
    ...over,
  };
}

/** GET .../analytics answered by `answer(range)` (the asked range, or the default 7 days); records what was asked. */
export function serveAnalytics(answer: (range: { startDate: string; endDate: string }) => Analytics = analyticsFor) {
  const asked: string[] = [];
  server.use(
    http.get('/api/v1/communities/:communityId/analytics', ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      const startDate = query.get('startDate') ?? '';
      const endDate = query.get('endDate') ?? '';
      asked.push(`${String(params.communityId)} ${startDate} ${endDate}`);
      return HttpResponse.json(answer({ startDate, endDate }));
    }),
  );
  return asked;
}
