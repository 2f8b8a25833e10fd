// The Users API's texts (owner-dashboard §3 Users API, §8; docs/architecture/users-api.md): the page's toasts and form
// texts and the public REST API's refusals. A module of their own rather than messages.ts: the SPA's shared chunk,
// which every community visitor downloads, holds messages.ts, and these are only the owner's lazy page's and the API's.
export const apiKeyCreated = 'API Key created successfully!';
export const apiKeyDeleted = 'API Key deleted successfully!';
export const apiKeyCopied = 'API Key copied to clipboard.';
export const apiKeyNameRequired = 'Enter a name for the key.';
export const apiKeyNameMax = (max: number) => `Use at most ${max} characters.`;
export const apiKeysOwnerOnly = 'Only the owner can manage API keys.';
export const apiKeyMissing = 'This API key no longer exists.';
export const apiKeysMax = (max: number) => `A community can hold at most ${max} API keys. Delete one first.`;
export const apiKeyInvalid = 'Send a valid, enabled API key of this community as "Authorization: Bearer <key>".';
export const apiKeyInQuery =
  'API keys are never accepted in the query string (URLs end up in logs). Send it as "Authorization: Bearer <key>".';
export const memberNotBanned = 'This member is not banned.';
export const apiKeyRateLimited = 'Too many requests with this API key. Wait for the time in Retry-After.';
export const apiKeyReadOnly = 'This API key may only read. Use a read-write key to make changes.';
