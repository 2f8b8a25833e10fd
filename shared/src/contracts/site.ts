// The site endpoint in a module of its own: every page's first call, so the communities function binds it at cold
// start without evaluating the domain's other contracts (they load with their first request; deferredRoutes).
import { siteResponseSchema } from '../schemas/site.ts';
import { endpoint } from './endpoint.ts';
import { communityRoutes } from './routes.ts';

export const getSite = endpoint({
  ...communityRoutes.getSite,
  summary: "What this host is: the owner app, or a community's public look (name, tagline, colour, icon, banner).",
  tenancy: 'site',
  auth: 'public',
  request: {},
  response: siteResponseSchema,
  errors: [404],
  publicApi: true,
  guestCache: true,
});
