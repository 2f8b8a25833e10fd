// Community endpoints.
import { siteResponseSchema, subdomainAvailabilitySchema, subdomainParamsSchema } from '../schemas/site.ts';
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

export const checkSubdomain = endpoint({
  method: 'GET',
  path: '/api/v1/communities/subdomains/{subdomain}',
  summary: "Whether a subdomain can be claimed: the builder's live check (rules, reserved words, taken).",
  tenancy: 'app',
  auth: 'user',
  request: { params: subdomainParamsSchema },
  response: subdomainAvailabilitySchema,
  errors: [401, 403],
});

export const communityEndpoints = { getSite, checkSubdomain };
