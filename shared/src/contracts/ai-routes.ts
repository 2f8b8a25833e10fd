// The AI writing assist's method and path table, a module of its own (not in contracts/routes.ts, not re-exported
// there): the web app's first paint reads contracts/routes.ts, and only the editors' lazy chunks need these.
import type { Route } from './routes.ts';

/** The AI writing assist: the community site's composer, and the owner app's rich-text editors. */
export const aiRoutes = {
  completeAiText: { method: 'POST', path: '/api/v1/ai/complete' },
  completeCommunityAiText: { method: 'POST', path: '/api/v1/communities/{communityId}/ai/complete' },
  streamAiText: { method: 'POST', path: '/api/v1/ai/stream' },
  streamCommunityAiText: { method: 'POST', path: '/api/v1/communities/{communityId}/ai/stream' },
} as const satisfies Record<string, Route>;
