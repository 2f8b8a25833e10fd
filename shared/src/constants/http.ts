// HTTP conventions shared by the SPA's client and the API.
/** Every mutation must carry this header; a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-hearth-csrf';
export const CSRF_HEADER_VALUE = '1';
export const API_PREFIX = '/api';
/** Largest JSON body the API accepts (API Gateway allows 10 MB; nothing of ours needs more than this). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;
