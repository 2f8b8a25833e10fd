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

/**
 * The headers the edge (CloudFront, the local gateway) sets on every API request — docs/auth.md and
 * functions/src/platform/http/edge-headers.ts, which checks them. The render Lambda sets the same when it calls the API.
 */
/** An origin custom header whose value only the edge, the render and the API Lambdas know. */
export const ORIGIN_SECRET_HEADER = 'x-hearth-origin-secret';
/** The viewer's IP address, always overwritten by the edge (never CloudFront's own CloudFront-Viewer-Address). */
export const VIEWER_ADDRESS_HEADER = 'x-hearth-viewer-ip';
/** The host the viewer asked for (the tenant), overwritten by the edge on every request. */
/**
 * The body's hex SHA-256, which a viewer sends with a POST to a streamed route: CloudFront's origin access control
 * signs the request to the function URL with it, and the signature fails without it.
 */
export const BODY_HASH_HEADER = 'x-amz-content-sha256';
export const VIEWER_HOST_HEADER = 'x-forwarded-host';

/** The session cookie (a Cognito ID token) and the refresh cookie; docs/auth.md. */
export const SESSION_COOKIE = 'hearth_id';
export const REFRESH_COOKIE = 'hearth_refresh';

/** Where the SPA opens its live-updates socket, on the community's own host (the session cookie goes with the upgrade). */
export const LIVE_PATH = '/api/v1/live';
