// API keys (owner-dashboard §3 Users API, §8): list, create (the full key in the answer, once), enable or disable,
// delete. Owner-app host; the community's owner only (editors 403, strangers 404); plans below Premium are refused
// (403, the plan needed named).
import {
  apiKeyEnabledBodySchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
  deletedApiKeySchema,
} from '../schemas/api-keys.ts';
import { communityParamsSchema } from '../schemas/params.ts';
import { endpoint } from './endpoint.ts';
import { apiKeyRoutes as r } from './integration-routes.ts';

const owner = { tenancy: 'app', auth: 'user' } as const;

export const listApiKeys = endpoint({
  ...r.listApiKeys,
  ...owner,
  summary: "The community's API keys, newest first: name, prefix, scope, enabled, created and last used.",
  request: { params: communityParamsSchema },
  response: apiKeyListSchema,
  errors: [401, 403, 404],
});

export const createApiKey = endpoint({
  ...r.createApiKey,
  ...owner,
  summary:
    'Creates a key (name and scope). The answer carries the full key: it is shown this once, only its hash kept.',
  request: { params: communityParamsSchema, body: createApiKeyBodySchema },
  response: createdApiKeySchema,
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

export const setApiKeyEnabled = endpoint({
  ...r.setApiKeyEnabled,
  ...owner,
  summary: 'Enables or disables a key; a disabled key is refused (401) at once here and within 60 s everywhere.',
  request: { params: apiKeyParamsSchema, body: apiKeyEnabledBodySchema },
  response: apiKeySchema,
  errors: [400, 401, 403, 404],
});

export const deleteApiKey = endpoint({
  ...r.deleteApiKey,
  ...owner,
  summary: 'Deletes a key; it is refused (401) at once here and within 60 s everywhere.',
  request: { params: apiKeyParamsSchema },
  response: deletedApiKeySchema,
  errors: [401, 403, 404],
});

export const apiKeyEndpoints = { listApiKeys, createApiKey, setApiKeyEnabled, deleteApiKey };
