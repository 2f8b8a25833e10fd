// robots.txt and sitemap.xml for a community host. The sitemap lists the home page, the legal pages and every
// public, published post (the guest's home feed, newest first: private subforums' posts are never in it), in pages
// of SITEMAP_PAGE_POSTS; a community with more gets a sitemap index. Bounded: at most SITEMAP_MAX_PAGES pages, so
// no request walks more than SITEMAP_PAGE_POSTS × SITEMAP_MAX_PAGES posts, whatever a crawler asks for.
import type { FeedResponse } from '@hearth/shared/schemas/forum';
import type { SiteResponse } from '@hearth/shared/schemas/site';
import type { ApiFetch, RenderRequest, RenderedPage } from './contract.ts';
import { escapeHtml } from './head.ts';

export const SITEMAP_PAGE_POSTS = 500;
export const SITEMAP_MAX_PAGES = 10;

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** Answers /robots.txt and /sitemap.xml; null for any other path. */
export async function renderSeoFile(request: RenderRequest, api: ApiFetch): Promise<RenderedPage | null> {
  const url = new URL(request.url, request.origin);
  if (url.pathname !== '/robots.txt' && url.pathname !== '/sitemap.xml') return null;
  const site = await api('/api/v1/site');
  if (!site.ok) return { status: site.status === 404 ? 404 : 502, html: '', contentType: TEXT };
  const answer = (await site.json()) as SiteResponse;
  if (answer.kind !== 'community') return null;
  // Private and unpublished communities keep everything out of search engines.
  const hidden = answer.community.privateCommunity || !answer.community.isLive;
  if (url.pathname === '/robots.txt') {
    const body = hidden
      ? 'User-agent: *\nDisallow: /\n'
      : `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /search\nDisallow: /post/preview/\n\nSitemap: ${request.origin}/sitemap.xml\n`;
    return { status: 200, html: body, contentType: TEXT };
  }
  if (hidden) return notFound();
  const pageParam = url.searchParams.get('page');
  if (pageParam === null) return sitemapRoot(request, api);
  const page = /^[1-9][0-9]?$/.test(pageParam) ? Number(pageParam) : 0;
  if (page < 1 || page > SITEMAP_MAX_PAGES) return notFound();
  const posts = await postsOfPage(api, page);
  if (!posts || (posts.items.length === 0 && page > 1)) return notFound();
  return xml(urlset(request.origin, page === 1, posts.items));
}

interface SitemapPost {
  slug: string;
  lastmod: string;
}

const notFound = (): RenderedPage => ({ status: 404, html: '', contentType: TEXT });
const xml = (body: string): RenderedPage => ({
  status: 200,
  html: `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`,
  contentType: XML,
});

/** One page's posts (page 1 = the newest), and whether more follow; null when the feed cannot be read. */
async function postsOfPage(api: ApiFetch, page: number): Promise<{ items: SitemapPost[]; more: boolean } | null> {
  const items: SitemapPost[] = [];
  let cursor: string | null = null;
  let seen = 0;
  const start = (page - 1) * SITEMAP_PAGE_POSTS;
  const end = page * SITEMAP_PAGE_POSTS;
  do {
    const query = new URLSearchParams({ sort: 'new', type: 'all' });
    if (cursor) query.set('cursor', cursor);
    const response = await api(`/api/v1/feed?${query}`);
    if (!response.ok) return null;
    const feed = (await response.json()) as FeedResponse;
    for (const post of feed.items) {
      if (post.approved === false || post.approved === null) continue;
      if (seen >= start && seen < end) items.push({ slug: post.slug, lastmod: post.editedAt ?? post.publishedAt });
      seen += 1;
    }
    cursor = feed.nextCursor;
  } while (cursor && seen < end);
  return { items, more: cursor !== null || seen > end };
}

/** Page 1 itself when it holds every post; else an index of the pages (up to SITEMAP_MAX_PAGES). */
async function sitemapRoot(request: RenderRequest, api: ApiFetch): Promise<RenderedPage> {
  const first = await postsOfPage(api, 1);
  if (!first) return { status: 502, html: '', contentType: TEXT };
  if (!first.more) return xml(urlset(request.origin, true, first.items));
  const pages = [1];
  for (let page = 2; page <= SITEMAP_MAX_PAGES; page++) {
    const next = await postsOfPage(api, page);
    if (!next || next.items.length === 0) break;
    pages.push(page);
    if (!next.more) break;
  }
  const entries = pages
    .map((page) => `  <sitemap><loc>${escapeHtml(`${request.origin}/sitemap.xml?page=${page}`)}</loc></sitemap>`)
    .join('\n');
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>`);
}

function urlset(origin: string, withPages: boolean, posts: SitemapPost[]): string {
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
  const pages = withPages ? ['/', '/rules', '/terms', '/privacy'].map((path) => entry(path)) : [];
  const entries = [...pages, ...posts.map((post) => entry(`/post/${encodeURIComponent(post.slug)}`, post.lastmod))];
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>`;
}
