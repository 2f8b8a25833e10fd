// Server rendering through the local gateway, on the forum seed (10,000 posts, feed.ts): the home page's render
// latency (an edge-cache miss: the render with its API calls to DynamoDB Local, one connection), the same uncached
// render beside the feed JSON it shows (each request a URL of its own, so both miss the edge cache; as many of each,
// alternating, in one run), and its latency from the edge cache, HTML throughput
// of the home and a post page at 10 connections from the edge cache (CloudFront's role) and of the post page's render
// (every URL its own, as a crawler's would be), and what a phone's browser requests before its first contentful
// paint (the critical path). Beside them, the render's own time: the same render function in process with every API
// answer it reads served from memory (what the render costs with DynamoDB's time taken out; the feed API row says
// what DynamoDB and the handler add).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FeedResponse } from '@hearth/shared/schemas/forum';
import { chromium } from 'playwright-core';
import { hostClient } from '../../test/support/http.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import type { ApiFetch, RenderAssets, RenderFunction } from '../../web/src/ssr/contract.ts';
import { runAutocannon } from './http.ts';
import { percentile, timeInterleaved, timeSequential } from './stats.ts';

export interface SsrBench {
  homeRenderOnly: { p50: number; p99: number };
  homeRender: { p50: number; p99: number };
  homeHtml: { p50: number; p99: number };
  feedApi: { p50: number; p99: number };
  /** The uncached home render and the uncached feed JSON through the gateway, interleaved. */
  uncachedVsFeed: { count: number; home: { p50: number; p99: number }; feed: { p50: number; p99: number } };
  homeLoad: { reqPerSec: number; p50: number; non2xx: number };
  postLoad: { reqPerSec: number; p50: number; non2xx: number };
  postRenderLoad: { reqPerSec: number; p50: number; non2xx: number };
  firstPaint: { fcpMs: number; requests: string[] };
}

const HOST = 'demo.localhost';

/** The home page's render in process, its API answers read once through the gateway and then served from memory. */
async function renderOnly(root: string, port: number, count: number) {
  const dist = join(root, 'web', 'dist');
  const { renderCommunityPage } = (await import(pathToFileURL(join(root, 'web', 'dist-ssr', 'render.js')).href)) as {
    renderCommunityPage: RenderFunction;
  };
  const assets: RenderAssets = {
    template: readFileSync(join(dist, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as RenderAssets['manifest'],
  };
  const send = hostClient(port, HOST);
  const answers = new Map<string, { status: number; text: string }>();
  const api: ApiFetch = async (path) => {
    let answer = answers.get(path);
    if (!answer) {
      const res = await send(path);
      answer = { status: res.status, text: res.text };
      answers.set(path, answer);
    }
    return new Response(answer.text, { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  const request = { url: '/', origin: `http://${HOST}:${port}` };
  // Warm: the API answers, the JIT.
  for (let i = 0; i < 20; i++) await renderCommunityPage(request, api, assets);
  const times = await timeSequential(count, () => renderCommunityPage(request, api, assets));
  // The answers the render read, for a CPU profile of the same render (scripts/bench/ssr-profile.ts).
  mkdirSync(join(root, '.data', 'bench'), { recursive: true });
  writeFileSync(join(root, '.data', 'bench', 'ssr-home-answers.json'), JSON.stringify(Object.fromEntries(answers)));
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * The home page rendered through the gateway and the feed JSON it shows, `count` of each, alternating, every request a
 * URL of its own (a query key neither reads) so each is an edge-cache miss: the render with its API reads against
 * the feed handler alone. Both compressed as a browser asks (br).
 */
async function uncachedHomeVersusFeed(port: number, count: number) {
  const send = hostClient(port, HOST);
  let n = 0;
  const miss = (path: string, accept: string) => async () => {
    const res = await send(`${path}?miss=${++n}`, { headers: { accept, 'accept-encoding': 'br' } });
    if (res.status !== 200 || res.headers['x-cache'] !== 'Miss from local edge')
      throw new Error(`${path} answered ${res.status}, x-cache ${String(res.headers['x-cache'])}`);
  };
  const home = miss('/', 'text/html');
  const feed = miss('/api/v1/feed', 'application/json');
  await timeInterleaved(20, home, feed);
  const t = await timeInterleaved(count, home, feed);
  const stats = (v: number[]) => ({ p50: percentile(v, 50), p99: percentile(v, 99) });
  return { count, home: stats(t.a), feed: stats(t.b) };
}

export async function benchSsr(root: string, port: number): Promise<SsrBench> {
  // Node's fetch will not send another Host: the tests' host client does.
  const feed = await hostClient(port, HOST)<FeedResponse>('/api/v1/feed');
  const postPath = `/post/${feed.json.items[0]!.slug}`;
  const html = { accept: 'text/html', 'accept-encoding': 'br' };

  // Warm the render (its bundle, the community's cached configuration) as a CDN would be.
  await runAutocannon(port, { name: 'warm', host: HOST, path: '/', connections: 2, rate: null, seconds: 2 });
  const render1 = await runAutocannon(port, {
    name: 'home render',
    host: HOST,
    path: '/',
    headers: html,
    connections: 1,
    rate: null,
    seconds: 5,
    uniqueUrls: true,
  });
  const home1 = await runAutocannon(port, {
    name: 'home',
    host: HOST,
    path: '/',
    headers: html,
    connections: 1,
    rate: null,
    seconds: 5,
  });
  const api1 = await runAutocannon(port, {
    name: 'feed',
    host: HOST,
    path: '/api/v1/feed',
    connections: 1,
    rate: null,
    seconds: 5,
  });
  const home10 = await runAutocannon(port, {
    name: 'home',
    host: HOST,
    path: '/',
    headers: html,
    connections: 10,
    rate: null,
    seconds: 5,
  });
  const post10 = await runAutocannon(port, {
    name: 'post',
    host: HOST,
    path: postPath,
    headers: html,
    connections: 10,
    rate: null,
    seconds: 5,
  });

  const postRender10 = await runAutocannon(port, {
    name: 'post render',
    host: HOST,
    path: postPath,
    headers: html,
    connections: 10,
    rate: null,
    seconds: 5,
    uniqueUrls: true,
  });

  const uncachedVsFeed = await uncachedHomeVersusFeed(port, 200);
  const homeRenderOnly = await renderOnly(root, port, 200);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`http://${HOST}:${port}/`, { waitUntil: 'networkidle' });
    const firstPaint = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        fcpMs: fcp,
        // The document itself, then every resource the browser asked for before it painted.
        requests: [
          location.pathname,
          ...resources.filter((r) => r.startTime < fcp).map((r) => new URL(r.name).pathname),
        ],
      };
    });
    return {
      homeRenderOnly,
      homeRender: { p50: render1.p50, p99: render1.p99 },
      homeHtml: { p50: home1.p50, p99: home1.p99 },
      feedApi: { p50: api1.p50, p99: api1.p99 },
      uncachedVsFeed,
      homeLoad: { reqPerSec: home10.reqPerSec, p50: home10.p50, non2xx: home10.non2xx },
      postLoad: { reqPerSec: post10.reqPerSec, p50: post10.p50, non2xx: post10.non2xx },
      postRenderLoad: { reqPerSec: postRender10.reqPerSec, p50: postRender10.p50, non2xx: postRender10.non2xx },
      firstPaint,
    };
  } finally {
    await browser.close();
  }
}
