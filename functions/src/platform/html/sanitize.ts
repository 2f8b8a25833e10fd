// Members' rich text (posts, comments) before it is stored: an allowlist of Quill's formats, our mention and hashtag
// markup, our media and the two video hosts. Nothing a member writes may run script in another member's browser.
//
// Markup the editor produces and this module keeps:
//   mention  <span class="mention" data-member-id="{memberId}">@{Name}</span>
//   hashtag  <a class="hashtag" href="/search?hashtag={tag}">#{tag}</a>   (tag: letters, digits, _; at most 50)
//   image    <img src="{mediaBaseUrl}/{key}">                               (our media only)
//   video    <iframe class="ql-video" frameborder="0" allowfullscreen="true"
//                   src="https://www.youtube.com/embed/{id}" | "https://player.vimeo.com/video/{id}"></iframe>
//   link     <a href="http(s)://… | mailto:…" rel="noopener noreferrer nofollow" target="_blank">
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { config } from '../config.ts';

export const HASHTAG_MAX = 50;
export const LINK_REL = 'noopener noreferrer nofollow';

const MEMBER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const HASHTAG = new RegExp(`^[\\p{L}\\p{N}_]{1,${HASHTAG_MAX}}$`, 'u');
const HASHTAG_HREF = /^\/search\?hashtag=([^\s"'<>&#]+)$/;
const VIDEO_SOURCES = [
  /^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{6,20}(\?[A-Za-z0-9=&_.%-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}(\?[A-Za-z0-9=&_.%-]*)?$/,
];
const MEDIA_KEY = /^[A-Za-z0-9][A-Za-z0-9._~%/-]*$/;
const LINK = /^(https?:\/\/[^\s/?#]+|mailto:[^\s])/i;
const DIMENSION = /^\d{1,4}$/;

const BLOCK_CLASSES = [
  'ql-align-center',
  'ql-align-right',
  'ql-align-justify',
  'ql-direction-rtl',
  ...Array.from({ length: 8 }, (_, i) => `ql-indent-${i + 1}`),
];

export interface SanitizeOptions {
  /** Where our media is served (`config().mediaBaseUrl`, `/media` by default); images elsewhere are dropped. */
  mediaBaseUrl?: string;
}

const hashtagOfHref = (href: string | undefined): string | null => {
  const match = href ? HASHTAG_HREF.exec(href) : null;
  if (!match) return null;
  try {
    const tag = decodeURIComponent(match[1]!);
    return HASHTAG.test(tag) ? tag : null;
  } catch {
    return null;
  }
};

const isLink = (href: string | undefined): href is string => {
  if (!href || !LINK.test(href)) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
};

const isMediaSource = (src: string | undefined, mediaBaseUrl: string): src is string => {
  const base = `${mediaBaseUrl.replace(/\/$/, '')}/`;
  if (!src?.startsWith(base)) return false;
  const key = src.slice(base.length);
  return MEDIA_KEY.test(key) && !key.split('/').some((part) => part === '' || part === '.' || part === '..');
};

const tag = (tagName: string, attribs: sanitizeHtml.Attributes = {}): sanitizeHtml.Tag => ({ tagName, attribs });

const classes = (attribs: sanitizeHtml.Attributes) => (attribs.class ?? '').split(/\s+/).filter(Boolean);

function optionsFor(mediaBaseUrl: string): sanitizeHtml.IOptions {
  const block = Object.fromEntries(
    ['p', 'h1', 'h2', 'h3', 'li', 'blockquote', 'pre'].map((tag) => [tag, BLOCK_CLASSES]),
  );
  return {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ol',
      'ul',
      'li',
      'blockquote',
      'pre',
      'code',
      'h1',
      'h2',
      'h3',
      'span',
      'img',
      'iframe',
    ],
    // No style attributes are allowed, so sanitize-html never needs postcss (the Lambda bundles stub it out).
    parseStyleAttributes: false,
    allowedAttributes: {
      a: ['href', 'rel', 'target', 'class'],
      span: ['class', 'data-member-id'],
      img: ['src', 'alt', 'width', 'height'],
      iframe: ['src', 'class', 'frameborder', 'allowfullscreen'],
      li: ['class', { name: 'data-list', multiple: false, values: ['bullet', 'ordered', 'checked', 'unchecked'] }],
      p: ['class'],
      h1: ['class'],
      h2: ['class'],
      h3: ['class'],
      blockquote: ['class'],
      pre: ['class'],
    },
    allowedClasses: { ...block, a: ['hashtag'], span: ['mention'], iframe: ['ql-video'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowedIframeHostnames: ['www.youtube.com', 'player.vimeo.com'],
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'title',
      'template',
      'xmp',
      'noembed',
      'noframes',
    ],
    transformTags: {
      b: 'strong',
      i: 'em',
      a: (tagName, attribs) => {
        const hashtag = classes(attribs).includes('hashtag') ? hashtagOfHref(attribs.href) : null;
        if (hashtag) return tag(tagName, { class: 'hashtag', href: `/search?hashtag=${encodeURIComponent(hashtag)}` });
        if (!isLink(attribs.href)) return tag(tagName);
        return tag(tagName, { href: attribs.href, rel: LINK_REL, target: '_blank' });
      },
      span: (tagName, attribs) => {
        const id = attribs['data-member-id'];
        if (classes(attribs).includes('mention') && id && MEMBER_ID.test(id)) {
          return tag(tagName, { class: 'mention', 'data-member-id': id });
        }
        return tag(tagName);
      },
      img: (tagName, attribs) => {
        if (!isMediaSource(attribs.src, mediaBaseUrl)) return tag(tagName);
        const kept: sanitizeHtml.Attributes = { src: attribs.src };
        if (attribs.alt) kept.alt = attribs.alt;
        for (const name of ['width', 'height'] as const) {
          const value = attribs[name];
          if (value && DIMENSION.test(value)) kept[name] = value;
        }
        return tag(tagName, kept);
      },
      iframe: (tagName, attribs) => {
        const src = attribs.src ?? '';
        if (!VIDEO_SOURCES.some((pattern) => pattern.test(src))) return tag(tagName);
        return tag(tagName, { class: 'ql-video', frameborder: '0', allowfullscreen: 'true', src });
      },
    },
    // An image or video whose source was refused goes away entirely, with anything inside it.
    exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
  };
}

const cachedOptions = new Map<string, sanitizeHtml.IOptions>();

/** The stored form of a member's rich text. Idempotent: sanitizing stored HTML again returns it unchanged. */
export function sanitizeRichText(html: string, options: SanitizeOptions = {}): string {
  const mediaBaseUrl = options.mediaBaseUrl ?? config().mediaBaseUrl;
  let sanitizeOptions = cachedOptions.get(mediaBaseUrl);
  if (!sanitizeOptions) {
    sanitizeOptions = optionsFor(mediaBaseUrl);
    cachedOptions.set(mediaBaseUrl, sanitizeOptions);
  }
  return (
    sanitizeHtml(html, sanitizeOptions)
      // Quill writes void elements as <br>, and non-breaking spaces as &nbsp;: the same bytes keep a clean edit clean.
      .replace(/<(br|img)((?:\s[^<>]*?)?) \/>/g, '<$1$2>')
      .replace(/\u00a0/g, '&nbsp;')
  );
}

const BLOCKS = new Set(['p', 'br', 'li', 'h1', 'h2', 'h3', 'blockquote', 'pre', 'div', 'tr', 'ol', 'ul']);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'title']);

/** The text a reader sees, for search and previews: blocks on their own lines, spaces collapsed, entities decoded. */
export function plainText(html: string): string {
  const lines: string[] = [''];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping += 1;
        else if (BLOCKS.has(name)) lines.push('');
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCKS.has(name)) lines.push('');
      },
      ontext(text) {
        if (skipping === 0) lines[lines.length - 1] += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return lines
    .map((line) => line.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Member ids mentioned, in order of first mention. The caller keeps only members of the community. */
export function extractMentions(html: string): string[] {
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag(name, attribs) {
      const id = attribs['data-member-id'];
      if (name === 'span' && id && MEMBER_ID.test(id) && classes(attribs).includes('mention')) ids.add(id);
    },
  });
  parser.write(html);
  parser.end();
  return [...ids];
}

const HASHTAG_IN_TEXT = new RegExp(
  `(?<![\\p{L}\\p{N}_&/#])#([\\p{L}\\p{N}_]{1,${HASHTAG_MAX}})(?![\\p{L}\\p{N}_])`,
  'gu',
);

/** Hashtags in the text (hashtag markup or typed), lower-cased without '#', in order of first use. */
export function extractHashtags(html: string): string[] {
  // A hashtag link stands on its own even when the editor put it right after a word ("x#tag" in plain text).
  const spaced = html.replace(/<a\b([^>]*)>/gi, (tag, attrs: string) => {
    const classList = /\bclass="([^"]*)"/.exec(attrs)?.[1]?.split(/\s+/) ?? [];
    const href = /\bhref="([^"]*)"/.exec(attrs)?.[1]?.replace(/&amp;/g, '&');
    return classList.includes('hashtag') && hashtagOfHref(href) ? ` ${tag}` : tag;
  });
  const tags = new Set<string>();
  for (const match of plainText(spaced).matchAll(HASHTAG_IN_TEXT)) tags.add(match[1]!.toLocaleLowerCase('en'));
  return [...tags];
}
