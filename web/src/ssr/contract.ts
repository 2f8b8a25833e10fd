// What a server render takes and gives: shared by the render (web/src/ssr/render.tsx), the local gateway and the
// AWS render Lambda, none of which need the others' code to agree on it.

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

/** Paths the render answers itself on a community host (everything else is the SPA, a file or the API). */
export const isRenderablePath = (path: string) => !/^\/(api|media|assets|_dev)(\/|$)/.test(path);
