// The integrations domain's method and path tables (the owner's API keys, the public REST API), as routes.ts keeps the
// other domains'. A module of its own: routes.ts sits in the SPA's shared chunk every community visitor downloads, and
// these are only the owner's lazy Users API pages' and the Lambdas'. Type imports only, like routes.ts.
import type { Route } from './routes.ts';

/** The tag of the public REST API's operations in the API document (docs/architecture/users-api.md). */
export const PUBLIC_API_TAG = 'Public API';

/** The owner's API keys (owner-dashboard §3 Users API): owner-app host, the community's owner only. */
export const apiKeyRoutes = {
  listApiKeys: { method: 'GET', path: '/api/v1/communities/{communityId}/api-keys' },
  createApiKey: { method: 'POST', path: '/api/v1/communities/{communityId}/api-keys' },
  setApiKeyEnabled: { method: 'PATCH', path: '/api/v1/communities/{communityId}/api-keys/{keyId}' },
  deleteApiKey: { method: 'DELETE', path: '/api/v1/communities/{communityId}/api-keys/{keyId}' },
} as const satisfies Record<string, Route>;

/** The public REST API: a community's host, `Authorization: Bearer <API key>` (docs/architecture/users-api.md). */
export const publicApiRoutes = {
  publicListMembers: { method: 'GET', path: '/api/public/v1/members' },
  publicGetMember: { method: 'GET', path: '/api/public/v1/members/{slug}' },
  publicListPosts: { method: 'GET', path: '/api/public/v1/posts' },
  publicGetPost: { method: 'GET', path: '/api/public/v1/posts/{slug}' },
  publicListComments: { method: 'GET', path: '/api/public/v1/posts/{postId}/comments' },
  publicCreatePost: { method: 'POST', path: '/api/public/v1/posts' },
  publicAddRole: { method: 'PUT', path: '/api/public/v1/members/{memberId}/roles/{roleId}' },
  publicRemoveRole: { method: 'DELETE', path: '/api/public/v1/members/{memberId}/roles/{roleId}' },
  publicBanMember: { method: 'PUT', path: '/api/public/v1/members/{memberId}/ban' },
  publicUnbanMember: { method: 'DELETE', path: '/api/public/v1/members/{memberId}/ban' },
} as const satisfies Record<string, Route>;
