// The post drafts' method and path table, a module of its own (not in contracts/routes.ts, not re-exported there):
// the web app's first paint reads contracts/routes.ts, and only the composer's and /drafts' lazy chunks need these.
import type { Route } from './routes.ts';

export const draftRoutes = {
  listDrafts: { method: 'GET', path: '/api/v1/drafts' },
  getDraft: { method: 'GET', path: '/api/v1/drafts/{draftId}' },
  saveDraft: { method: 'PUT', path: '/api/v1/drafts/{draftId}' },
  deleteDraft: { method: 'DELETE', path: '/api/v1/drafts/{draftId}' },
} as const satisfies Record<string, Route>;
