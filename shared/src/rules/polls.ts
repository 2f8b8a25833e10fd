// Poll rules (member-forum §4, §5, §9): limits and defaults, pasted options, voting, adding options, the end.
import * as messages from '../messages.ts';

export const POLL_MAX_CHOICES_MIN = 1;
export const POLL_MAX_CHOICES_MAX = 200;
export const POLL_MAX_CHOICES_DEFAULT = 1;
export const POLL_DURATION_MIN_DAYS = 1;
export const POLL_DURATION_MAX_DAYS = 100;
export const POLL_DURATION_DEFAULT_DAYS = 3;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 200;
export const POLL_OPTION_MIN_LENGTH = 1;
export const POLL_OPTION_MAX_LENGTH = 50;
/** The composer starts with two empty options. */
export const POLL_DEFAULT_OPTIONS: readonly string[] = ['', ''];

const DAY_MS = 24 * 60 * 60 * 1000;

/** One option as the viewer sees it. */
export interface PollOption {
  id: string;
  title: string;
  count: number;
  /** The viewer voted for it. */
  voted: boolean;
  /**
   * The viewer wrote this option: the poll's author for its first options, a member for an option they added. Their
   * vote on it cannot be removed (the author's vote is permanent; adding an option casts a permanent vote).
   */
  isAuthor: boolean;
}

export interface Poll {
  maxChoices: number;
  /** Days. */
  duration: number;
  extendable: boolean;
  publishedAt: Date | string | number;
  options: readonly PollOption[];
}

export type PollProblem =
  | 'ended'
  | 'optionNotFound'
  | 'maxChoicesReached'
  | 'votePermanent'
  | 'notExtendable'
  | 'tooManyOptions'
  | 'duplicateOption';

export type PollOutcome =
  | {
      ok: true;
      options: PollOption[];
      /** The viewer's vote on the option after the change. */
      voted: boolean;
      /** Change of the option's count: 0 when the request repeats the current state (a retried request). */
      countDelta: -1 | 0 | 1;
    }
  | { ok: false; problem: PollProblem; message: string };

const toMillis = (at: Date | string | number) => (typeof at === 'number' ? at : new Date(at).getTime());

/** Open until publishedAt plus duration days, then ended (no voting). */
export const pollEndsAt = (poll: Pick<Poll, 'publishedAt' | 'duration'>): number =>
  toMillis(poll.publishedAt) + poll.duration * DAY_MS;

export const isPollEnded = (poll: Pick<Poll, 'publishedAt' | 'duration'>, now: number = Date.now()): boolean =>
  now >= pollEndsAt(poll);

export const votedCount = (options: readonly PollOption[]): number => options.filter((o) => o.voted).length;

/** Radio inputs for one choice, checkboxes for more. */
export const pollInput = (maxChoices: number): 'radio' | 'checkbox' => (maxChoices === 1 ? 'radio' : 'checkbox');

/**
 * An option the viewer cannot press: every option once the poll has ended; unvoted options once the votes reach
 * maxChoices; the viewer's permanent vote.
 */
export function isOptionDisabled(poll: Poll, option: PollOption, now: number = Date.now()): boolean {
  if (isPollEnded(poll, now)) return true;
  if (option.voted) return option.isAuthor;
  return votedCount(poll.options) >= poll.maxChoices;
}

/** Options pasted one per line: trimmed, empty lines dropped; the caller replaces the existing options. */
export const parsePastedOptions = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

const refuse = (problem: PollProblem, message: string): PollOutcome => ({ ok: false, problem, message });

/**
 * Vote for an option (`unvote` false) or take the vote back (`unvote` true). Asking for the state the option is
 * already in changes nothing, so a retried request never counts twice.
 */
export function castPollVote(poll: Poll, optionId: string, unvote: boolean, now: number = Date.now()): PollOutcome {
  if (isPollEnded(poll, now)) return refuse('ended', messages.pollEnded);
  const option = poll.options.find((o) => o.id === optionId);
  if (!option) return refuse('optionNotFound', messages.pollOptionNotFound);
  const want = !unvote;
  if (option.voted === want) return { ok: true, options: [...poll.options], voted: want, countDelta: 0 };
  if (!want && option.isAuthor) return refuse('votePermanent', messages.pollVotePermanent);
  if (want && votedCount(poll.options) >= poll.maxChoices) {
    return refuse('maxChoicesReached', messages.pollMaxChoicesReached(poll.maxChoices));
  }
  const countDelta = want ? 1 : -1;
  return {
    ok: true,
    options: poll.options.map((o) => (o.id === optionId ? { ...o, voted: want, count: o.count + countDelta } : o)),
    voted: want,
    countDelta,
  };
}

/** Pressing an option toggles it: a vote when unvoted, an unvote when voted. */
export function togglePollVote(poll: Poll, optionId: string, now: number = Date.now()): PollOutcome {
  const option = poll.options.find((o) => o.id === optionId);
  return castPollVote(poll, optionId, option?.voted ?? false, now);
}

/** Option titles compared as a member reads them: trimmed, case and accents ignored. */
export const optionKey = (title: string): string =>
  title.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/** True when two titles read the same. */
export const hasDuplicateOptions = (titles: readonly string[]): boolean =>
  new Set(titles.map(optionKey)).size !== titles.length;

/** Add option: extendable polls only, while open and while the viewer's votes are below maxChoices. */
export function canAddOption(poll: Poll, now: number = Date.now()): boolean {
  return (
    poll.extendable &&
    !isPollEnded(poll, now) &&
    votedCount(poll.options) < poll.maxChoices &&
    poll.options.length < POLL_OPTIONS_MAX
  );
}

/**
 * Add an option (its title already validated by `pollOptionTitleSchema`) with the viewer's automatic, permanent
 * vote on it. A title that reads like an existing option is refused (ours: the spec is silent).
 */
export function addPollOption(
  poll: Poll,
  option: { id: string; title: string },
  now: number = Date.now(),
): PollOutcome {
  if (!poll.extendable) return refuse('notExtendable', messages.pollNotExtendable);
  if (isPollEnded(poll, now)) return refuse('ended', messages.pollEnded);
  if (poll.options.length >= POLL_OPTIONS_MAX) return refuse('tooManyOptions', messages.pollOptionsMax);
  if (votedCount(poll.options) >= poll.maxChoices) {
    return refuse('maxChoicesReached', messages.pollMaxChoicesReached(poll.maxChoices));
  }
  if (hasDuplicateOptions([...poll.options.map((o) => o.title), option.title])) {
    return refuse('duplicateOption', messages.pollOptionsUnique);
  }
  const added: PollOption = { id: option.id, title: option.title, count: 1, voted: true, isAuthor: true };
  return { ok: true, options: [...poll.options, added], voted: true, countDelta: 1 };
}
