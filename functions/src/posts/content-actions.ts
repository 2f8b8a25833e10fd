// Votes and reactions on posts and comments (member-forum §2.6, §6), in one place for both: the state machine of a
// press, and the write loop — read the content and the member's action item fresh, decide, write the action item
// (conditioned on its revision) with the counter changes and the event in one transaction, retry on a conflict, then
// refresh the sort keys that depend on the new score. Each domain supplies its content as an ActionTarget; its store
// owns the DynamoDB side.
import * as messages from '@hearth/shared/messages';
import { nextVote } from '@hearth/shared/rules/votes';
import type { CounterChange } from '../platform/db/actions.ts';
import { TransactionConditionFailed, type TransactItem } from '../platform/db/transact.ts';
import { AppError } from '../platform/http/errors.ts';
import { type Forum, assertReactionOffered } from '../members/gate.ts';

export type Vote = 'upvote' | 'downvote';

/** A member's action item on one post or comment. */
export interface ActionItem {
  vote?: Vote;
  reactions?: string[];
  subscribed?: boolean;
  pollVotes?: string[];
  arev?: number;
}

/** Pressing up or down: the same press again takes the vote back, the other one switches it (swinging 2). */
export function pressVote(current: ActionItem, pressed: Vote) {
  const change = nextVote(current.vote ?? 'none', pressed);
  const { vote: _taken, ...rest } = current;
  const action: ActionItem = change.vote === 'none' ? rest : { ...rest, vote: change.vote };
  const counters: CounterChange = {
    add: { upvotes: change.upDelta, downvotes: change.downDelta, score: change.scoreDelta },
  };
  return { action, counters, vote: change.vote };
}

/** Pressing a reaction: on if it was off, off if it was on; its count moves by one. */
export function toggleReaction(current: ActionItem, key: string) {
  const mine = current.reactions ?? [];
  const added = !mine.includes(key);
  const action: ActionItem = { ...current, reactions: added ? [...mine, key] : mine.filter((k) => k !== key) };
  const counters: CounterChange = { addIn: { reactions: { [key]: added ? 1 : -1 } } };
  return { action, counters, added };
}

/** What one press decides: the next action item, the change to the content (none for a follow), its events. */
export interface Decision<Change> {
  action: ActionItem;
  change: Change | null;
  events?: TransactItem[];
}

/** A kind of content as presses reach it. Loading judges the viewer (404 for content they may not read). */
export interface ActionTarget<Content, Change> {
  load(): Promise<Content>;
  /** The member's action item, read consistently. */
  actionOf(content: Content): Promise<ActionItem | null>;
  /**
   * The action item (conditioned on `previous`'s revision), the change and `extra` in one transaction; false when
   * the content moved meanwhile (the caller retries), TransactionConditionFailed when the action item did.
   */
  write(
    content: Content,
    previous: ActionItem | null,
    next: ActionItem,
    change: Change | null,
    extra: TransactItem[],
  ): Promise<boolean>;
  /** After a change: the content read again, with the sort keys that follow its score brought up to date. */
  refresh(content: Content, change: Change): Promise<Content | null>;
}

const ATTEMPTS = 20;

/** One press, written exactly once whatever else is pressing at the same time. */
export async function act<Content, Change>(
  target: ActionTarget<Content, Change>,
  decide: (content: Content, current: ActionItem) => Decision<Change>,
): Promise<{ content: Content; fresh: Content; action: ActionItem }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const content = await target.load();
    const current = await target.actionOf(content);
    const { action, change, events = [] } = decide(content, current ?? {});
    try {
      if (!(await target.write(content, current, action, change, events))) continue;
    } catch (error) {
      if (error instanceof TransactionConditionFailed) continue;
      throw error;
    }
    const fresh = change ? ((await target.refresh(content, change)) ?? content) : content;
    return { content, fresh, action };
  }
  throw new AppError(409, 'CONFLICT', messages.tooManyChanges);
}

/** Whatever counts presses changes on a content: its counters (a post may change more, e.g. a poll option). */
export interface CountedChange {
  counters?: CounterChange;
}

interface PressOptions<Content> {
  /** Who may press here (throws the refusal): read access, archived, published… */
  check(content: Content): void;
}

/** An up- or downvote on a post or a comment: the member's vote and the content's counts after it. */
export async function castVote<Content>(
  target: ActionTarget<Content, CountedChange>,
  pressed: Vote,
  options: PressOptions<Content> & {
    /** The event naming the vote for the outbox. */
    event(content: Content, vote: Vote | 'none'): TransactItem;
    counts(content: Content): { upvotes: number; downvotes: number };
  },
) {
  const { fresh, action } = await act(target, (content, current) => {
    options.check(content);
    const { action, counters, vote } = pressVote(current, pressed);
    return { action, change: { counters }, events: [options.event(content, vote)] };
  });
  const { upvotes, downvotes } = options.counts(fresh);
  return { vote: action.vote ?? ('none' as const), upvotes, downvotes };
}

/**
 * A reaction of the community's set toggled on a post or a comment (400 for any other key): the content's reaction
 * counts after it and the member's own reactions; an event only when one is added.
 */
export async function pressReaction<Content>(
  forum: Forum,
  target: ActionTarget<Content, CountedChange>,
  key: string,
  options: PressOptions<Content> & {
    event(content: Content): TransactItem;
    reactions(content: Content): Record<string, number>;
  },
) {
  assertReactionOffered(forum, key);
  const { fresh, action } = await act(target, (content, current) => {
    options.check(content);
    const { action, counters, added } = toggleReaction(current, key);
    return { action, change: { counters }, events: added ? [options.event(content)] : [] };
  });
  return { reactions: options.reactions(fresh), mine: action.reactions ?? [] };
}
