// HTTP conventions shared by the SPA's client and the API.
/** Every mutation must carry this header; a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-hearth-csrf';
export const CSRF_HEADER_VALUE = '1';
export const API_PREFIX = '/api';
/** Largest JSON body the API accepts (API Gateway allows 10 MB; nothing of ours needs more than this). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/**
 * Paths that name a file of the built SPA; every other path is a client-side route and gets index.html.
 * CloudFront's viewer-request function and the local gateway apply the same rule.
 */
export const STATIC_FILE_PATTERN =
  /\.(?:js|mjs|css|map|html|json|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|wasm)$/i;

/** The session cookie (a Cognito ID token) and the refresh cookie; docs/auth.md. */
export const SESSION_COOKIE = 'hearth_id';
export const REFRESH_COOKIE = 'hearth_refresh';
