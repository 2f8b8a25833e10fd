/// <reference types="node" />
// The server render of a community's public pages (home and subforum feeds, a post with its first comments, the
// legal pages), from the same components the SPA hydrates. The local gateway and the AWS render Lambda both call
// renderCommunityPage with their own way of reaching the API (`api`); any other path gets the SPA's shell as
// before. Pages render as a guest sees them (one page for every viewer, cacheable): a signed-in member's own state
// (votes, menus, private subforums) fills in after hydration, when the session query learns who they are.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { authRoutes } from '@hearth/shared/contracts/routes';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import type { Layout, FeedResponse, PostDetail } from '@hearth/shared/schemas/forum';
import { type Query, type QueryClient, type InfiniteData } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createQueryClient } from '../app/query-client.ts';
import { setSession } from '../features/auth/api/get-session.ts';
import { forumKeys } from '../features/forum/api/keys.ts';
import { postKeys } from '../features/posts/api/keys.ts';
import { siteQueryOptions } from '../features/site/api/get-site.ts';
import { isApiError } from '../lib/api-client.ts';
import CommunitySite from '../routes/community/community-site.tsx';
import { createCommunityRouter } from '../routes/community/router.tsx';
import { clip, escapeHtml, headTags, scriptJson, type PageMeta } from './head.ts';
import { renderSeoFile } from './sitemap.ts';
import { SsrApp } from '../app/ssr-app.tsx';
import type { ApiFetch, ManifestChunk, RenderAssets, RenderRequest, RenderedPage } from './contract.ts';
import { dehydrateForClient, type SsrPayload } from '../app/ssr-payload.ts';

/**
 * The routes rendered on the server, with the lazy page module each shows by its source path under web/ (its CSS,
 * found by that path in Vite's manifest, goes in the head; a stale path drops it silently: server-rendered.test.ts).
 */
export const SERVER_RENDERED: Record<string, string | null> = {
  '/': null,
  '/$subforumSlug': null,
  '/post/$slug': 'src/features/posts/pages/post-page.tsx',
  '/terms': 'src/features/forum/pages/legal-page.tsx',
  '/rules': 'src/features/forum/pages/legal-page.tsx',
  '/privacy': 'src/features/forum/pages/legal-page.tsx',
};

const HTML = 'text/html; charset=utf-8';
/** The community tree's module, by its source path under web/ as Vite's manifest names it. */
export const TREE_MODULE = 'src/routes/community/community-site.tsx';

/** Each render's way to the API; the app's fetchers call the global fetch with same-origin paths. */
const requestApi = new AsyncLocalStorage<ApiFetch>();
let fetchRouted = false;

/** Sends the app's same-origin fetches (a path, no origin) to the current render's `api`; others pass through. */
function routeAppFetches() {
  if (fetchRouted) return;
  fetchRouted = true;
  const underlying = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const api = requestApi.getStore();
    if (api && typeof input === 'string' && input.startsWith('/')) return api(input);
    return underlying(input, init);
  };
}

/**
 * The page for `request.url`, or null when that path is not server-rendered (the caller serves the SPA shell).
 * An unknown community renders the not-found page (404); a page whose content the API refuses (a missing post or
 * subforum, a private post) carries the API's status.
 */
export function renderCommunityPage(
  request: RenderRequest,
  api: ApiFetch,
  assets: RenderAssets,
): Promise<RenderedPage | null> {
  routeAppFetches();
  return requestApi.run(api, async () => (await renderSeoFile(request, api)) ?? render(request, assets));
}

async function render(request: RenderRequest, assets: RenderAssets): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // One attempt per query; a refusal renders as the page's error state (a mounting observer would otherwise show
  // an errored query as loading, to fetch it again).
  queryClient.setDefaultOptions({ queries: { retry: false, retryOnMount: false } });
  setSession(queryClient, null);
  let community: CommunityLook;
  try {
    const site = await queryClient.fetchQuery(siteQueryOptions());
    if (site.kind !== 'community') return null;
    community = site.community;
  } catch (error) {
    // No community at this address: the SPA's not-found page, with the status that says so.
    if (isApiError(error, 'COMMUNITY_NOT_FOUND'))
      return { status: 404, html: notFoundShell(assets, request), contentType: HTML };
    throw error;
  }

  // The route loaders wait for their page's data (serverRender), so the router's load leaves the cache holding
  // everything the page reads: the tree is rendered once.
  const router = createCommunityRouter(
    { queryClient, community, serverRender: true },
    createMemoryHistory({ initialEntries: [request.url] }),
  );
  // A server render, whatever the runtime looks like (the web tests render in jsdom): the router renders its
  // matches as the browser's hydration expects them (app/hydrate.tsx).
  router.update({ ...router.options, isServer: true, origin: request.origin });
  const leaf = router.matchRoutes(router.state.location).at(-1);
  const routeId = leaf?.routeId ?? '';
  if (!(routeId in SERVER_RENDERED)) return null;
  const pageModule = SERVER_RENDERED[routeId] ?? null;
  await router.load();

  const now = Date.now();
  const html = await renderToHtml(<SsrApp Tree={CommunitySite} queryClient={queryClient} router={router} now={now} />);
  const undeclared = undeclaredQueries(queryClient);
  if (undeclared.length) {
    console.error(
      '[render] the page read data its route loaders did not load (rendered as loading):',
      JSON.stringify(undeclared.map((query) => query.queryKey)),
    );
  }

  const status = pageStatus(queryClient);
  const meta = pageMeta(queryClient, community, request, router, status);
  const payload: SsrPayload = { now, state: dehydrateForClient(queryClient) };
  return { status, html: assemble(assets, html, headTags(meta), payload, pageModule), contentType: HTML };
}

/**
 * Queries the render found without an answer: one a component created (its useQuery) that nothing fetched, a page
 * reading data its route's loaders do not declare, or one still in flight, a loader that did not wait for it. The
 * page went out with that part loading; the browser fetches it after hydration.
 */
function undeclaredQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        (query.options as { enabled?: unknown }).enabled !== false &&
        typeof query.options.queryFn === 'function',
    );
}

/**
 * The markup React writes for a Suspense boundary it left to the browser: the string render writes it for a part that
 * suspended (a lazy piece not loaded yet) or threw. User content never carries it (React escapes text; the sanitizer
 * drops HTML comments).
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The tree's HTML. Once the container has loaded the page's lazy pieces, nothing suspends: the string render is one
 * synchronous pass that builds the string directly (the stream encodes every chunk to bytes, and they were decoded
 * again here, a fifth of the render's time). When it gives a boundary up — the container's first render of a page
 * whose lazy code is not loaded, or a part that threw — the page is rendered again by the stream, which waits for
 * every piece and reports what threw.
 */
export async function renderToHtml(app: React.ReactNode): Promise<string> {
  try {
    const html = renderToString(app);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  } catch {
    // A failure outside every boundary: the stream renders it again and reports it.
  }
  return renderToStream(app);
}

function renderToStream(app: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(app, {
      // Every Suspense boundary resolved (lazy pieces included) and written in place, however large (no boundary
      // streamed out of order behind a script): crawlers and readers without JavaScript get the whole page.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        console.error('[render]', error);
      },
    });
  });
}

/** The API's refusal of the page's own content (404 missing, 403 private), else 200. */
function pageStatus(queryClient: QueryClient): number {
  for (const query of queryClient.getQueryCache().getAll()) {
    const error = query.state.error;
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return error.status;
  }
  return 200;
}

function pageMeta(
  queryClient: QueryClient,
  community: CommunityLook,
  request: RenderRequest,
  router: ReturnType<typeof createCommunityRouter>,
  status: number,
): PageMeta {
  const url = new URL(request.url, request.origin);
  // The community's address for search engines and shares: its custom domain once connected (on every host of the
  // community, its subdomain too), else the host the page was asked on.
  const origin = community.customDomainOrigin ?? request.origin;
  const layout = queryClient.getQueryData<Layout>(forumKeys.layout());
  const leaf = router.state.matches.at(-1);
  const routeId = leaf?.routeId ?? '';
  const hidden = !community.isLive || community.privateCommunity;
  const base: PageMeta = {
    title: community.name,
    description: clip(textOf(layout?.description ?? '') || community.tagline || community.name),
    canonical: `${origin}${url.pathname === '/' ? '/' : url.pathname}`,
    image: absolute(community.bannerURL, origin),
    type: 'website',
    siteName: community.name,
    noindex: hidden || status !== 200,
  };
  if (hidden) return base;
  if (routeId === '/post/$slug') {
    const slug = (leaf?.params as { slug: string }).slug;
    const post = queryClient.getQueryData<PostDetail>(postKeys.detail(slug));
    if (!post) return base;
    const canonical = `${origin}/post/${encodeURIComponent(post.slug)}`;
    return {
      ...base,
      title: `${post.title} | ${community.name}`,
      description: clip(post.summary || post.title),
      canonical,
      image: absolute(post.bannerURL, origin) ?? base.image,
      type: 'article',
      // A one-thread view (?comment=) shows part of the post's page: the post's page is the one to index.
      structuredData: discussion(post, canonical, origin),
    };
  }
  if (routeId === '/$subforumSlug') {
    const feed = queryClient
      .getQueryCache()
      .findAll({ queryKey: postKeys.lists() })
      .map((query) => query.state.data as InfiniteData<FeedResponse> | undefined)
      .find((data) => data?.pages[0]?.subforum)?.pages[0]?.subforum;
    if (feed) return { ...base, title: `${feed.title} | ${community.name}` };
    return base;
  }
  if (routeId === '/terms' || routeId === '/rules' || routeId === '/privacy') {
    const page = queryClient.getQueryData<{ title: string; html: string }>(
      forumKeys.legalPage(routeId.slice(1) as 'terms'),
    );
    if (page) return { ...base, title: `${page.title} | ${community.name}`, description: clip(textOf(page.html)) };
  }
  return base;
}

function notFoundShell(assets: RenderAssets, request: RenderRequest): string {
  const head = headTags({
    title: 'Hearth',
    description: 'Hearth communities',
    canonical: `${request.origin}/`,
    image: null,
    type: 'website',
    siteName: 'Hearth',
    noindex: true,
  });
  return assets.template.replace(/<title>[^<]*<\/title>/, () => head);
}

/** schema.org DiscussionForumPosting for a post page (what search engines show forum threads with). */
function discussion(post: PostDetail, url: string, origin: string): Record<string, unknown> {
  const image = absolute(post.bannerURL, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: post.title,
    text: post.summary,
    url,
    datePublished: post.publishedAt,
    ...(post.editedAt ? { dateModified: post.editedAt } : {}),
    ...(image ? { image } : {}),
    author: { '@type': 'Person', name: post.anonymous ? 'Anonymous' : post.author.fullName },
    commentCount: post.totalComments,
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: post.upvotes,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/CommentAction',
        userInteractionCount: post.totalComments,
      },
    ],
  };
}

const absolute = (url: string | null, origin: string) => (url ? new URL(url, origin).toString() : null);

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The stylesheets a module needs at first paint, from Vite's manifest (static imports only). */
/** The chunks `key` needs that `seen` has not: their stylesheets, and their script files (marked seen). */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>) {
  const css: string[] = [];
  const js: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    for (const file of chunk.imports ?? []) visit(file);
    css.push(...(chunk.css ?? []));
    js.push(chunk.file);
  };
  visit(key);
  return { css, js };
}

/** The built template's entry script and the modulepreload links Vite writes for its static imports. */
const ENTRY_SCRIPT = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The page's inline script: once the browser reports its first contentful paint, it asks for the viewer's session,
 * unless the app has already (early-requests.ts), adds the app's entry module, then preloads the page's own chunks
 * (`preloads`: the tree's and the page's code, which hydration imports) a few per task. Before that the page needs
 * only its HTML, its CSS and its images. Preloading here lets those files download beside the entry instead of after
 * it, and inserting their links a few per task keeps each task short: the same links inserted by Vite's import
 * helper when hydration imports the page came as one task of ~40 insertions (it lowers Total Blocking Time). The load event
 * is no signal of a paint: with the page's few files served fast it comes first (the bench counted the session and
 * the entry before a paint 150 ms later), so it only starts the app where no paint is reported: at once in a browser
 * without paint timing, after PAINT_FALLBACK_MS in a tab that never paints (opened in the background).
 */
const SESSION_PATH = authRoutes.getSession.path;
const PAINT_FALLBACK_MS = 3000;
/** Links inserted per task when preloading the page's chunks. */
const PRELOADS_PER_TASK = 6;

export function afterFirstPaint(entrySrc: string, preloads: string[] = []) {
  return `(function(){var started=false;function start(){if(started)return;started=true;\
var early=window.__hearthEarly||(window.__hearthEarly={});var session=${JSON.stringify(SESSION_PATH)};\
if(!(session in early))early[session]=fetch(session,{credentials:'same-origin',headers:{accept:'application/json'}});\
var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entrySrc)};\
document.head.appendChild(s);var files=${scriptJson(preloads)},i=0;(function next(){\
for(var end=Math.min(i+${PRELOADS_PER_TASK},files.length);i<end;i++){var l=document.createElement('link');\
l.rel='modulepreload';l.crossOrigin='';l.href=files[i];document.head.appendChild(l)}\
if(i<files.length)setTimeout(next,0)})()}\
var painted=false;try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){\
new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){\
observer.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true});painted=true}}catch(e){}\
addEventListener('load',function(){setTimeout(start,painted?${PAINT_FALLBACK_MS}:0)})})()`;
}

function assemble(
  assets: RenderAssets,
  body: string,
  head: string,
  payload: SsrPayload,
  pageModule: string | null,
): string {
  const entry = Object.entries(assets.manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  const seen = new Set<string>(entry ? [entry] : []);
  if (entry) for (const name of assets.manifest[entry]?.imports ?? []) seen.add(name);
  // Only the stylesheets: the page is painted from its HTML, and its code (the tree's ~25 chunks) is fetched when the
  // entry imports the tree, after first paint, instead of competing with the CSS and the banner for the first
  // round trips (modulepreload links here put 34 requests before a phone's first paint; without them, 11).
  const tree = chunkFiles(assets.manifest, TREE_MODULE, seen);
  const page = pageModule ? chunkFiles(assets.manifest, pageModule, seen) : { css: [], js: [] };
  const css = [...tree.css, ...page.css];
  // Hydration imports the tree and the page: their code is preloaded after first paint (afterFirstPaint).
  const preloads = [...tree.js, ...page.js].map((file) => `/${file}`);
  const links = css.map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`);
  return (
    assets.template
      .replace('<html lang="en"', '<html lang="en" data-ssr')
      // The app's code starts once the page has painted: its first paint needs only the HTML, the CSS and images.
      .replace(MODULE_PRELOADS, '')
      .replace(ENTRY_SCRIPT, (_, src: string) => `<script>${afterFirstPaint(src, preloads)}</script>`)
      .replace(/<title>[^<]*<\/title>/, () => [head, ...links].join('\n    '))
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${body}</div>\n    <script>window.__hearthSsr=${scriptJson(payload)}</script>`,
      )
  );
}
