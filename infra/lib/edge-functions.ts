// CloudFront Functions (viewer request, JS runtime 2.0). Kept as source strings so the stacks deploy them and the
// tests run the very same code against sample events.
import { STATIC_FILE_PATTERN } from '@hearth/shared/constants/http';

/**
 * `/api/*`: CloudFront sends the API origin's own host name as Host, so the viewer's host (which names the tenant)
 * travels in x-forwarded-host, and the viewer's IP (for the per-address limits) in x-hearth-viewer-ip. Both are
 * always overwritten, so a viewer can pick neither another tenant nor another address by sending them.
 */
export const forwardViewerHostCode = `function handler(event) {
  var request = event.request;
  request.headers['x-hearth-viewer-ip'] = { value: event.viewer.ip };
  var host = request.headers.host;
  if (host && host.value) {
    request.headers['x-forwarded-host'] = { value: host.value };
  } else {
    delete request.headers['x-forwarded-host'];
  }
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
