// API keys and the public REST API (docs/architecture/users-api.md): the numbers the server and the page share.
export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_NAME_MAX = 60;
/** Keys a community may hold at once: enough for every integration, few enough to list on one page. */
export const API_KEYS_MAX = 20;
/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'hth_live_';
/** Requests per key per minute, unless the deployment sets `API_KEY_RATE_LIMIT`. */
export const API_KEY_RATE_LIMIT_PER_MINUTE = 600;
