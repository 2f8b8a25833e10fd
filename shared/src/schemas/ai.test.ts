// The AI prompt's limits (owner-dashboard §5): required, 3 to 250 characters after trimming, with the spec's texts.
import { describe, expect, it } from 'vitest';
import * as messages from '../messages.ts';
import { AI_PROMPT_MAX, AI_SELECTION_MAX, aiCompleteBodySchema } from './ai.ts';

const messageOf = (body: unknown) => {
  const result = aiCompleteBodySchema.safeParse(body);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the AI prompt', () => {
  it.each([
    ['missing', {}, messages.aiPromptTooShort],
    ['empty', { prompt: '' }, messages.aiPromptTooShort],
    ['2 characters', { prompt: 'ab' }, messages.aiPromptTooShort],
    ['2 characters inside spaces', { prompt: '   ab   ' }, messages.aiPromptTooShort],
    ['3 characters', { prompt: 'abc' }, null],
    ['250 characters', { prompt: 'a'.repeat(AI_PROMPT_MAX) }, null],
    ['251 characters', { prompt: 'a'.repeat(AI_PROMPT_MAX + 1) }, messages.aiPromptTooLong],
  ])('%s: %s', (_name, body, expected) => {
    expect(messageOf(body)).toBe(expected);
  });

  it('has the spec’s texts', () => {
    expect(messages.aiPromptTooShort).toBe('Too short, input 3 characters minimum');
    expect(messages.aiPromptTooLong).toBe('Too long, input 250 characters maximum');
  });

  it('takes a selection up to its limit', () => {
    expect(messageOf({ prompt: 'Shorter', selection: 'x'.repeat(AI_SELECTION_MAX) })).toBeNull();
    expect(messageOf({ prompt: 'Shorter', selection: 'x'.repeat(AI_SELECTION_MAX + 1) })).toBe(
      messages.aiSelectionTooLong,
    );
  });
});
