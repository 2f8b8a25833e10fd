// A CPU profile of the home page's server render, as `ssr.home.renderOnly` times it: the same render function
// (web/dist-ssr/render.js) with the API answers the SSR bench read through the gateway (written by
// `npm run bench -- --only ssr` to .data/bench/ssr-home-answers.json) served from memory. Warm-up renders, then
// `--renders` renders under the inspector's profiler; the profile goes to .data/bench/ssr-home.cpuprofile (kept out of
// git) and its self time is printed by area of the render and by function.
//   npx tsx scripts/bench/ssr-profile.ts [--renders 300] [--warm 50] [--interval 100]
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ApiFetch, RenderAssets, RenderFunction } from '../../web/src/ssr/contract.ts';
import {
  type CpuProfile,
  type CpuProfileNode,
  areaOf,
  inclusiveTime,
  moduleAt,
  moduleMarkers,
  selfTimes,
  sumBy,
} from './cpu-profile.ts';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const { values } = parseArgs({
  options: {
    renders: { type: 'string', default: '300' },
    warm: { type: 'string', default: '50' },
    interval: { type: 'string', default: '100' },
  },
});
const dist = join(root, 'web', 'dist');
const { renderCommunityPage } = (await import(pathToFileURL(join(root, 'web', 'dist-ssr', 'render.js')).href)) as {
  renderCommunityPage: RenderFunction;
};
const assets: RenderAssets = {
  template: readFileSync(join(dist, 'index.html'), 'utf8'),
  manifest: JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as RenderAssets['manifest'],
};
const answers = JSON.parse(readFileSync(join(root, '.data', 'bench', 'ssr-home-answers.json'), 'utf8')) as Record<
  string,
  { status: number; text: string }
>;
const api: ApiFetch = async (path) => {
  const answer = answers[path];
  if (!answer) throw new Error(`the render asked for ${path}, which the bench's answers do not hold`);
  return new Response(answer.text, { status: answer.status, headers: { 'content-type': 'application/json' } });
};
const request = { url: '/', origin: 'http://demo.localhost:8080' };
const renders = Number(values.renders);

for (let i = 0; i < Number(values.warm); i++) await renderCommunityPage(request, api, assets);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: Number(values.interval) });
await session.post('Profiler.start');
const started = performance.now();
for (let i = 0; i < renders; i++) await renderCommunityPage(request, api, assets);
const wall = performance.now() - started;
const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
session.disconnect();
const out = join(root, '.data', 'bench', 'ssr-home.cpuprofile');
writeFileSync(out, JSON.stringify(profile));

// Each frame's module, from the bundle file's module markers.
const markers = new Map<string, ReturnType<typeof moduleMarkers>>();
const moduleOf = (node: CpuProfileNode) => {
  const { url, lineNumber } = node.callFrame;
  if (!url.startsWith('file:')) return null;
  if (!markers.has(url)) markers.set(url, moduleMarkers(readFileSync(fileURLToPath(url), 'utf8')));
  return moduleAt(markers.get(url)!, lineNumber);
};
const areaOfNode = (n: CpuProfileNode) => areaOf(moduleOf(n), n.callFrame.functionName, n.callFrame.url);
const self = selfTimes(profile);
const total = [...self.values()].reduce((a, b) => a + b, 0);
const pct = (ms: number) => `${((100 * ms) / total).toFixed(1)} %`;
const perRender = (ms: number) => `${(ms / renders).toFixed(2)} ms`;

console.log(`${renders} renders in ${wall.toFixed(0)} ms (${perRender(wall)} a render); profile ${out}`);
console.log('\nself time by area:');
for (const { key, ms } of sumBy(profile, self, areaOfNode)) console.log(`  ${pct(ms)}  ${perRender(ms)}  ${key}`);
console.log('\ntop functions by self time:');
const fnKey = (n: CpuProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'}  [${moduleOf(n) ?? n.callFrame.url}]`;
for (const { key, ms } of sumBy(profile, self, fnKey).slice(0, 30))
  console.log(`  ${pct(ms)}  ${perRender(ms)}  ${key}`);
console.log('\ninclusive time (self and callees, each frame counted once) of the render steps:');
const named = (names: string[]) => (n: CpuProfileNode) => names.includes(n.callFrame.functionName);
for (const [step, picked] of Object.entries({
  // The loaders' fetches and parsing run as microtasks of their own, outside these frames (the zod row below).
  'router: create, match, load (their own frames)': named([
    'createCommunityRouter',
    'RouterCore.update',
    'RouterCore.matchRoutes',
    'RouterCore.load',
  ]),
  'React render of the tree (performWork)': named(['performWork']),
  'React writing the HTML out (startFlowing)': named(['startFlowing']),
  'Mantine Box (style props, class and style attributes)': named(['_Box']),
  'Mantine theme CSS variables (MantineCssVariables)': named(['MantineCssVariables']),
  'router links (useLinkProps)': named(['useLinkProps']),
  'API answers parsed by zod': (n: CpuProfileNode) => areaOfNode(n) === 'zod',
  'query cache dehydrated (dehydrateForClient)': named(['dehydrateForClient']),
  'page assembled (template, head tags, payload JSON)': named(['assemble']),
})) {
  console.log(`  ${pct(inclusiveTime(profile, self, picked))}  ${step}`);
}
