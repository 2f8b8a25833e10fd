// The <head> tags a server-rendered community page carries for link unfurls and search engines: title, meta
// description, canonical URL, Open Graph and Twitter card, robots, and a post's DiscussionForumPosting data.
// Every value is escaped here, whatever a community or a post calls itself.

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page (no query string unless it selects content). */
  canonical: string;
  /** Absolute URL of the page's picture (the community's banner, a post's image), if any. */
  image: string | null;
  /** `article` on a post, `website` elsewhere. */
  type: 'website' | 'article';
  siteName: string;
  /** Private and unpublished communities, previews, error pages: kept out of search results. */
  noindex: boolean;
  /** schema.org data for the page (JSON-LD), e.g. a post's DiscussionForumPosting. */
  structuredData?: Record<string, unknown> | undefined;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value, escaped for HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON that is safe inside a <script> element (no `</script>`, no `<!--`, no line separators). */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Descriptions are cut to what search results and unfurls show (~160 characters), on a word boundary. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function headTags(meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    tag('property', 'og:type', meta.type),
    tag('property', 'og:site_name', meta.siteName),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  ];
  if (meta.image) tags.push(tag('property', 'og:image', meta.image), tag('name', 'twitter:image', meta.image));
  if (meta.noindex) tags.push(tag('name', 'robots', 'noindex, nofollow'));
  if (meta.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptJson(meta.structuredData)}</script>`);
  }
  return tags.join('\n    ');
}
