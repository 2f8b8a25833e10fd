// Upvote/downvote state per item (member-forum §4): the same vote again removes it (±1), switching swings by 2.

export type VoteState = 'none' | 'upvote' | 'downvote';
export type VotePress = 'upvote' | 'downvote';

export interface VoteChange {
  /** The member's vote after the press. */
  vote: VoteState;
  /** Change of the score (upvotes − downvotes). */
  scoreDelta: -2 | -1 | 1 | 2;
  upDelta: -1 | 0 | 1;
  downDelta: -1 | 0 | 1;
}

const weight = (vote: VoteState) => (vote === 'upvote' ? 1 : vote === 'downvote' ? -1 : 0);

/** The member's vote and the counter changes after pressing upvote or downvote. */
export function nextVote(current: VoteState, pressed: VotePress): VoteChange {
  const vote: VoteState = current === pressed ? 'none' : pressed;
  const up = (v: VoteState) => (v === 'upvote' ? 1 : 0);
  const down = (v: VoteState) => (v === 'downvote' ? 1 : 0);
  return {
    vote,
    scoreDelta: (weight(vote) - weight(current)) as VoteChange['scoreDelta'],
    upDelta: (up(vote) - up(current)) as VoteChange['upDelta'],
    downDelta: (down(vote) - down(current)) as VoteChange['downDelta'],
  };
}
