// Custom domains (owner-dashboard §2 Platform Settings: Custom Domain, §3, §4, §6, §7 Custom domain): the status, add
// and delete. Owner-app host; the community's owner and editors (staff of access level 90 and above) only — anyone
// else learns "not yours" (404); essential and unknown plans are refused (403, the plan needed named).
import { customDomainBodySchema, customDomainStatusSchema } from '../schemas/custom-domains.ts';
import { communityParamsSchema } from '../schemas/params.ts';
import { endpoint } from './endpoint.ts';
import { customDomainRoutes as r } from './routes.ts';

const staff = { tenancy: 'app', auth: 'user' } as const;

export const getCustomDomain = endpoint({
  ...r.getCustomDomain,
  ...staff,
  summary:
    "The community's custom domain and where it stands: certificate, distribution, CNAME, the DNS records to create " +
    'and when the domain may next be changed. One read; the page polls it while something moves.',
  request: { params: communityParamsSchema },
  response: customDomainStatusSchema,
  errors: [401, 403, 404],
});

export const addCustomDomain = endpoint({
  ...r.addCustomDomain,
  ...staff,
  summary:
    'Adds the custom domain: claims it for the community and starts its certificate; the domain worker carries it ' +
    'through validation, the distribution and the CNAME check to Connected.',
  request: { params: communityParamsSchema, body: customDomainBodySchema },
  response: customDomainStatusSchema,
  errors: [400, 401, 403, 404, 409],
});

export const deleteCustomDomain = endpoint({
  ...r.deleteCustomDomain,
  ...staff,
  summary:
    'Starts deleting the custom domain: the mapping goes at once; the worker disables and deletes the distribution, ' +
    'then the certificate, each step resumable. Answers the status (Deleting).',
  request: { params: communityParamsSchema },
  response: customDomainStatusSchema,
  errors: [401, 403, 404, 409],
});

export const customDomainEndpoints = { getCustomDomain, addCustomDomain, deleteCustomDomain };
