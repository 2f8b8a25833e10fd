import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import { aiRoutes } from './ai-routes.ts';
import { draftRoutes } from './draft-routes.ts';
import * as integrationRoutes from './integration-routes.ts';
import * as routes from './routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

const routeTables = {
  system: routes.systemRoutes,
  communities: routes.communityRoutes,
  auth: { ...routes.authRoutes, ...routes.supportRoutes },
  members: routes.memberRoutes,
  posts: { ...routes.postRoutes, ...aiRoutes, ...draftRoutes },
  comments: routes.commentRoutes,
  // notifications
  notifications: routes.notificationRoutes,
  // gatekeeping
  gatekeeping: routes.gatekeepingRoutes,
  // moderation
  moderation: routes.moderationRoutes,
  // billing (paid membership's routes are in their own table, served by the billing Lambda)
  billing: {
    ...routes.billingRoutes,
    ...Object.fromEntries(Object.entries(routes.supporterRoutes).filter(([name]) => name in catalogue.billing)),
    ...routes.codesRoutes,
  },
  // custom domains
  domains: routes.customDomainRoutes,
  // integrations
  integrations: { ...integrationRoutes.apiKeyRoutes, ...integrationRoutes.publicApiRoutes },
  // first-party analytics
  analytics: routes.analyticsRoutes,
  // outbound webhooks
  webhooks: webhookRoutes,
};

describe('route tables', () => {
  it('name exactly the endpoints of each domain, with their method and path', () => {
    for (const [domain, endpoints] of Object.entries(catalogue)) {
      const table: Record<string, routes.Route> = routeTables[domain as keyof typeof routeTables];
      expect(Object.keys(table).sort(), domain).toEqual(Object.keys(endpoints).sort());
      for (const [name, e] of Object.entries(endpoints)) {
        expect({ method: e.method, path: e.path }, `${domain}.${name}`).toEqual(table[name]);
      }
    }
  });

  it.each(['./routes.ts', './integration-routes.ts'])(
    '%s imports nothing at run time, so reading a path never loads zod',
    (file) => {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = source.split('\n').filter((line) => line.startsWith('import '));
      expect(imports.every((line) => line.startsWith('import type '))).toBe(true);
    },
  );
});
