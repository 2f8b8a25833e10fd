// Readable slugs that end with the item's id (posts, comments): any slug with the right id suffix finds the item, so
// a slug whose words went stale (an edited title or comment) still resolves, and a bare id is a slug too.

/** How many characters of words a slug keeps before its id. */
export const SLUG_WORDS_MAX = 60;

/** Ids are lower-case ULIDs (Crockford base32: no i, l, o, u). */
const ID_SUFFIX = /([0-9a-hjkmnp-tv-z]{26})$/;

/** `text` in kebab case (accents folded, letters a-z and digits only), cut at `max` characters, then `-{id}`. */
export function slugFor(text: string, id: string, max = SLUG_WORDS_MAX): string {
  const base = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return base ? `${base}-${id}` : id;
}

/** The id at the end of a slug (or the slug itself when it is a bare id); null when it carries none. */
export const idOfSlug = (slug: string): string | null => ID_SUFFIX.exec(slug)?.[1] ?? null;

/** How many words of a comment's text its slug keeps. */
const COMMENT_SLUG_WORDS = 6;

/**
 * A comment's slug: the first few words of its text (stored HTML; tags and entities dropped) + '-' + its id; a deleted
 * or wordless comment's slug is its id.
 */
export function commentSlugFor(html: string, id: string): string {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, COMMENT_SLUG_WORDS)
    .join(' ');
  return slugFor(words, id, 40);
}
