import { describe, expect, it } from 'vitest';
import * as messages from '../messages.ts';
import {
  POLL_DEFAULT_OPTIONS,
  POLL_DURATION_DEFAULT_DAYS,
  POLL_MAX_CHOICES_DEFAULT,
  addPollOption,
  canAddOption,
  castPollVote,
  hasDuplicateOptions,
  isOptionDisabled,
  isPollEnded,
  parsePastedOptions,
  pollEndsAt,
  pollInput,
  togglePollVote,
  votedCount,
  type Poll,
  type PollOption,
} from './polls.ts';

const PUBLISHED = Date.parse('2026-03-01T12:00:00Z');
const DAY = 86_400_000;
const OPEN = PUBLISHED + DAY;

const opt = (id: string, over: Partial<PollOption> = {}): PollOption => ({
  id,
  title: id.toUpperCase(),
  count: 0,
  voted: false,
  isAuthor: false,
  ...over,
});

const poll = (over: Partial<Poll> = {}): Poll => ({
  maxChoices: 1,
  duration: 3,
  extendable: false,
  publishedAt: PUBLISHED,
  options: [opt('a', { count: 4 }), opt('b', { count: 2 }), opt('c')],
  ...over,
});

describe('poll defaults and inputs (member-forum §4, §5)', () => {
  it('starts with maxChoices 1, duration 3 days and two empty options', () => {
    expect([POLL_MAX_CHOICES_DEFAULT, POLL_DURATION_DEFAULT_DAYS, POLL_DEFAULT_OPTIONS]).toEqual([1, 3, ['', '']]);
  });

  it.each([
    [1, 'radio'],
    [2, 'checkbox'],
    [200, 'checkbox'],
  ] as const)('maxChoices %d → %s inputs', (maxChoices, input) => {
    expect(pollInput(maxChoices)).toBe(input);
  });
});

describe('the end: publishedAt + duration days', () => {
  it.each<[string, number, number, boolean]>([
    ['at publication', 3, PUBLISHED, false],
    ['a millisecond before the end', 3, PUBLISHED + 3 * DAY - 1, false],
    ['at the end', 3, PUBLISHED + 3 * DAY, true],
    ['after the end', 3, PUBLISHED + 4 * DAY, true],
    ['1 day, after 23 h', 1, PUBLISHED + 23 * 3_600_000, false],
    ['100 days, on day 99', 100, PUBLISHED + 99 * DAY, false],
    ['100 days, on day 100', 100, PUBLISHED + 100 * DAY, true],
  ])('%s (duration %d) → ended %s', (_, duration, now, ended) => {
    expect(isPollEnded({ publishedAt: PUBLISHED, duration }, now)).toBe(ended);
  });

  it('reads an ISO publishedAt', () => {
    expect(pollEndsAt({ publishedAt: '2026-03-01T12:00:00Z', duration: 2 })).toBe(PUBLISHED + 2 * DAY);
  });
});

describe('pasting options: one per line, trimmed, empty lines dropped', () => {
  it.each<[string, string[]]>([
    ['Red\nGreen\nBlue', ['Red', 'Green', 'Blue']],
    ['  Red  \r\n\r\n Green\t\n\n', ['Red', 'Green']],
    ['Red\rGreen', ['Red', 'Green']],
    ['', []],
    ['\n  \n\t\n', []],
    ['Only one', ['Only one']],
  ])('%j → %j', (text, options) => {
    expect(parsePastedOptions(text)).toEqual(options);
  });
});

describe('voting: toggles, maxChoices, the permanent vote, the end', () => {
  it.each<[string, Poll, string, number, boolean | string, number]>([
    // description, poll, option pressed, now, voted after (or the problem), count delta
    ['a vote on an open poll', poll(), 'c', OPEN, true, 1],
    [
      'pressing a voted option takes the vote back',
      poll({ options: [opt('a', { voted: true, count: 1 }), opt('b')] }),
      'a',
      OPEN,
      false,
      -1,
    ],
    [
      'a second vote at maxChoices 1',
      poll({ options: [opt('a', { voted: true, count: 1 }), opt('b')] }),
      'b',
      OPEN,
      'maxChoicesReached',
      0,
    ],
    [
      'a second vote at maxChoices 2',
      poll({ maxChoices: 2, options: [opt('a', { voted: true, count: 1 }), opt('b')] }),
      'b',
      OPEN,
      true,
      1,
    ],
    [
      'a third vote at maxChoices 2',
      poll({ maxChoices: 2, options: [opt('a', { voted: true }), opt('b', { voted: true }), opt('c')] }),
      'c',
      OPEN,
      'maxChoicesReached',
      0,
    ],
    [
      'taking back the author’s vote',
      poll({ options: [opt('a', { voted: true, isAuthor: true, count: 1 }), opt('b')] }),
      'a',
      OPEN,
      'votePermanent',
      0,
    ],
    ['a vote after the end', poll(), 'c', PUBLISHED + 3 * DAY, 'ended', 0],
    [
      'an unvote after the end',
      poll({ options: [opt('a', { voted: true }), opt('b')] }),
      'a',
      PUBLISHED + 5 * DAY,
      'ended',
      0,
    ],
    ['an unknown option', poll(), 'zzz', OPEN, 'optionNotFound', 0],
  ])('%s', (_, p, optionId, now, after, delta) => {
    const outcome = togglePollVote(p, optionId, now);
    if (typeof after === 'string') {
      expect(outcome).toMatchObject({ ok: false, problem: after });
      return;
    }
    expect(outcome).toMatchObject({ ok: true, voted: after, countDelta: delta });
    if (!outcome.ok) return;
    const before = p.options.find((o) => o.id === optionId)!;
    const changed = outcome.options.find((o) => o.id === optionId)!;
    expect(changed).toEqual({ ...before, voted: after, count: before.count + delta });
    expect(outcome.options.filter((o) => o.id !== optionId)).toEqual(p.options.filter((o) => o.id !== optionId));
  });

  it.each<[string, string]>([
    ['ended', messages.pollEnded],
    ['optionNotFound', messages.pollOptionNotFound],
    ['votePermanent', messages.pollVotePermanent],
  ])('answers %s with its message', (problem, message) => {
    const p = poll({ options: [opt('a', { voted: true, isAuthor: true })] });
    const now = problem === 'ended' ? PUBLISHED + 10 * DAY : OPEN;
    const outcome = castPollVote(p, problem === 'optionNotFound' ? 'x' : 'a', true, now);
    expect(outcome).toEqual({ ok: false, problem, message });
  });

  it('names maxChoices in its message', () => {
    const p = poll({ maxChoices: 2, options: [opt('a', { voted: true }), opt('b', { voted: true }), opt('c')] });
    expect(castPollVote(p, 'c', false, OPEN)).toMatchObject({ message: messages.pollMaxChoicesReached(2) });
    expect(messages.pollMaxChoicesReached(1)).toBe('You can choose at most 1 option. Remove a vote first.');
  });

  it.each([
    ['a vote on a voted option', opt('a', { voted: true, count: 3 }), false],
    ['an unvote on an unvoted option', opt('a', { count: 3 }), true],
  ])('changes nothing for %s (a retried request)', (_, option, unvote) => {
    const outcome = castPollVote(poll({ options: [option, opt('b')] }), 'a', unvote, OPEN);
    expect(outcome).toMatchObject({ ok: true, countDelta: 0, voted: option.voted });
    if (outcome.ok) expect(outcome.options[0]!.count).toBe(3);
  });

  it('keeps counts exact over a sequence of toggles', () => {
    let p = poll({ maxChoices: 2 });
    for (const id of ['a', 'b', 'a', 'c', 'b', 'a']) {
      const outcome = togglePollVote(p, id, OPEN);
      if (outcome.ok) p = { ...p, options: outcome.options };
    }
    // a: +1 -1 +1 = voted; b: +1 -1 = not; c: +1 = voted
    expect(p.options.map((o) => [o.id, o.voted, o.count])).toEqual([
      ['a', true, 5],
      ['b', false, 2],
      ['c', true, 1],
    ]);
    expect(votedCount(p.options)).toBe(2);
  });
});

describe('disabled options', () => {
  const twoOfTwo = poll({
    maxChoices: 2,
    options: [opt('a', { voted: true }), opt('b', { voted: true, isAuthor: true }), opt('c')],
  });
  it.each<[string, Poll, string, number, boolean]>([
    ['an unvoted option below maxChoices', poll(), 'a', OPEN, false],
    ['an unvoted option at maxChoices', twoOfTwo, 'c', OPEN, true],
    ['a voted option at maxChoices (can be taken back)', twoOfTwo, 'a', OPEN, false],
    ['the author’s permanent vote', twoOfTwo, 'b', OPEN, true],
    ['any option once ended', poll(), 'a', PUBLISHED + 3 * DAY, true],
  ])('%s → disabled %s', (_, p, id, now, disabled) => {
    expect(
      isOptionDisabled(
        p,
        p.options.find((o) => o.id === id)!,
        now,
      ),
    ).toBe(disabled);
  });
});

describe('adding an option: extendable, open, voted below maxChoices; an automatic permanent vote', () => {
  const extendable = poll({ extendable: true, maxChoices: 2 });
  const votedOnce = poll({ extendable: true, maxChoices: 2, options: [opt('a', { voted: true }), opt('b')] });
  const full = poll({ extendable: true, maxChoices: 1, options: [opt('a', { voted: true }), opt('b')] });
  const many = poll({ extendable: true, maxChoices: 5, options: Array.from({ length: 200 }, (_, i) => opt(`o${i}`)) });
  it.each<[string, Poll, number, string | null]>([
    ['an extendable open poll', extendable, OPEN, null],
    ['an extendable poll with one of two votes used', votedOnce, OPEN, null],
    ['a poll that is not extendable', poll(), OPEN, 'notExtendable'],
    ['an ended poll', extendable, PUBLISHED + 3 * DAY, 'ended'],
    ['votes at maxChoices', full, OPEN, 'maxChoicesReached'],
    ['200 options already', many, OPEN, 'tooManyOptions'],
  ])('%s → %s', (_, p, now, problem) => {
    expect(canAddOption(p, now)).toBe(problem === null);
    const outcome = addPollOption(p, { id: 'new', title: 'Purple' }, now);
    if (problem) {
      expect(outcome).toMatchObject({ ok: false, problem });
      return;
    }
    expect(outcome).toMatchObject({ ok: true, voted: true, countDelta: 1 });
    if (outcome.ok) {
      expect(outcome.options.at(-1)).toEqual({ id: 'new', title: 'Purple', count: 1, voted: true, isAuthor: true });
      expect(outcome.options).toHaveLength(p.options.length + 1);
    }
  });

  it('refuses a title that reads like an existing option', () => {
    expect(addPollOption(extendable, { id: 'new', title: ' b ' }, OPEN)).toEqual({
      ok: false,
      problem: 'duplicateOption',
      message: messages.pollOptionsUnique,
    });
  });

  it('makes the added option’s vote permanent', () => {
    const added = addPollOption(extendable, { id: 'new', title: 'Purple' }, OPEN);
    if (!added.ok) throw new Error('expected the option to be added');
    const after = { ...extendable, options: added.options };
    expect(togglePollVote(after, 'new', OPEN)).toMatchObject({ ok: false, problem: 'votePermanent' });
  });
});

describe('duplicate option titles', () => {
  it.each<[string[], boolean]>([
    [['Yes', 'No'], false],
    [['Yes', 'yes'], true],
    [['Café', 'cafe'], true],
    [['Yes ', ' Yes'], true],
    [['1', '01'], false],
  ])('%j → %s', (titles, duplicate) => {
    expect(hasDuplicateOptions(titles)).toBe(duplicate);
  });
});
