// The API catalogue: every domain (one Lambda each) and its endpoints. Adding an endpoint here makes the
// gateway, the CDK HTTP API and the OpenAPI document pick it up; a test fails until a handler is bound to it.
import { aiEndpoints } from './ai.ts';
import { draftEndpoints } from './drafts.ts';
import { analyticsEndpoints } from './analytics.ts';
import { apiKeyEndpoints } from './api-keys.ts';
import { authEndpoints } from './auth.ts';
import { billingEndpoints } from './billing.ts';
import { codesEndpoints } from './codes.ts';
import { commentEndpoints } from './comments.ts';
import { customDomainEndpoints } from './custom-domains.ts';
import { communityEndpoints } from './communities.ts';
import type { AnyEndpoint } from './endpoint.ts';
import { memberEndpoints } from './members.ts';
import { moderationEndpoints } from './moderation.ts';
import { monetizationEndpoints, supporterEndpoints } from './monetization.ts';
import { notificationEndpoints } from './notifications.ts';
import { postEndpoints } from './posts.ts';
import { publicApiEndpoints } from './public-api.ts';
import { supportEndpoints } from './support.ts';
import { systemEndpoints } from './system.ts';
import { webhookEndpoints } from './webhooks.ts';
// gatekeeping
import { gatekeepingEndpoints } from './gatekeeping.ts';

export const catalogue = {
  system: systemEndpoints,
  communities: communityEndpoints,
  auth: { ...authEndpoints, ...supportEndpoints },
  members: memberEndpoints,
  posts: { ...postEndpoints, ...aiEndpoints, ...draftEndpoints },
  comments: commentEndpoints,
  // notifications
  notifications: notificationEndpoints,
  // gatekeeping
  gatekeeping: gatekeepingEndpoints,
  // moderation
  moderation: moderationEndpoints,
  // billing
  billing: { ...billingEndpoints, ...monetizationEndpoints, ...supporterEndpoints, ...codesEndpoints },
  // custom domains: certificates, distributions, the host mapping
  domains: customDomainEndpoints,
  // first-party analytics: the statistics page, online now, the community site's beacon
  analytics: analyticsEndpoints,
  // outbound webhooks: the owner's endpoints, their secrets and deliveries
  webhooks: webhookEndpoints,
  // integrations: the owner's API keys and the public REST API they open
  integrations: { ...apiKeyEndpoints, ...publicApiEndpoints },
} satisfies Record<string, Record<string, AnyEndpoint>>;

export type DomainName = keyof typeof catalogue;
export const domainNames = Object.keys(catalogue) as DomainName[];
