// The render Lambda (AWS). CloudFront's default behaviour sends every page request of every host here through the
// function's URL (signed by origin access control); built files (/assets/*, root files) come from S3 on their own
// behaviours. A community page (`rendersPage`) is rendered by the same function the local gateway calls, reaching
// the API as the edge does (viewer host, origin secret); anything else — the owner app, sign-in, a page the render
// does not know, or a render that failed — gets the SPA's shell, which renders it in the browser as before.
import { STATIC_FILE_PATTERN, ORIGIN_SECRET_HEADER, VIEWER_HOST_HEADER } from '@hearth/shared/constants/http';
import type { ErrorBody } from '@hearth/shared/errors';
import { malformedHost } from '@hearth/shared/messages';
import { hostOrigin } from '@hearth/shared/rules/host';
import {
  PAGE_CACHE_CONTROL,
  rendersPage,
  SEO_FILES,
  type ApiFetch,
  type RenderAssets,
  type RenderFunction,
} from './contract.ts';
import { createSharedReads, type SharedRead } from './shared-reads.ts';

/** What a Lambda function URL delivers (payload 2.0), as far as the render reads it. */
export interface FunctionUrlEvent {
  rawPath: string;
  rawQueryString?: string;
  headers?: Record<string, string | undefined>;
  requestContext: { http: { method: string } };
}

export interface FunctionUrlResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export interface RenderHandlerOptions {
  /** The render function (web/dist-ssr's `renderCommunityPage`), loaded on first use. */
  render: () => Promise<RenderFunction>;
  assets: RenderAssets;
  /** `https://<api id>.execute-api.<region>.amazonaws.com`: the HTTP API the render reads from. */
  apiOrigin: string;
  originSecret: string;
  fetch?: typeof fetch;
  /** The container's reads of answers guests share (shared-reads.ts); a cache of its own unless given. */
  sharedReads?: SharedRead;
}

/** The shell names the build's hashed files; a deploy invalidates it, browsers revalidate it. */
export const SHELL_CACHE_CONTROL = 'no-cache';
const HTML = 'text/html; charset=utf-8';

export function createRenderHandler(options: RenderHandlerOptions) {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const shared = options.sharedReads ?? createSharedReads();
  const respond = (method: string, statusCode: number, type: string, body: string, cache: string) => ({
    statusCode,
    headers: { 'content-type': type, 'cache-control': cache, 'x-content-type-options': 'nosniff' },
    body: method === 'HEAD' ? '' : body,
  });

  return async function handler(event: FunctionUrlEvent): Promise<FunctionUrlResult> {
    const method = event.requestContext.http.method;
    const host = event.headers?.[VIEWER_HOST_HEADER] ?? '';
    const path = event.rawPath || '/';
    if (rendersPage(method, host, path)) {
      // The page's canonical and Open Graph URLs are built on the host: one that does not parse is refused here.
      const origin = hostOrigin(host, 'https');
      if (!origin) {
        const body: ErrorBody = { error: 'BAD_REQUEST', message: malformedHost };
        return respond(method, 400, 'application/json; charset=utf-8', JSON.stringify(body), SHELL_CACHE_CONTROL);
      }
      // Only the API's origin is ever fetched: `apiPath` is one of the app's own same-origin paths.
      // An answer the API marks shareable for guests is kept for the next renders of the same host (shared-reads.ts).
      const api: ApiFetch = (apiPath) =>
        shared(`${host} ${apiPath}`, () =>
          send(new URL(apiPath, options.apiOrigin), {
            headers: { [VIEWER_HOST_HEADER]: host, [ORIGIN_SECRET_HEADER]: options.originSecret },
          }),
        );
      const url = event.rawQueryString ? `${path}?${event.rawQueryString}` : path;
      try {
        const render = await options.render();
        const page = await render({ url, origin }, api, options.assets);
        if (page) return respond(method, page.status, page.contentType, page.html, PAGE_CACHE_CONTROL);
      } catch (error) {
        // The shell still works: the browser renders the page from the API as it did before server rendering.
        console.error(JSON.stringify({ level: 'ERROR', msg: 'render failed', path, error: String(error) }));
      }
    }
    if (STATIC_FILE_PATTERN.test(path) && !SEO_FILES.includes(path)) {
      return respond(method, 404, 'text/plain; charset=utf-8', 'Not Found', SHELL_CACHE_CONTROL);
    }
    return respond(method, 200, HTML, options.assets.template, SHELL_CACHE_CONTROL);
  };
}
