// What a server render takes and gives: shared by the render (web/src/ssr/render.tsx), the local gateway and the
// AWS render Lambda, none of which need the others' code to agree on it.
import { STATIC_FILE_PATTERN } from '@hearth/shared/constants/http';

/** How the render reaches the API: a same-origin GET as the viewer's host would send it (no cookies). */
export type ApiFetch = (path: string) => Promise<Response>;

export interface RenderRequest {
  /** Path and query string, as the viewer asked. */
  url: string;
  /** `https://demo.example.com`: the viewer's origin, for canonical and Open Graph URLs. */
  origin: string;
}

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** The built SPA's pieces the page is assembled from: web/dist/index.html and Vite's manifest. */
export interface RenderAssets {
  template: string;
  manifest: Record<string, ManifestChunk>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The content type (HTML pages; robots.txt and sitemap.xml are text and XML). */
  contentType: string;
}

export type RenderFunction = (
  request: RenderRequest,
  api: ApiFetch,
  assets: RenderAssets,
) => Promise<RenderedPage | null>;

/** The files a community host answers from the render rather than from the SPA's folder. */
export const SEO_FILES = ['/robots.txt', '/sitemap.xml'];

/** Paths the render may answer on a community host: pages (no file extension) and SEO_FILES. */
export const isRenderablePath = (path: string) =>
  SEO_FILES.includes(path) || (!/^\/(api|media|assets|_dev)(\/|$)/.test(path) && !STATIC_FILE_PATTERN.test(path));

/**
 * Whether a request is one the render answers: a GET or HEAD of a renderable path on a community host (the owner
 * app, `app.<domain>`, is never rendered). The local gateway and the render Lambda both ask this.
 */
export const rendersPage = (method: string, host: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && host !== '' && !host.startsWith('app.') && isRenderablePath(path);

/** How long the edge keeps a rendered page (CloudFront in AWS, the gateway's page cache locally). */
export const PAGE_EDGE_SECONDS = 60;
/**
 * A rendered page is the same for every viewer of a host (guests' view; docs/architecture/ssr.md), so the edge keeps it
 * a minute per host and URL, and serves the stale copy while it fetches a new one. Browsers always revalidate.
 */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_EDGE_SECONDS}, stale-while-revalidate=300`;
