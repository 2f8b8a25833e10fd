// Which link of a post gets the preview: only the last external one (member-forum §2.6).
import { Parser } from 'htmlparser2';

const normalHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** Whether a URL's hostname is the community's host (case, a trailing dot and the host's port ignored). */
export const isCommunityHost = (hostname: string, communityHost: string) =>
  normalHost(hostname) === normalHost(communityHost);

/** The http(s) URL, or null for relative, other-scheme and unparsable hrefs. */
function absoluteHttpUrl(href: string): URL | null {
  try {
    const url = new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The href of the last `<a>` in sanitized post HTML that points at another site over http(s), or null. Hashtag
 * links (`<a class="hashtag" href="/search?hashtag=…">`), mentions and links to the community's own host
 * (`communityHost`, a port is ignored) are not external.
 */
export function lastExternalLink(html: string, communityHost: string): string | null {
  let last: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name !== 'a' || attribs.href === undefined) return;
        const classes = (attribs.class ?? '').split(/\s+/);
        if (classes.includes('hashtag') || classes.includes('mention')) return;
        const url = absoluteHttpUrl(attribs.href);
        if (url && !isCommunityHost(url.hostname, communityHost)) last = attribs.href.trim();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return last;
}
