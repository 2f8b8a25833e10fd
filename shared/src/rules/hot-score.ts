// Reddit's hot ranking, computed when a post is published and at every vote and stored (no decay job), the
// order-preserving string forms the feed indexes sort on (lexicographic order = numeric order, negatives included),
// and the score from which a post counts as hot for its author's notification.

/** Reddit's epoch (2005-12-08T07:46:43Z) in seconds: a post published then with score 0 has hot 0. */
export const HOT_EPOCH_SECONDS = 1_134_028_003;
/** Seconds for one order of magnitude of score: 12.5 hours (Reddit's 45000). */
export const HOT_SECONDS_PER_ORDER = 45_000;
/** Decimal places of the hot score (Reddit rounds to 7); the sort key stores it as an integer of 10^-7 units. */
export const HOT_DECIMALS = 7;
/** A post is hot from this score on (upvotes − downvotes): its author is told once (the hotPost notification). */
export const HOT_POST_SCORE = 10;

const HOT_SCALE = 10 ** HOT_DECIMALS;

const toMillis = (publishedAt: Date | string | number) =>
  typeof publishedAt === 'number' ? publishedAt : new Date(publishedAt).getTime();

/**
 * Hot score of a post: sign(score) · log10(max(|score|, 1)) + (publishedAt − epoch) / 45000 s, rounded to 7
 * decimals. score = upvotes − downvotes.
 */
export function hotScore(score: number, publishedAt: Date | string | number): number {
  const millis = toMillis(publishedAt);
  if (!Number.isFinite(millis)) throw new RangeError(`Invalid publishedAt: ${String(publishedAt)}`);
  const order = Math.log10(Math.max(Math.abs(score), 1));
  const sign = Math.sign(score);
  const seconds = millis / 1000 - HOT_EPOCH_SECONDS;
  return Math.round((sign * order + seconds / HOT_SECONDS_PER_ORDER) * HOT_SCALE) / HOT_SCALE;
}

/** Digits after the sign character: enough for every safe integer (2^53 − 1 has 16). */
const SORTABLE_DIGITS = 16;
/** 2^53: every n + 2^53 for a negative safe n stays exact in a double (10^16 + n would not). */
const NEGATIVE_OFFSET = 2 ** 53;

/**
 * A safe integer as a 17-character string whose lexicographic order is the numeric order: '1' + 16 zero-padded
 * digits for n ≥ 0, '0' + 16 digits of 2^53 + n for n < 0 (a more negative n gives a smaller string).
 */
export function encodeSortableInt(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a safe integer: ${n}`);
  if (n >= 0) return `1${String(n).padStart(SORTABLE_DIGITS, '0')}`;
  return `0${String(NEGATIVE_OFFSET + n).padStart(SORTABLE_DIGITS, '0')}`;
}

export function decodeSortableInt(key: string): number {
  if (!/^[01]\d{16}$/.test(key)) throw new RangeError(`Not a sortable integer key: ${key}`);
  const digits = Number(key.slice(1));
  return key[0] === '1' ? digits : digits - NEGATIVE_OFFSET;
}

/** Sort key for the hot order: the hot score in 10^-7 units, encoded. */
export const hotSortKey = (score: number, publishedAt: Date | string | number): string =>
  encodeSortableInt(Math.round(hotScore(score, publishedAt) * HOT_SCALE));

export const decodeHotSortKey = (key: string): number => decodeSortableInt(key) / HOT_SCALE;

/** Sort key for the top order: the score (upvotes − downvotes), encoded. */
export const topSortKey = (score: number): string => encodeSortableInt(score);
