import { describe, expect, it } from 'vitest';
import { nextVote, type VotePress, type VoteState } from './votes.ts';

describe('nextVote (member-forum §4: same vote removes it ±1, switching swings by 2)', () => {
  it.each<[VoteState, VotePress, VoteState, number, number, number]>([
    ['none', 'upvote', 'upvote', 1, 1, 0],
    ['none', 'downvote', 'downvote', -1, 0, 1],
    ['upvote', 'upvote', 'none', -1, -1, 0],
    ['downvote', 'downvote', 'none', 1, 0, -1],
    ['upvote', 'downvote', 'downvote', -2, -1, 1],
    ['downvote', 'upvote', 'upvote', 2, 1, -1],
  ])('%s, pressed %s → %s (score %d, up %d, down %d)', (current, pressed, vote, scoreDelta, upDelta, downDelta) => {
    expect(nextVote(current, pressed)).toEqual({ vote, scoreDelta, upDelta, downDelta });
  });

  it('keeps score = up − down on every transition', () => {
    for (const current of ['none', 'upvote', 'downvote'] as const) {
      for (const pressed of ['upvote', 'downvote'] as const) {
        const change = nextVote(current, pressed);
        expect(change.scoreDelta).toBe(change.upDelta - change.downDelta);
      }
    }
  });

  it('comes back to where it started when the same button is pressed twice', () => {
    for (const current of ['none', 'upvote', 'downvote'] as const) {
      for (const pressed of ['upvote', 'downvote'] as const) {
        const first = nextVote(current, pressed);
        const second = nextVote(first.vote, pressed);
        if (current === 'none' || current === pressed) {
          expect(second.vote).toBe(current);
          expect(first.scoreDelta + second.scoreDelta).toBe(0);
        }
      }
    }
  });
});
