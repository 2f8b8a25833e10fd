import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import * as messages from '../messages.ts';
import {
  addPollOptionBodySchema,
  pastedPollOptionsSchema,
  pollFieldsSchema,
  pollOptionTitleSchema,
  pollVoteBodySchema,
} from './polls.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
};

const options = (n: number) => Array.from({ length: n }, (_, i) => `Option ${i + 1}`);

describe('poll fields (member-forum §5, §9)', () => {
  it('defaults maxChoices to 1, duration to 3 and extendable to false', () => {
    expect(pollFieldsSchema.parse({ options: ['Yes', 'No'] })).toEqual({
      maxChoices: 1,
      duration: 3,
      extendable: false,
      options: ['Yes', 'No'],
    });
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['maxChoices 1', { maxChoices: 1 }, null],
    ['maxChoices 200', { maxChoices: 200 }, null],
    ['maxChoices 0', { maxChoices: 0 }, messages.pollMaxChoicesRange],
    ['maxChoices 201', { maxChoices: 201 }, messages.pollMaxChoicesRange],
    ['maxChoices 1.5', { maxChoices: 1.5 }, messages.pollMaxChoicesRange],
    ['maxChoices "2"', { maxChoices: '2' }, messages.pollMaxChoicesRange],
    ['duration 1', { duration: 1 }, null],
    ['duration 100', { duration: 100 }, null],
    ['duration 0', { duration: 0 }, messages.pollDurationRange],
    ['duration 101', { duration: 101 }, messages.pollDurationRange],
    ['duration -3', { duration: -3 }, messages.pollDurationRange],
    ['2 options', { options: options(2) }, null],
    ['200 options', { options: options(200) }, null],
    ['1 option', { options: options(1) }, messages.pollOptionsMin],
    ['201 options', { options: options(201) }, messages.pollOptionsMax],
    ['no options', { options: undefined }, messages.pollOptionsRequired],
    ['an empty option', { options: ['Yes', ''] }, messages.pollOptionTooShort],
    ['a blank option', { options: ['Yes', '   '] }, messages.pollOptionTooShort],
    ['a 50-character option', { options: ['Yes', 'x'.repeat(50)] }, null],
    ['a 51-character option', { options: ['Yes', 'x'.repeat(51)] }, messages.pollOptionTooLong],
    ['the same option twice', { options: ['Yes', 'yes'] }, messages.pollOptionsUnique],
    ['the default two empty options', { options: ['', ''] }, messages.pollOptionTooShort],
  ])('%s → %s', (_, fields, message) => {
    expect(firstMessage(pollFieldsSchema, { options: ['Yes', 'No'], ...fields })).toBe(message);
  });

  it('trims option titles', () => {
    expect(pollFieldsSchema.parse({ options: ['  Yes ', 'No\t'] }).options).toEqual(['Yes', 'No']);
  });
});

describe('pasted options', () => {
  it.each<[string, string[] | string]>([
    ['Red\nGreen', ['Red', 'Green']],
    [' Red \n\n Green \n Blue ', ['Red', 'Green', 'Blue']],
    ['', messages.pollOptionsRequired],
    ['\n \n', messages.pollOptionsRequired],
    ['Red', messages.pollOptionsMin],
    [options(201).join('\n'), messages.pollOptionsMax],
    [`Red\n${'x'.repeat(51)}`, messages.pollOptionTooLong],
    ['Red\nred', messages.pollOptionsUnique],
  ])('%j → %j', (text, expected) => {
    const result = pastedPollOptionsSchema.safeParse(text);
    if (Array.isArray(expected)) expect(result.success && result.data).toEqual(expected);
    else expect(result.success ? null : result.error.issues[0]?.message).toBe(expected);
  });
});

describe('an added option and a vote', () => {
  it.each<[unknown, string | null]>([
    ['Purple', null],
    ['', messages.pollOptionTooShort],
    ['x'.repeat(51), messages.pollOptionTooLong],
    [undefined, messages.pollOptionTooShort],
  ])('add option %j → %s', (title, message) => {
    expect(firstMessage(addPollOptionBodySchema, { title })).toBe(message);
  });

  it('uses the same rule as the poll options', () => {
    expect(addPollOptionBodySchema.shape.title).toBe(pollOptionTitleSchema);
  });

  it('defaults unvote to false', () => {
    expect(pollVoteBodySchema.parse({ optionId: 'o1' })).toEqual({ optionId: 'o1', unvote: false });
    expect(pollVoteBodySchema.safeParse({ optionId: '' }).success).toBe(false);
  });
});
