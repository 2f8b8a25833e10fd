// The integrations domain's route table: every route deferred (none is on a page's first paint), its handler and the
// domain's contracts loading with its first request.
import { apiKeyRoutes, publicApiRoutes } from '@hearth/shared/contracts/integration-routes';
import { deferredRoutes } from '../platform/http/route.ts';

const keys = deferredRoutes(apiKeyRoutes, () =>
  import('@hearth/shared/contracts/api-keys').then((m) => m.apiKeyEndpoints),
);
const api = deferredRoutes(publicApiRoutes, () =>
  import('@hearth/shared/contracts/public-api').then((m) => m.publicApiEndpoints),
);

export const routes = [
  // the owner's API keys
  keys('listApiKeys', () => import('./handlers/list-api-keys.ts').then((m) => m.listApiKeys)),
  keys('createApiKey', () => import('./handlers/create-api-key.ts').then((m) => m.createApiKey)),
  keys('setApiKeyEnabled', () => import('./handlers/set-api-key-enabled.ts').then((m) => m.setApiKeyEnabled)),
  keys('deleteApiKey', () => import('./handlers/delete-api-key.ts').then((m) => m.deleteApiKey)),
  // the public REST API
  api('publicListMembers', () => import('./handlers/public-list-members.ts').then((m) => m.publicListMembers)),
  api('publicGetMember', () => import('./handlers/public-get-member.ts').then((m) => m.publicGetMember)),
  api('publicListPosts', () => import('./handlers/public-list-posts.ts').then((m) => m.publicListPosts)),
  api('publicGetPost', () => import('./handlers/public-get-post.ts').then((m) => m.publicGetPost)),
  api('publicListComments', () => import('./handlers/public-list-comments.ts').then((m) => m.publicListComments)),
  api('publicCreatePost', () => import('./handlers/public-create-post.ts').then((m) => m.publicCreatePost)),
  api('publicAddRole', () => import('./handlers/public-set-member-role.ts').then((m) => m.publicAddRole)),
  api('publicRemoveRole', () => import('./handlers/public-set-member-role.ts').then((m) => m.publicRemoveRole)),
  api('publicBanMember', () => import('./handlers/public-ban-member.ts').then((m) => m.publicBanMember)),
  api('publicUnbanMember', () => import('./handlers/public-unban-member.ts').then((m) => m.publicUnbanMember)),
];
