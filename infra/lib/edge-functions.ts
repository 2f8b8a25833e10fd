// CloudFront Functions (viewer request, JS runtime 2.0). Kept as source strings so the stacks deploy them and the
// tests run the very same code against sample events.
import { STATIC_FILE_PATTERN } from '@hearth/shared/constants/http';

/**
 * `/api/*`: CloudFront sends the API origin's own host name as Host, so the viewer's host (which names the tenant)
 * travels in x-forwarded-host, and the viewer's IP (for the per-address limits) in x-hearth-viewer-ip. Both are
 * always overwritten, so a viewer can pick neither another tenant nor another address by sending them.
 */
/** The viewer's host and address, always overwritten (shared by the functions that call the API's Lambdas). */
const viewerHeaders = `  request.headers['x-hearth-viewer-ip'] = { value: event.viewer.ip };
  var host = request.headers.host;
  if (host && host.value) {
    request.headers['x-forwarded-host'] = { value: host.value };
  } else {
    delete request.headers['x-forwarded-host'];
  }`;

export const forwardViewerHostCode = `function handler(event) {
  var request = event.request;
${viewerHeaders}
  return request;
}`;

/**
 * `/api/v1/live`: the live socket on the community's own host goes to the WebSocket API, whose stage is
 * its path (`/live`); the viewer's host travels in x-forwarded-host as for the API, so `$connect` resolves the tenant.
 */
export const liveSocketCode = (stagePath: string) => `function handler(event) {
  var request = event.request;
${viewerHeaders}
  request.uri = ${JSON.stringify(stagePath)};
  return request;
}`;

/**
 * Default behaviour: any path that is not a static file is a client-side route, so it gets the SPA shell. This is done
 * per request rather than with distribution-wide custom error responses, which would also turn the API's JSON 403/404
 * answers into index.html with status 200.
 */
export const spaFallbackCode = `var STATIC_FILE = ${STATIC_FILE_PATTERN.toString()};
function handler(event) {
  var request = event.request;
  if (!STATIC_FILE.test(request.uri)) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** `/media/*`: media URLs are `/media/<key>` while objects sit at `<key>` in the bucket, so the prefix is dropped. */
export const mediaPathCode = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\/media(?=\\/)/, '');
  return request;
}`;
