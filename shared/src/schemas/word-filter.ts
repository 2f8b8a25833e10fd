// The word filter's API (member-forum §2.10, §5, §7.4): the table of words and variations (30 a page, searchable),
// Add Batch + Save, remove a word, and the default-filter switch.
import * as z from 'zod';
import * as messages from '../messages.ts';
import {
  WORD_FILTER_BATCH_MAX,
  WORD_FILTER_PAGE_SIZE,
  WORD_FILTER_TERM_MAX,
  WORD_FILTER_VARIATIONS_MAX,
  normalizeTerm,
} from '../rules/word-filter.ts';

export const wordFilterParamsSchema = z.object({ communityId: z.string().min(1).max(64) });
export const wordParamsSchema = wordFilterParamsSchema.extend({
  word: z
    .string()
    .min(1)
    .max(WORD_FILTER_TERM_MAX * 4),
});

export const wordFilterQuerySchema = z.object({
  search: z.string().trim().max(WORD_FILTER_TERM_MAX).optional(),
  /** The opaque position of the next page (from `nextCursor`). */
  cursor: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
});

const term = z
  .string()
  .transform(normalizeTerm)
  .pipe(z.string().min(1).max(WORD_FILTER_TERM_MAX, messages.wordFilterTermTooLong(WORD_FILTER_TERM_MAX)));

export const wordEntrySchema = z.object({
  word: term,
  variations: z.array(term).max(WORD_FILTER_VARIATIONS_MAX, messages.wordFilterTooManyVariations),
});

/** Save: the words the Add Batch dialogs added since the last save (each sets that word's variations). */
export const saveWordsBodySchema = z.object({
  words: z
    .array(wordEntrySchema)
    .min(1, messages.wordFilterEmptyBatch)
    .max(WORD_FILTER_BATCH_MAX, messages.wordFilterBatchTooLong(WORD_FILTER_BATCH_MAX)),
});
export type SaveWordsBody = z.input<typeof saveWordsBodySchema>;

export const defaultFilterBodySchema = z.object({ useDefaultFilter: z.boolean() });

export const wordFilterPageSchema = z.object({
  items: z.array(z.object({ word: z.string(), variations: z.array(z.string()) })),
  nextCursor: z.string().nullable(),
  /** Words in the filter (all of them, not only this search's). */
  total: z.number().int(),
  useDefaultFilter: z.boolean(),
  /** May this viewer change the filter (admins, the owner and editors) or only read it (moderators)? */
  canEdit: z.boolean(),
  pageSize: z.literal(WORD_FILTER_PAGE_SIZE),
});
export type WordFilterPage = z.infer<typeof wordFilterPageSchema>;

export const wordFilterStateSchema = z.object({
  total: z.number().int(),
  useDefaultFilter: z.boolean(),
  version: z.number().int(),
});
