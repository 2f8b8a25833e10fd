// One msw server for the web tests; each test declares the responses it needs with `server.use(...)`. Community
// pages always ask for the forum's layout (and home for its feed): an empty forum answers unless a test says more.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { emptyForumHandlers } from './forum-data.ts';

// owner-profile: a community's sign-up form asks its onboarding questions; none unless a test says more.
const noOnboardingQuestions = http.get('/api/v1/onboarding-questions', () => HttpResponse.json({ items: [] }));

// The community site's beacon (jsdom has no sendBeacon, so a batch goes by fetch) is answered as the API does.
const beacon = http.post('/api/v1/beacon', () => new HttpResponse(null, { status: 204 }));

// The owner app's overview asks who is online now (and again every 30 s): nobody, unless a test says more.
const nobodyOnline = http.get('/api/v1/communities/:communityId/analytics/online', () =>
  HttpResponse.json({ members: 0, guests: 0, at: '2026-01-01T12:00:00.000Z' }),
);

// A signed-in member's bell asks how many notifications are unread: none, unless a test says more. Left unanswered,
// the request fails after the page that made it may be gone, and msw's refusal surfaces as an unhandled rejection.
const nothingUnread = http.get('/api/v1/notifications/unread', () =>
  HttpResponse.json({ unread: 0, lastSeenAt: null }),
);

// The composer saves what a member types as a draft: saved, unless a test says more.
const draftSaved = http.put('/api/v1/drafts/:draftId', ({ params }) =>
  HttpResponse.json({ id: String(params.draftId), updatedAt: '2026-01-01T12:00:00.000Z' }),
);

export const server = setupServer(
  ...emptyForumHandlers,
  noOnboardingQuestions,
  beacon,
  nobodyOnline,
  nothingUnread,
  draftSaved,
);
