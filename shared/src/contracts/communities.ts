// Community endpoints.
import { siteResponseSchema } from '../schemas/site.ts';
import { endpoint } from './endpoint.ts';

export const getSite = endpoint({
  method: 'GET',
  path: '/api/v1/site',
  summary: "What this host is: the owner app, or a community's public look (name, tagline, colour, icon, banner).",
  tenancy: 'site',
  auth: 'public',
  request: {},
  response: siteResponseSchema,
  errors: [404],
  publicApi: true,
});

export const communityEndpoints = { getSite };
