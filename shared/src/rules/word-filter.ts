// The word filter (member-forum §2.10, §5): parsing the Add Batch text, and the matcher that masks filtered words
// in post titles, bodies, comments and poll options at write time. Whole words and their variations match
// case-insensitively (Unicode case folding, NFC), never inside an HTML tag, an entity or a URL.

/** Words and variations are each at most this long (the filter item stays small: docs/data-model.md). */
export const WORD_FILTER_TERM_MAX = 30;
/** Variations kept per word. */
export const WORD_FILTER_VARIATIONS_MAX = 20;
/** Lines one Add Batch may hold; a longer batch is refused whole with WORD_FILTER_BATCH_TOO_LONG's text. */
export const WORD_FILTER_BATCH_MAX = 2000;
/** Words one community's filter may hold. */
export const WORD_FILTER_WORDS_MAX = 5000;
/** The table's page size (member-forum §7.4: showBlackList pageSize=30). */
export const WORD_FILTER_PAGE_SIZE = 30;

export interface WordEntry {
  word: string;
  variations: string[];
}

/** One term as stored and compared: NFC, trimmed, inner whitespace collapsed, lower case. */
export const normalizeTerm = (term: string) => term.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The Add Batch text: one word per line, its variations after the first comma (comma-separated); empty words are
 * dropped, variations trimmed and empties dropped; a word given twice keeps the union of its variations. An empty
 * result is not saved (the caller checks `length`).
 */
export function parseWordBatch(text: string): WordEntry[] {
  const byWord = new Map<string, Set<string>>();
  for (const line of text.split(/\r?\n/)) {
    const comma = line.indexOf(',');
    const word = normalizeTerm(comma === -1 ? line : line.slice(0, comma));
    if (!word) continue;
    const variations =
      comma === -1
        ? []
        : line
            .slice(comma + 1)
            .split(',')
            .map(normalizeTerm);
    const set = byWord.get(word) ?? new Set<string>();
    for (const variation of variations) if (variation && variation !== word) set.add(variation);
    byWord.set(word, set);
  }
  return [...byWord].map(([word, set]) => ({ word, variations: [...set] }));
}

/** Lines of a batch text that hold a word (what the cap counts). */
export const batchLineCount = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '').length;

const LEADING_PUNCT = /^[\p{P}\p{S}]+/u;
const TRAILING_PUNCT = /[\p{P}\p{S}]+$/u;
const LETTER_RUN = /[\p{L}\p{M}\p{N}_]+/gu;
/** A whitespace-separated token that is (or starts) a link or an e-mail address: never masked. */
const URL_LIKE = /^[("'[<]*(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)|@[\p{L}\p{N}-]+\.\p{L}{2,}|^\S+\.[a-z]{2,}\/\S*/iu;
/** A bare host name (`example.com`, `shop.example.org:8080/x`) once its surrounding punctuation is gone. */
const BARE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}(?::\d+)?(?:\/\S*)?$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled filter: build once per configuration version, then `mask` many texts. */
export interface WordMatcher {
  readonly size: number;
  /** The text with every filtered word's characters replaced by `*` (plain text: titles, comments, options). */
  maskText(text: string): string;
  /** The same for sanitized HTML: only text between tags, never tag names, attributes or entities. */
  maskHtml(html: string): string;
  /** Whether the text holds a filtered word. */
  matches(text: string): boolean;
}

interface Span {
  start: number;
  end: number;
}

/** The filter's terms as compiled: single words in a set, multi-word phrases in one regular expression. */
interface CompiledTerms {
  single: ReadonlySet<string>;
  phraseRe: RegExp | null;
  size: number;
}

/** One expression for the phrases, longest first, whole words only, any run of whitespace between their words. */
function phraseRegExp(phrases: string[]): RegExp | null {
  if (phrases.length === 0) return null;
  return new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}_])(?:${phrases
      .sort((a, b) => b.length - a.length)
      .map((p) => p.split(' ').map(escapeRegExp).join('\\s+'))
      .join('|')})(?![\\p{L}\\p{M}\\p{N}_])`,
    'giu',
  );
}

/** The terms normalized, each a single word or a phrase (a term with a space); empty ones dropped. */
function compileTerms(terms: Iterable<string>): CompiledTerms {
  const single = new Set<string>();
  const phrases: string[] = [];
  for (const raw of terms) {
    const term = normalizeTerm(raw);
    if (!term) continue;
    if (term.includes(' ')) phrases.push(term);
    else single.add(term);
  }
  return { single, phraseRe: phraseRegExp(phrases), size: single.size + phrases.length };
}

/** Spans of `text` (NFC) to mask; in HTML its entities are blanked first (same length), so offsets hold. */
function spansOf({ single, phraseRe }: CompiledTerms, text: string): Span[] {
  const spans: Span[] = [];
  const skip: Span[] = [];
  for (const token of text.matchAll(/\S+/g)) {
    const start = token.index;
    const value = token[0];
    if (URL_LIKE.test(value)) {
      skip.push({ start, end: start + value.length });
      continue;
    }
    const lead = LEADING_PUNCT.exec(value)?.[0].length ?? 0;
    const core = value.slice(lead).replace(TRAILING_PUNCT, '');
    if (!core) continue;
    if (BARE_HOST.test(core)) {
      skip.push({ start, end: start + value.length });
      continue;
    }
    if (single.has(core.toLocaleLowerCase())) {
      spans.push({ start: start + lead, end: start + lead + core.length });
      continue;
    }
    // Words joined by punctuation ("word,word" or "(word)") are looked up one by one.
    for (const run of core.matchAll(LETTER_RUN)) {
      if (single.has(run[0].toLocaleLowerCase())) {
        spans.push({ start: start + lead + run.index, end: start + lead + run.index + run[0].length });
      }
    }
  }
  if (phraseRe) {
    for (const match of text.matchAll(phraseRe)) {
      const span = { start: match.index, end: match.index + match[0].length };
      if (!skip.some((s) => s.start < span.end && span.start < s.end)) spans.push(span);
    }
  }
  return spans;
}

function applyMask(original: string, spans: Span[]) {
  if (spans.length === 0) return original;
  // One star per character (a surrogate pair is one; a combining mark adds none); a phrase keeps its spaces.
  let out = '';
  let cursor = 0;
  for (const span of spans.sort((a, b) => a.start - b.start)) {
    if (span.start < cursor) continue;
    out += original.slice(cursor, span.start);
    out += [...original.slice(span.start, span.end)]
      .filter((c) => !/\p{M}/u.test(c))
      .map((c) => (/\s/.test(c) ? c : '*'))
      .join('');
    cursor = span.end;
  }
  return out + original.slice(cursor);
}

const normalized = (text: string) => (text.normalize('NFC') === text ? text : text.normalize('NFC'));

/**
 * Compiles the words and variations into a set lookup (single words, in O(text) per write) plus one regular
 * expression for the few multi-word terms.
 */
export function compileWordFilter(terms: Iterable<string>): WordMatcher {
  const compiled = compileTerms(terms);
  const { size } = compiled;
  return {
    size,
    maskText(text) {
      if (size === 0) return text;
      const value = normalized(text);
      return applyMask(value, spansOf(compiled, value));
    },
    maskHtml(html) {
      if (size === 0) return html;
      const value = normalized(html);
      // Sanitized HTML quotes its attributes and escapes `<` and `>` inside them, so a tag is `<` … `>`.
      return value.replace(/([^<]+)|(<[^>]*>?)/g, (part, text: string | undefined) => {
        if (!text) return part;
        const blanked = text.replace(/&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, (entity) => ' '.repeat(entity.length));
        return applyMask(text, spansOf(compiled, blanked));
      });
    },
    matches(text) {
      return size > 0 && spansOf(compiled, normalized(text)).length > 0;
    },
  };
}
