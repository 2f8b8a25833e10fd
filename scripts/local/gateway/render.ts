// The gateway's server render of community pages: the same render function the AWS render Lambda runs
// (web/src/ssr/render.tsx, built into web/dist-ssr), reaching the API in process through the domain handlers.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  ApiFetch,
  RenderAssets,
  RenderFunction,
  RenderRequest,
  RenderedPage,
} from '../../../web/src/ssr/contract.ts';

export type PageRenderer = (request: RenderRequest, api: ApiFetch) => Promise<RenderedPage | null>;

/** The renderer over a built SPA folder (web/dist beside web/dist-ssr), or null when the server build is absent. */
export async function loadPageRenderer(spaDir: string): Promise<PageRenderer | null> {
  const entry = join(spaDir, '..', 'dist-ssr', 'render.js');
  const manifestFile = join(spaDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const { renderCommunityPage } = (await import(pathToFileURL(entry).href)) as { renderCommunityPage: RenderFunction };
  const templateFile = join(spaDir, 'index.html');
  // Read again when the SPA is rebuilt under a running gateway, so its pages name the new files.
  let assets: { builtAt: number; value: RenderAssets } | null = null;
  const currentAssets = () => {
    const builtAt = statSync(manifestFile).mtimeMs;
    if (assets?.builtAt !== builtAt) {
      const value: RenderAssets = {
        template: readFileSync(templateFile, 'utf8'),
        manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as RenderAssets['manifest'],
      };
      assets = { builtAt, value };
    }
    return assets.value;
  };
  return (request, api) => renderCommunityPage(request, api, currentAssets());
}
