// The render Lambda's entry (packaged by infra/lib/constructs/page-render.ts): its package holds this module as
// index.mjs, the server render's build (web/dist-ssr: render.js and its chunks, ES modules) and the SPA's index.html
// and Vite manifest beside it.
import { readFileSync } from 'node:fs';
import type { RenderAssets, RenderFunction } from './contract.ts';
import { createRenderHandler } from './lambda.ts';

const file = (name: string) => new URL(`./${name}`, import.meta.url);
const assets: RenderAssets = {
  template: readFileSync(file('index.html'), 'utf8'),
  manifest: JSON.parse(readFileSync(file('manifest.json'), 'utf8')) as RenderAssets['manifest'],
};

let render: Promise<RenderFunction> | null = null;

export const handler = createRenderHandler({
  render: () =>
    (render ??= (import(file('render.js').href) as Promise<{ renderCommunityPage: RenderFunction }>).then(
      (module) => module.renderCommunityPage,
    )),
  assets,
  apiOrigin: process.env.API_ORIGIN ?? '',
  originSecret: process.env.ORIGIN_SECRET ?? '',
});
