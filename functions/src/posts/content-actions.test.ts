// The one content-action suite: the press state machine, and the write loop every post and comment press runs
// through (the integration tests in test/integration/forum.test.ts press real posts and comments).
import { describe, expect, it } from 'vitest';
import { TransactionConditionFailed } from '../platform/db/transact.ts';
import { AppError } from '../platform/http/errors.ts';
import { type ActionItem, type ActionTarget, act, pressVote, toggleReaction } from './content-actions.ts';

describe('pressVote', () => {
  it.each([
    [{}, 'upvote', 'upvote', { upvotes: 1, downvotes: 0, score: 1 }],
    [{}, 'downvote', 'downvote', { upvotes: 0, downvotes: 1, score: -1 }],
    [{ vote: 'upvote' }, 'upvote', 'none', { upvotes: -1, downvotes: 0, score: -1 }],
    [{ vote: 'upvote' }, 'downvote', 'downvote', { upvotes: -1, downvotes: 1, score: -2 }],
    [{ vote: 'downvote' }, 'upvote', 'upvote', { upvotes: 1, downvotes: -1, score: 2 }],
    [{ vote: 'downvote' }, 'downvote', 'none', { upvotes: 0, downvotes: -1, score: 1 }],
  ] as const)('%o pressed %s → %s', (current, pressed, vote, add) => {
    const out = pressVote({ ...current, reactions: ['like'] }, pressed);
    expect(out.vote).toBe(vote);
    expect(out.action.vote).toBe(vote === 'none' ? undefined : vote);
    expect(out.action.reactions).toEqual(['like']);
    expect(out.counters).toEqual({ add });
  });
});

describe('toggleReaction', () => {
  it('turns a reaction on and counts it, and off again', () => {
    const on = toggleReaction({ vote: 'upvote' }, 'love');
    expect(on).toMatchObject({ added: true, action: { vote: 'upvote', reactions: ['love'] } });
    expect(on.counters).toEqual({ addIn: { reactions: { love: 1 } } });
    const off = toggleReaction(on.action, 'love');
    expect(off).toMatchObject({ added: false, action: { reactions: [] } });
    expect(off.counters).toEqual({ addIn: { reactions: { love: -1 } } });
  });
});

/** A content whose store refuses the first `conflicts` writes, as concurrent presses would. */
function fakeTarget(conflicts: Array<'moved' | 'action'>) {
  const log: string[] = [];
  let version = 0;
  const stored: { action: ActionItem | null } = { action: null };
  const target: ActionTarget<{ version: number }, { score: number }> = {
    load: async () => ({ version: ++version }),
    actionOf: async () => stored.action,
    write: async (content, _previous, next, change, events) => {
      log.push(`write v${content.version} ${change ? 'change' : 'none'} ${events.length} events`);
      const conflict = conflicts.shift();
      if (conflict === 'moved') return false;
      if (conflict === 'action') throw new TransactionConditionFailed([0]);
      stored.action = next;
      return true;
    },
    refresh: async (content) => {
      log.push(`refresh v${content.version}`);
      return { version: content.version + 100 };
    },
  };
  return { target, log, stored };
}

describe('act', () => {
  it('decides again on a fresh read after the content moved or the action item changed, then refreshes once', async () => {
    const { target, log, stored } = fakeTarget(['moved', 'action']);
    const seen: number[] = [];
    const out = await act(target, (content, current) => {
      seen.push(content.version);
      return { action: { ...current, vote: 'upvote' }, change: { score: 1 }, events: [] };
    });
    expect(seen).toEqual([1, 2, 3]);
    expect(out).toMatchObject({ content: { version: 3 }, fresh: { version: 103 }, action: { vote: 'upvote' } });
    expect(stored.action).toEqual({ vote: 'upvote' });
    expect(log.filter((l) => l.startsWith('refresh'))).toEqual(['refresh v3']);
  });

  it('writes the action alone (no refresh) when the press changes no counter', async () => {
    const { target, log } = fakeTarget([]);
    const out = await act(target, (_content, current) => ({ action: { ...current, subscribed: true }, change: null }));
    expect(out.fresh).toBe(out.content);
    expect(log).toEqual(['write v1 none 0 events']);
  });

  it('gives up with a 409 after as many conflicts as it allows', async () => {
    const { target } = fakeTarget(Array.from({ length: 50 }, () => 'action' as const));
    const press = act(target, (_c, current) => ({ action: current, change: { score: 1 } }));
    await expect(press).rejects.toBeInstanceOf(AppError);
    await expect(press).rejects.toMatchObject({ status: 409 });
  });

  it('lets a refusal from the decision through untouched (nothing is written)', async () => {
    const { target, log } = fakeTarget([]);
    const refusal = new AppError(403, 'FORBIDDEN', 'no');
    await expect(
      act(target, () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(log).toEqual([]);
  });
});
