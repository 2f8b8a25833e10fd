// API keys (owner-dashboard §3 Users API, data model "API key: id, token, enabled"): what the /users-api page lists,
// the create body (name and scope), the answer that carries the full key once, and the enable switch.
import * as apiKeyMessages from '../api-key-messages.ts';
import * as z from 'zod';
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '../constants/api-keys.ts';

/** `read` may only read; `read-write` may also create posts (and whatever write the public API adds). */
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES).meta({ id: 'ApiKeyScope' });

export const apiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The key's visible start (`hth_live_<id>_`), how the owner tells keys apart; the secret is never shown again. */
    prefix: z.string(),
    scope: apiKeyScopeSchema,
    enabled: z.boolean(),
    createdAt: z.string(),
    /** When a request last used it (kept to the minute), or null when none has. */
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeyBodySchema = z.object({
  name: z
    .string({ error: apiKeyMessages.apiKeyNameRequired })
    .trim()
    .min(1, apiKeyMessages.apiKeyNameRequired)
    .max(API_KEY_NAME_MAX, apiKeyMessages.apiKeyNameMax(API_KEY_NAME_MAX)),
  scope: apiKeyScopeSchema,
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** The new key with its full token: the only answer that ever carries it. */
export const createdApiKeySchema = z.object({ apiKey: apiKeySchema, token: z.string() }).meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyEnabledBodySchema = z.object({ enabled: z.boolean() });
export type ApiKeyEnabledBody = z.infer<typeof apiKeyEnabledBodySchema>;

export const apiKeyParamsSchema = z.object({
  communityId: z.string().min(1).max(64),
  keyId: z.string().min(1).max(64),
});

export const deletedApiKeySchema = z.object({ deleted: z.literal(true) });
