// First-party analytics (owner-dashboard §2 Analytics cards, §3 Analytics, §6 statistics need Professional or above,
// §7 Analytics calls, §8 analytics failures are logged only, §9 default range): the statistics page's numbers and
// "online now" on the owner-app host for admin-level staff, and the beacon the community site sends.
import * as z from 'zod';
import {
  analyticsRangeQuerySchema,
  analyticsSchema,
  beaconBatchSchema,
  onlineNowSchema,
} from '../schemas/analytics.ts';
import { communityParamsSchema } from '../schemas/params.ts';
import { endpoint } from './endpoint.ts';
import { analyticsRoutes as r } from './routes.ts';

const staff = { tenancy: 'app', auth: 'user' } as const;

export const getAnalytics = endpoint({
  ...r.getAnalytics,
  ...staff,
  summary:
    'Every statistics card for a range (default the last 7 days to today) and the previous period of the same length: ' +
    'members, retention, posts, page views, sessions, devices, operating systems and the top 5 countries. A new ' +
    'community gets a marked sample until it has real data. Admin-level staff only; 403 STATISTICS_PLAN below ' +
    'the Professional plan.',
  request: { params: communityParamsSchema, query: analyticsRangeQuerySchema },
  response: analyticsSchema,
  errors: [400, 401, 403, 404],
});

export const getOnlineNow = endpoint({
  ...r.getOnlineNow,
  ...staff,
  summary: 'Members and guests on the community site in the last 5 minutes. Admin-level staff only.',
  request: { params: communityParamsSchema },
  response: onlineNowSchema,
  errors: [401, 403, 404],
});

export const sendBeacon = endpoint({
  ...r.sendBeacon,
  tenancy: 'community',
  auth: 'public',
  summary:
    "The community site's page views and heartbeats, batched (navigator.sendBeacon). One write per batch; nothing " +
    'is stored for Do-Not-Track or Global Privacy Control, or for bots. 429 when one address sends too many.',
  request: { body: beaconBatchSchema },
  response: z.null(),
  status: 204,
  beacon: true,
  errors: [400, 413, 429],
});

export const analyticsEndpoints = { getAnalytics, getOnlineNow, sendBeacon };
