// The public REST API's error statuses every endpoint can answer with (docs/architecture/users-api.md): a key in the
// query string (400), no or a bad key (401), a read key writing or the plan (403), over the rate limit (429).
export const API_KEY_ERROR_STATUSES = [400, 401, 403, 429] as const;

/** An endpoint's own error statuses with the key's, once each, in order. */
export const apiErrorStatuses = (own: number[]) =>
  [...new Set([...API_KEY_ERROR_STATUSES, ...own])].sort((a, b) => a - b);
