// The server render of community pages, and the browser taking the page over: each public page's HTML carries its
// content and head tags; a private community's carries none of its content; a missing post is a 404; hydration
// matches the server's page (a mismatch fails the test) and keeps its elements.
import * as messages from '@hearth/shared/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense, lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { serveCategories, serveComments, serveFeed, serveLayout, servePost } from '@test/forum.ts';
import { comment, demoLayout, postCard, postDetail } from '@test/forum-data.ts';
import { demoCommunity, member } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { hydratePage } from '../routes/community/community-site.tsx';
import type { RenderAssets, RenderedPage } from './contract.ts';
import { afterFirstPaint, renderCommunityPage, renderToHtml } from './render.tsx';
import type { SsrPayload } from '../app/ssr-payload.ts';

const ORIGIN = 'http://demo.localhost:4321';
const assets: RenderAssets = {
  template:
    '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><title>Hearth</title>' +
    '<script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/framework.js"></head>' +
    '<body><div id="root"></div></body></html>',
  manifest: {},
};

/** The server render of `url`, reaching the (mocked) API as the gateway would. */
const renderPage = (url: string) =>
  renderCommunityPage({ url, origin: ORIGIN }, (path) => fetch(`${ORIGIN}${path}`), assets);

async function rendered(url: string): Promise<RenderedPage> {
  const page = await renderPage(url);
  if (!page) throw new Error(`${url} was not server-rendered`);
  return page;
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(headOf(html))?.[1];

let consoleErrors: MockInstance;
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
  serveSite();
  serveLayout();
});
afterEach(() => {
  consoleErrors.mockRestore();
  delete window.__hearthSsr;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
});

/** Puts the server's page in the document at its address and hydrates it as the browser would. */
/** Puts the server's page in the document at its address, as the browser has it before the app's code runs. */
function serverPage(page: RenderedPage, path: string) {
  const parsed = new DOMParser().parseFromString(page.html, 'text/html');
  const script = [...parsed.querySelectorAll('script')].find((s) => s.textContent.startsWith('window.__hearthSsr='));
  const payload = JSON.parse(script!.textContent.slice('window.__hearthSsr='.length)) as SsrPayload;
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = parsed.getElementById('root')!.innerHTML;
  // What a browser does while parsing: the router's inline scripts run and remove themselves (innerHTML runs none).
  for (const inline of container.querySelectorAll('script')) {
    if (inline.textContent.endsWith('document.currentScript.remove()')) inline.remove();
  }
  document.body.append(container);
  return { container, payload, heading: container.querySelector('h1, h2') };
}

/** Hydrates the server's page as the browser would (under act(): every part hydrates before answers arrive). */
async function hydrate(page: RenderedPage, path: string) {
  const { container, payload, heading } = serverPage(page, path);
  let hydrated = false;
  await act(async () => {
    hydrated = await hydratePage(container, payload);
  });
  expect(hydrated).toBe(true);
  // Marked live once every part has hydrated (the e2e tests wait for the mark before they act): a part whose code
  // is still loading hydrates after act() returns.
  await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));
  return { container, heading };
}

/** No hydration mismatch (React reports each through console.error, hydrate.tsx's onRecoverableError too). */
function expectCleanHydration() {
  const messages = consoleErrors.mock.calls.map((call) => call.map(String).join(' '));
  expect(messages.filter((m) => /hydrat|did not match|differ/i.test(m))).toEqual([]);
}

describe('server-rendered community pages', { timeout: 30_000 }, () => {
  // One render per page: everything a page reads was loaded by its route's loaders first (the render reports any
  // query it created that nothing had fetched, and any error).
  afterEach(() => {
    const renderErrors = consoleErrors.mock.calls.filter(([first]) => String(first).startsWith('[render]'));
    expect(renderErrors).toEqual([]);
  });

  it('renders the home feed with its head tags, then hydrates without a second render', async () => {
    serveFeed([
      postCard({ id: 'p1', title: 'Morning loop around the lake' }),
      postCard({ id: 'p2', title: 'Hill repeats' }),
    ]);
    const page = await rendered('/');

    expect(page.status).toBe(200);
    expect(page.html).toContain('Morning loop around the lake');
    expect(page.html).toContain('Hill repeats');
    expect(headOf(page.html)).toContain('<title>Trail Runners</title>');
    expect(metaContent(page.html, 'description')).toBe('Trail Runners is a place to share routes.');
    expect(headOf(page.html)).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(metaContent(page.html, 'og:title')).toBe('Trail Runners');
    expect(metaContent(page.html, 'og:image')).toBe(`${ORIGIN}/media/c_demo/banner.jpg`);
    expect(metaContent(page.html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(page.html, 'robots')).toBeUndefined();
    // Nothing but the page before its first paint: the app's code is added after it, not preloaded.
    expect(page.html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(page.html).toContain(`<script>${afterFirstPaint('/assets/index.js')}</script>`);

    serveSession(null);
    const { container, heading } = await hydrate(page, '/');
    expectCleanHydration();
    // The server's elements were adopted, not replaced.
    expect(container.querySelector('h1, h2')).toBe(heading);
    expect(screen.getByText('Hill repeats')).toBeInTheDocument();
  });

  it('hydrates relative times as the server wrote them though the browser’s clock has moved on since', async () => {
    // 55 seconds old when rendered ("just now"); a minute old by the time the browser hydrates the page.
    serveFeed([postCard({ id: 'p1', title: 'Fresh post', publishedAt: new Date(Date.now() - 55_000).toISOString() })]);
    const page = await rendered('/');
    expect(page.html).toContain('just now');

    serveSession(null);
    const later = Date.now() + 10_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      await hydrate(page, '/');
    } finally {
      clock.mockRestore();
    }
    expectCleanHydration();
    expect(screen.getByText('just now')).toBeInTheDocument();
  });

  it('hydrates a page older than its data’s freshness as the server rendered it, then brings it up to date', async () => {
    // From the edge cache: rendered 45 s before the browser hydrates it, past the post's 30 s of freshness. Fetched
    // again while the page hydrated (the route's loader, the mounting query), a changed answer made React throw the
    // server's page away and render it again; it is asked for once the page is live.
    const post = postDetail({ id: 'p19', slug: 'aged-loop-p19', title: 'Aged loop', upvotes: 3, downvotes: 0 });
    servePost(post);
    serveComments([]);
    const page = await rendered('/post/aged-loop-p19');
    expect(page.html).toContain('aria-label="Score 3"');

    serveSession(null);
    servePost({ ...post, upvotes: 7 });
    const later = Date.now() + 45_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      const { heading } = await hydrate(page, '/post/aged-loop-p19');
      expectCleanHydration();
      await waitFor(() => expect(screen.getAllByLabelText('Score 7').length).toBeGreaterThan(0));
      // Updated in place: the server's elements are still the page's.
      expect(document.querySelector('h1, h2')).toBe(heading);
    } finally {
      clock.mockRestore();
    }
  });

  it('renders a post with its first comments, its summary as the description and DiscussionForumPosting data', async () => {
    const post = postDetail({ id: 'p9', slug: 'morning-loop-p9', title: 'Morning loop', totalComments: 1 });
    servePost(post);
    serveComments([comment({ postId: 'p9', content: '<p>Nice route, thanks!</p>' })]);
    const page = await rendered('/post/morning-loop-p9');

    expect(page.status).toBe(200);
    expect(page.html).toContain('Ten kilometres, mostly flat.');
    expect(page.html).toContain('Nice route, thanks!');
    expect(headOf(page.html)).toContain('<title>Morning loop | Trail Runners</title>');
    expect(metaContent(page.html, 'description')).toBe('Ten kilometres, mostly flat.');
    expect(metaContent(page.html, 'og:type')).toBe('article');
    expect(headOf(page.html)).toContain(`<link rel="canonical" href="${ORIGIN}/post/morning-loop-p9" />`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: 'Morning loop',
      commentCount: 1,
      author: { name: 'Ada Lovelace' },
    });

    serveSession(null);
    await hydrate(page, '/post/morning-loop-p9');
    expectCleanHydration();
    expect(screen.getByText('Nice route, thanks!')).toBeInTheDocument();
  });

  it('writes the same whole page every time: no part left to the browser, the first render or a later one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    try {
      const post = postDetail({ id: 'p7', slug: 'hill-repeats-p7', title: 'Hill repeats', totalComments: 1 });
      servePost(post);
      serveComments([comment({ postId: 'p7', content: '<p>Six of them, uphill.</p>' })]);
      const pages = [await rendered('/post/hill-repeats-p7'), await rendered('/post/hill-repeats-p7')];
      for (const page of pages) {
        expect(page.html).toContain('Six of them, uphill.');
        // The marker React writes for a Suspense boundary whose content it left to the browser.
        expect(page.html).not.toContain('<!--$!-->');
      }
      expect(pages[1]!.html).toBe(pages[0]!.html);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the connected custom domain in the canonical, Open Graph and structured data URLs on the subdomain', async () => {
    const custom = 'http://forum.trail-runners.example:4321';
    serveSite({ ...demoCommunity, customDomainOrigin: custom });
    servePost(postDetail({ id: 'p9', slug: 'morning-loop-p9', title: 'Morning loop' }));
    serveComments([]);
    const page = await rendered('/post/morning-loop-p9');

    expect(page.status).toBe(200);
    expect(headOf(page.html)).toContain(`<link rel="canonical" href="${custom}/post/morning-loop-p9" />`);
    expect(metaContent(page.html, 'og:url')).toBe(`${custom}/post/morning-loop-p9`);
    expect(metaContent(page.html, 'og:image')).toBe(`${custom}/media/c_demo/banner.jpg`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({ url: `${custom}/post/morning-loop-p9` });
    expect(headOf(page.html)).not.toContain(ORIGIN);

    const home = await rendered('/');
    expect(headOf(home.html)).toContain(`<link rel="canonical" href="${custom}/" />`);
    expect(metaContent(home.html, 'og:url')).toBe(`${custom}/`);

    // The page itself is still the subdomain's: the browser hydrates it there as rendered.
    serveSession(null);
    await hydrate(page, '/post/morning-loop-p9');
    expectCleanHydration();
  });

  it('renders the leaderboard panel where the community shows it', async () => {
    serveLayout({ ...demoLayout, usersLeaderboard: true });
    serveFeed([postCard({ id: 'p1', title: 'Morning loop around the lake' })]);
    server.use(
      http.get('/api/v1/leaderboard', () =>
        HttpResponse.json({
          items: [
            {
              memberId: 'm_maya',
              slug: 'maya',
              fullName: 'Maya Member',
              username: 'maya',
              profilePicURL: null,
              level: 4,
              rank: 'Regular',
              xp: 420,
            },
          ],
        }),
      ),
    );
    const page = await rendered('/');

    expect(page.html).toContain('Leaderboard');
    expect(page.html).toContain('Maya Member');

    serveSession(null);
    await hydrate(page, '/');
    expectCleanHydration();
    expect(screen.getByText('Maya Member')).toBeInTheDocument();
  });

  it('renders the one thread `?comment=` names under its post', async () => {
    servePost(postDetail({ id: 'p9', slug: 'morning-loop-p9', title: 'Morning loop' }));
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/comments/:commentId/thread', ({ params }) => {
        asked.push(String(params.commentId));
        return HttpResponse.json({
          postId: 'p9',
          postSlug: 'morning-loop-p9',
          thread: comment({ id: 'c7', slug: 'the-thread-c7', postId: 'p9', content: '<p>Only this thread</p>' }),
        });
      }),
    );
    const page = await rendered('/post/morning-loop-p9?comment=the-thread-c7');

    expect(page.status).toBe(200);
    expect(page.html).toContain('Only this thread');
    expect(page.html).toContain('All Comments');
    expect(asked).toEqual(['the-thread-c7']);

    serveSession(null);
    await hydrate(page, '/post/morning-loop-p9?comment=the-thread-c7');
    expectCleanHydration();
    expect(screen.getByText('Only this thread')).toBeInTheDocument();
  });

  it('renders a subforum’s feed in the sorting its menu starts with, asked for once the layout is known', async () => {
    serveLayout({ ...demoLayout, feed: { ...demoLayout.feed, postsSorting: ['new', 'top'] } });
    const feedRequests = serveFeed([postCard({ id: 'p3', title: 'Newest first' })], {
      subforum: { id: 'sf_general', slug: 'general', title: 'General', emoji: '💬' },
    });
    const page = await rendered('/general');

    expect(page.status).toBe(200);
    expect(page.html).toContain('Newest first');
    expect(headOf(page.html)).toContain('<title>General | Trail Runners</title>');
    // The feed FeedView asks before any layout answer (the menus' defaults), then the one it shows.
    expect(feedRequests.map((query) => query.get('sort'))).toEqual(['hot', 'new']);

    serveSession(null);
    await hydrate(page, '/general');
    expectCleanHydration();
    expect(screen.getByText('Newest first')).toBeInTheDocument();
  });

  it('answers a missing post with 404 and the not-found text, kept out of search results', async () => {
    servePost({ status: 404, error: 'NOT_FOUND', message: 'Post not found.' });
    const page = await rendered('/post/no-such-post');

    expect(page.status).toBe(404);
    expect(page.html).toContain(messages.contentNotFound);
    expect(metaContent(page.html, 'robots')).toBe('noindex, nofollow');

    serveSession(null);
    await hydrate(page, '/post/no-such-post');
    expectCleanHydration();
    expect(screen.getByText(messages.contentNotFound)).toBeInTheDocument();
  });

  it('renders none of a private community’s content for a guest, and marks it noindex', async () => {
    serveSite({ ...demoCommunity, privateCommunity: true });
    const feedRequests = serveFeed([postCard({ title: 'Members-only route' })]);
    const page = await rendered('/');

    expect(page.html).not.toContain('Members-only route');
    expect(page.html).not.toContain('Trail Runners is a place to share routes.');
    expect(feedRequests).toHaveLength(0);
    expect(metaContent(page.html, 'robots')).toBe('noindex, nofollow');
  });

  it('shows an unpublished community’s notice, marked noindex', async () => {
    serveSite({ ...demoCommunity, isLive: false });
    serveFeed([postCard({ title: 'Draft route' })]);
    const page = await rendered('/');

    expect(page.html).not.toContain('Draft route');
    expect(page.html).toContain(messages.communityUnpublished);
    expect(metaContent(page.html, 'robots')).toBe('noindex, nofollow');
  });

  it('escapes HTML-special characters of names and titles in every head tag', async () => {
    const name = `Tom & "Jerry's" <script>alert(1)</script>`;
    serveSite({ ...demoCommunity, name, tagline: name });
    servePost(postDetail({ slug: 'x-p1', title: `<img src=x onerror=alert(1)> & "q"`, summary: `</script><b>` }));
    serveComments([]);
    const page = await rendered('/post/x-p1');
    const head = headOf(page.html);

    expect(head).not.toMatch(/<script>alert|<img src=x|<\/script><b>/);
    expect(metaContent(page.html, 'og:site_name')).toBe(
      'Tom &amp; &quot;Jerry&#39;s&quot; &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(metaContent(page.html, 'og:title')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot; | Tom &amp; &quot;Jerry&#39;s&quot; &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(metaContent(page.html, 'description')).toBe('&lt;/script&gt;&lt;b&gt;');
    // The payload script cannot be closed early by a title.
    expect(page.html.split('</script>').length).toBe(page.html.split('<script').length);
  });

  it('renders the legal pages with their title', async () => {
    server.use(
      http.get('/api/v1/pages/:page', () =>
        HttpResponse.json({ page: 'terms', title: 'Terms of Service', html: '<p>Be kind to each other.</p>' }),
      ),
    );
    const page = await rendered('/terms');

    expect(page.status).toBe(200);
    expect(page.html).toContain('Be kind to each other.');
    expect(headOf(page.html)).toContain('<title>Terms of Service | Trail Runners</title>');
    expect(metaContent(page.html, 'description')).toBe('Be kind to each other.');
  });

  /** A private subforum's page as the server renders it: for a guest, whom the API refuses it. */
  async function privateSubforumPage() {
    const refusal = { status: 403, error: 'FORBIDDEN', message: messages.subforumPrivate };
    serveFeed(refusal);
    server.use(http.get('/api/v1/categories', () => HttpResponse.json(refusal, { status: 403 })));
    const page = await rendered('/crew');
    expect(page.status).toBe(403);
    return page;
  }

  it('does not give a signed-in member the guest’s refusal of a private subforum: the client renders it anew', async () => {
    const page = await privateSubforumPage();
    // The member's browser: the API answers them the subforum (their role grants View).
    serveSession(member);
    serveFeed([postCard({ title: 'Crew only' })], { subforum: { id: 'sf', slug: 'crew', title: 'Crew', emoji: '🔒' } });
    serveCategories();
    const { container, payload } = serverPage(page, '/crew');
    document.documentElement.setAttribute('data-ssr', '');
    let hydrated = true;
    await act(async () => {
      hydrated = await hydratePage(container, payload);
    });
    // Not taken over (main.tsx then renders the page as the SPA does), and not sent away.
    expect(hydrated).toBe(false);
    expect(window.location.pathname).toBe('/crew');
    expect(document.documentElement.hasAttribute('data-ssr')).toBe(false);
  });

  it('sends a guest from a private subforum’s server page to its notice', async () => {
    const page = await privateSubforumPage();
    serveSession(null);
    await hydrate(page, '/crew');
    await waitFor(() => expect(window.location.pathname).toBe('/subforum-no-access'));
  });

  it('leaves pages it does not render to the SPA (sign-in, settings, composer)', async () => {
    expect(await renderPage('/sign-in')).toBeNull();
    expect(await renderPage('/new-post')).toBeNull();
  });

  it('fills in a signed-in member’s own state after hydration', async () => {
    serveFeed([postCard({ title: 'Morning loop around the lake' })]);
    const page = await rendered('/');
    expect(page.html).toContain('Sign In');

    serveSession(member);
    await hydrate(page, '/');
    expectCleanHydration();
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument());
  });

  it('asks who the viewer is only once every part of the page has hydrated', async () => {
    // React commits the hydrated root before the parts inside Suspense boundaries (each route's match is one): it
    // hydrates those in later tasks. A member's session answered in between reset the layout and the feed, and the
    // parts still hydrating then rendered the member's state (or a loading skeleton) against the guest's HTML: a
    // mismatch, and React threw those parts away. Hydrated here by React's own scheduler, as in a browser (under
    // act() every part hydrates before any answer arrives), with the session answered at once.
    serveFeed([postCard({ title: 'Morning loop around the lake' })]);
    const page = await rendered('/');
    serveSession(member);
    const { container, payload, heading } = serverPage(page, '/');
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    // React marks each element it has hydrated; the page's innermost parts (the subforum panel, the feed's first
    // post) must be hydrated by the time the page is marked live, which is when the session is asked for.
    const innermost = [
      container.querySelector('nav[aria-label="Subforums"]')!,
      container.querySelector('article h3 a, article h2 a')!,
    ];
    const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    let hydratedWhenLive: boolean[] | undefined;
    const live = new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-hydrated')) hydratedWhenLive ??= innermost.map(isHydrated);
    });
    live.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
    try {
      expect(innermost.every(Boolean)).toBe(true);
      expect(await hydratePage(container, payload)).toBe(true);
      await waitFor(() => expect(hydratedWhenLive).toEqual([true, true]));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument(), {
        timeout: 10_000,
      });
      await waitFor(() => expect(screen.getByText('Morning loop around the lake')).toBeInTheDocument());
    } finally {
      live.disconnect();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expectCleanHydration();
    expect(container.querySelector('h1, h2')).toBe(heading);
  });

  it('lists exactly the public, published posts in sitemap.xml, and points robots.txt at it', async () => {
    serveFeed([
      postCard({ id: 'p1', slug: 'published-p1', approved: true }),
      postCard({ id: 'p2', slug: 'awaiting-p2', approved: null }),
      postCard({ id: 'p3', slug: 'denied-p3', approved: false }),
      postCard({ id: 'p4', slug: 'published-p4', approved: true }),
    ]);
    const sitemap = await rendered('/sitemap.xml');
    const posts = [...sitemap.html.matchAll(/<loc>[^<]*\/post\/([^<]*)<\/loc>/g)].map((m) => m[1]);

    expect(sitemap.status).toBe(200);
    expect(sitemap.contentType).toMatch(/^application\/xml/);
    expect(posts).toEqual(['published-p1', 'published-p4']);
    expect(sitemap.html).toContain(`<loc>${ORIGIN}/</loc>`);

    const robots = await rendered('/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.html).not.toContain('Disallow: /\n');
  });

  it('bounds sitemap pages: past the last page, or a huge page number, is a 404', async () => {
    serveFeed([postCard({ id: 'p1', slug: 'published-p1' })]);
    expect((await rendered('/sitemap.xml?page=2')).status).toBe(404);
    expect((await rendered('/sitemap.xml?page=10000')).status).toBe(404);
    expect((await rendered('/sitemap.xml?page=abc')).status).toBe(404);
  });

  it('keeps a private community out of search engines: robots.txt disallows all, no sitemap', async () => {
    serveSite({ ...demoCommunity, privateCommunity: true });
    serveFeed([postCard({ id: 'p1', slug: 'secret-p1' })]);
    expect((await rendered('/robots.txt')).html).toBe('User-agent: *\nDisallow: /\n');
    const sitemap = await rendered('/sitemap.xml');
    expect(sitemap.status).toBe(404);
    expect(sitemap.html).not.toContain('secret-p1');
  });
});

describe('the tree’s HTML', () => {
  it('waits for a lazy piece that has not loaded, and writes the same markup once it has', async () => {
    let loads = 0;
    const Piece = lazy(() => {
      loads += 1;
      return Promise.resolve({ default: () => <p>The lazy piece</p> });
    });
    const tree = (
      <main>
        <Suspense fallback={<span>Loading…</span>}>
          <Piece />
        </Suspense>
      </main>
    );
    const first = await renderToHtml(tree);
    expect(first).toContain('<p>The lazy piece</p>');
    expect(first).not.toContain('Loading…');
    expect(await renderToHtml(tree)).toBe(first);
    expect(loads).toBe(1);
  });

  it('reports a part that throws and writes the rest of the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const Broken = () => {
        throw new Error('broken part');
      };
      const html = await renderToHtml(
        <main>
          <h1>Still here</h1>
          <Suspense fallback={<span>Loading…</span>}>
            <Broken />
          </Suspense>
        </main>,
      );
      expect(html).toContain('Still here');
      expect(errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n')).toContain('broken part');
    } finally {
      errors.mockRestore();
    }
  });
});

describe("the page's script after first paint", () => {
  /** Runs afterFirstPaint's script as the browser would; `paint()` reports the first contentful paint. */
  function runPageScript({ paintTiming = true, preloads = [] as string[] } = {}) {
    let report: ((names: string[]) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
      constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe() {
        report = (names) =>
          this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, { disconnect() {} });
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    new Function(afterFirstPaint('/assets/index-abc.js', preloads))();
    return {
      paint: async (name: string) => {
        report?.([name]);
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    };
  }
  const entryScripts = () => [...document.head.querySelectorAll('script[type="module"]')];
  const preloadLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

  afterEach(() => {
    vi.unstubAllGlobals();
    for (const element of [...entryScripts(), ...preloadLinks()]) element.remove();
    delete window.__hearthEarly;
  });

  it('asks for the session and adds the app only after the first contentful paint', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/auth/session', () => {
        asked.push('session');
        return HttpResponse.json({ user: null });
      }),
    );
    window.__hearthEarly = {};
    const { paint } = runPageScript();
    await paint('first-paint');
    expect(entryScripts()).toHaveLength(0);
    expect(window.__hearthEarly).toEqual({});

    await paint('first-contentful-paint');
    expect(entryScripts().map((s) => s.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
    expect(Object.keys(window.__hearthEarly)).toEqual(['/api/v1/auth/session']);
    await window.__hearthEarly['/api/v1/auth/session'];
    expect(asked).toEqual(['session']);
  });

  it("preloads the page's chunks after the first contentful paint, a few links per task", async () => {
    window.__hearthEarly = { '/api/v1/auth/session': undefined };
    const chunks = Array.from({ length: 14 }, (_, n) => `/assets/chunk-${n}.js`);
    vi.useFakeTimers();
    try {
      const { paint } = runPageScript({ preloads: chunks });
      void paint('first-paint');
      await vi.runAllTimersAsync();
      expect(preloadLinks()).toHaveLength(0);

      void paint('first-contentful-paint');
      // Task by task: the paint's task adds the entry and the first links, each later task a few more.
      const counts: number[] = [];
      for (let task = 0; task < 10 && preloadLinks().length < chunks.length; task++) {
        await vi.advanceTimersToNextTimerAsync();
        counts.push(preloadLinks().length);
      }
      expect(entryScripts()).toHaveLength(1);
      expect(counts.map((count, i) => count - (i ? counts[i - 1]! : 0)).every((added) => added <= 6)).toBe(true);
      expect(preloadLinks().map((link) => link.getAttribute('href'))).toEqual(chunks);
      expect(preloadLinks().every((link) => link.crossOrigin === '')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the paint when the page has loaded first (its few files come fast; the paint is reported later)', async () => {
    window.__hearthEarly = { '/api/v1/auth/session': undefined };
    vi.useFakeTimers();
    try {
      const { paint } = runPageScript();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(100);
      expect(entryScripts()).toHaveLength(0);
      const painting = paint('first-contentful-paint');
      await vi.advanceTimersByTimeAsync(1);
      await painting;
      expect(entryScripts()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the app after the load in a tab that never paints, and at the load without paint timing', async () => {
    window.__hearthEarly = { '/api/v1/auth/session': undefined };
    vi.useFakeTimers();
    try {
      runPageScript();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(2_999);
      expect(entryScripts()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(entryScripts()).toHaveLength(1);

      for (const script of entryScripts()) script.remove();
      runPageScript({ paintTiming: false });
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(0);
      expect(entryScripts()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts no session request once the app has read the session itself', async () => {
    // What apiRequest leaves after its first read of an early path (early-requests.ts): the path, marked read.
    window.__hearthEarly = { '/api/v1/auth/session': undefined };
    const { paint } = runPageScript();
    await paint('first-contentful-paint');
    expect(window.__hearthEarly['/api/v1/auth/session']).toBeUndefined();
    expect(entryScripts()).toHaveLength(1);
  });
});
