// The preview fields of an HTML page: Open Graph first, then Twitter cards, then <title> and the meta description.
import { Parser } from 'htmlparser2';
import { SUMMARY_MAX } from '@hearth/shared/constants/forum';
import { addressRange } from './address-policy.ts';

export interface PageMeta {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  siteName: string | null;
}

/** Link-preview texts are cut at 200 characters (member-forum §9); the site name gets the same cap. */
export const PREVIEW_TEXT_MAX = SUMMARY_MAX;
export const IMAGE_URL_MAX = 2048;

/** Meta names in order of preference for each field (og:* use `property`, the others `name`; both are read). */
const SOURCES = {
  title: ['og:title', 'twitter:title'],
  description: ['og:description', 'twitter:description', 'description'],
  image: ['og:image', 'og:image:secure_url', 'og:image:url', 'twitter:image', 'twitter:image:src'],
  siteName: ['og:site_name'],
} as const;

const KNOWN = new Set<string>(Object.values(SOURCES).flat());

/** Whitespace collapsed, trimmed, cut at `max` code points with an ellipsis; null when nothing is left. */
export function cleanText(value: string | undefined, max = PREVIEW_TEXT_MAX): string | null {
  const text = (value ?? '').replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
  if (!text) return null;
  const chars = Array.from(text);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/** The image as an absolute http(s) URL without credentials, and never a private IP literal; else null. */
function imageUrlOf(value: string | undefined, base: URL): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const range = addressRange(url.hostname);
  if (range !== null && range !== 'unicast') return null;
  return url.href.length > IMAGE_URL_MAX ? null : url.href;
}

/** Reads the page's metadata; `base` (the URL the page came from) makes a relative og:image absolute. */
export function parsePageMeta(html: string, base: URL): PageMeta {
  const meta = new Map<string, string>();
  let title: string | undefined;
  let inTitle = false;
  let titleText = '';
  // <title> inside inline SVG names an icon, not the page.
  let svgDepth = 0;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'svg') svgDepth += 1;
        else if (name === 'title' && svgDepth === 0 && title === undefined) {
          inTitle = true;
          titleText = '';
        } else if (name === 'meta') {
          const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
          if (KNOWN.has(key) && attribs.content !== undefined && !meta.has(key)) meta.set(key, attribs.content);
        }
      },
      ontext(text) {
        if (inTitle) titleText += text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        else if (name === 'title' && inTitle) {
          inTitle = false;
          title = titleText;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();

  const first = (names: readonly string[], read: (value: string) => string | null) => {
    for (const name of names) {
      const value = read(meta.get(name) ?? '');
      if (value) return value;
    }
    return null;
  };
  return {
    title: first(SOURCES.title, (value) => cleanText(value)) ?? cleanText(title),
    description: first(SOURCES.description, (value) => cleanText(value)),
    imageUrl: first(SOURCES.image, (value) => imageUrlOf(value, base)),
    siteName: first(SOURCES.siteName, (value) => cleanText(value)),
  };
}
