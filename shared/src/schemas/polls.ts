// Poll input (member-forum §5, §9): the creation fields, pasted options, an added option, a vote.
import * as z from 'zod';
import * as messages from '../messages.ts';
import {
  POLL_DURATION_DEFAULT_DAYS,
  POLL_DURATION_MAX_DAYS,
  POLL_DURATION_MIN_DAYS,
  POLL_MAX_CHOICES_DEFAULT,
  POLL_MAX_CHOICES_MAX,
  POLL_MAX_CHOICES_MIN,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_OPTION_MAX_LENGTH,
  POLL_OPTION_MIN_LENGTH,
  hasDuplicateOptions,
  parsePastedOptions,
} from '../rules/polls.ts';

/** One option's title, 1-50 characters after trimming; an added option follows the same rule. */
export const pollOptionTitleSchema = z
  .string({ error: messages.pollOptionTooShort })
  .trim()
  .min(POLL_OPTION_MIN_LENGTH, messages.pollOptionTooShort)
  .max(POLL_OPTION_MAX_LENGTH, messages.pollOptionTooLong);

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const pollMaxChoicesSchema = wholeNumber(
  POLL_MAX_CHOICES_MIN,
  POLL_MAX_CHOICES_MAX,
  messages.pollMaxChoicesRange,
);
export const pollDurationSchema = wholeNumber(
  POLL_DURATION_MIN_DAYS,
  POLL_DURATION_MAX_DAYS,
  messages.pollDurationRange,
);

export const pollOptionsSchema = z
  .array(pollOptionTitleSchema, { error: messages.pollOptionsRequired })
  .min(POLL_OPTIONS_MIN, messages.pollOptionsMin)
  .max(POLL_OPTIONS_MAX, messages.pollOptionsMax)
  .refine((titles) => !hasDuplicateOptions(titles), messages.pollOptionsUnique);

/** The poll fields of a new poll post; maxChoices defaults to 1 and duration to 3 days. */
export const pollFieldsSchema = z.object({
  maxChoices: pollMaxChoicesSchema.default(POLL_MAX_CHOICES_DEFAULT),
  duration: pollDurationSchema.default(POLL_DURATION_DEFAULT_DAYS),
  extendable: z.boolean().default(false),
  options: pollOptionsSchema,
});

/** Pasted options, one per line (trimmed, empty lines dropped): an empty paste is "Options are required.". */
export const pastedPollOptionsSchema = z
  .string()
  .transform(parsePastedOptions)
  .pipe(
    z.array(pollOptionTitleSchema).superRefine((titles, ctx) => {
      if (titles.length === 0) ctx.addIssue({ code: 'custom', message: messages.pollOptionsRequired });
      else if (titles.length < POLL_OPTIONS_MIN) ctx.addIssue({ code: 'custom', message: messages.pollOptionsMin });
      else if (titles.length > POLL_OPTIONS_MAX) ctx.addIssue({ code: 'custom', message: messages.pollOptionsMax });
      else if (hasDuplicateOptions(titles)) ctx.addIssue({ code: 'custom', message: messages.pollOptionsUnique });
    }),
  );

export const addPollOptionBodySchema = z.object({ title: pollOptionTitleSchema });

/** A vote for an option, or its removal with `unvote`. */
export const pollVoteBodySchema = z.object({
  optionId: z.string().min(1).max(100),
  unvote: z.boolean().default(false),
});
