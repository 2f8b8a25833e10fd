// Each domain's route table, by the catalogue's domain name. The local gateway and the tests load domains
// through their Lambda entries (`<domain>/index.ts`); this map is for checks that span every domain.
import type { DomainName } from '@hearth/shared/contracts/catalogue';
import { routes as analytics } from './analytics/routes.ts';
import { routes as auth } from './auth/routes.ts';
import { routes as billing } from './billing/routes.ts';
import { routes as comments } from './comments/routes.ts';
import { routes as communities } from './communities/routes.ts';
import { routes as domains } from './domains/routes.ts';
import { routes as integrations } from './integrations/routes.ts';
import { routes as members } from './members/routes.ts';
import { routes as moderation } from './moderation/routes.ts';
import { routes as notifications } from './notifications/routes.ts';
import type { RouteEntry } from './platform/http/route.ts';
import { routes as posts, streamedRoutes as postsStreamed } from './posts/routes.ts';
import { routes as system } from './system/routes.ts';
import { routes as webhooks } from './webhooks/routes.ts';
// gatekeeping
import { routes as gatekeeping } from './gatekeeping/routes.ts';

export const domainRoutes: Record<DomainName, RouteEntry[]> = {
  system,
  communities,
  auth,
  members,
  // the posts Lambda's routes and its streaming entry's
  posts: [...posts, ...postsStreamed],
  comments,
  // notifications
  notifications,
  // gatekeeping
  gatekeeping,
  // moderation
  moderation,
  // billing
  billing,
  // custom domains
  domains,
  // first-party analytics
  analytics,
  // outbound webhooks
  webhooks,
  // API keys and the public REST API
  integrations,
};
