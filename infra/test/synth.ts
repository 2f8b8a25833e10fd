// Test helper: builds the Hearth app exactly as bin/app.ts does, with cdk.json's feature flags plus extra context,
// and synthesizes it once.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Environment } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildHearth } from '../lib/app.ts';
import { repoRoot } from '../lib/paths.ts';

const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };

export interface SynthOptions {
  context?: Record<string, unknown>;
  env?: Environment;
  /** Give the web stack a small fake SPA build (index.html + one hashed asset) to upload. */
  withSpaBuild?: boolean;
  /** Also a small fake server render build (web/dist-ssr): the render Lambda fronts the pages. */
  withServerRender?: boolean;
}

export function fakeSpaBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script src="/assets/app-abc123.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("hearth")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/app-abc123.js', isEntry: true } }),
  );
  return dir;
}

/** A server render build as `vite build --ssr` lays it out: render.js importing a chunk under assets/. */
export function fakeServerRenderBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-ssr-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'common-abc.js'), 'export const page = "<h1>Demo</h1>";');
  writeFileSync(
    join(dir, 'render.js'),
    'import { page } from "./assets/common-abc.js"; export const renderCommunityPage = async () => ({ status: 200, html: page, contentType: "text/html" });',
  );
  return dir;
}

/** Builds the app without synthesizing it, for tests that add to it first. */
export function buildTestApp(options: SynthOptions = {}) {
  const app = new App({
    outdir: mkdtempSync(join(tmpdir(), 'hearth-cdk-')),
    context: { ...cdkJson.context, ...options.context },
  });
  const hearth = buildHearth(app, {
    ...(options.env ? { env: options.env } : {}),
    ...(options.withSpaBuild ? { spaAssetsDir: fakeSpaBuild() } : {}),
    ...(options.withServerRender ? { serverRenderDir: fakeServerRenderBuild() } : {}),
  });
  return { app, ...hearth };
}

export function synthHearth(options: SynthOptions = {}) {
  const built = buildTestApp(options);
  const assembly = built.app.synth();
  const template = (stackName: string) => Template.fromJSON(assembly.getStackByName(stackName).template);
  return {
    ...built,
    assembly,
    templates: {
      data: template(built.data.stackName),
      auth: template(built.auth.stackName),
      api: template(built.api.stackName),
      web: template(built.web.stackName),
    },
  };
}
