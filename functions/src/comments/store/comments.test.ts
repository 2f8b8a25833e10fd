import { describe, expect, it } from 'vitest';
import { keys } from '../../platform/db/keys.ts';
import { newComment } from '../model.ts';
import { type CommentItem, newCommentItem, pageTopLevel, topLevelPartition } from './comments.ts';

/** Stored comments of one post as the write path leaves them: ids c01…, `scores` by top-level id. */
function thread(topIds: string[], replies: Record<string, string[]>, scores: Record<string, number> = {}) {
  const stored: CommentItem[] = [];
  for (const id of topIds) {
    const top = newComment({ ...base, id, parent: null }).comment;
    stored.push(newCommentItem({ ...top, score: scores[id] ?? 0 }) as unknown as CommentItem);
    for (const replyId of replies[id] ?? []) {
      stored.push(newCommentItem(newComment({ ...base, id: replyId, parent: top }).comment) as unknown as CommentItem);
    }
  }
  return stored;
}
const base = {
  communityId: 'cm-1',
  postId: 'p1',
  content: '<p>Hi</p>',
  authorId: 'mb-1',
  authorName: 'Maya Member',
  anonymous: false,
  publishedAt: '2026-11-26T00:00:00.000Z',
  reactionKeys: [],
};
const ids = (page: { items: CommentItem[] }) => page.items.map((c) => c.id);

describe('pageTopLevel (a post read whole, paged as its top-level indexes page it)', () => {
  const all = thread(['c01', 'c02', 'c03', 'c04', 'c05'], { c02: ['c06', 'c07'] }, { c01: 3, c04: 7, c05: -1 });

  it('orders top-level comments newest first, leaving replies to their threads', () => {
    expect(ids(pageTopLevel(all, 'new', 50))).toEqual(['c05', 'c04', 'c03', 'c02', 'c01']);
  });

  it('orders them by score, highest first, newest first among equals', () => {
    expect(ids(pageTopLevel(all, 'top', 50))).toEqual(['c04', 'c01', 'c03', 'c02', 'c05']);
  });

  it('gives a last key shaped as the index Query gives it, only when more follow, and continues from it', () => {
    const first = pageTopLevel(all, 'new', 2);
    expect(ids(first)).toEqual(['c05', 'c04']);
    expect(first.lastKey).toEqual({
      ...keys.comment('cm-1', 'p1', 'c04'),
      GSI2PK: topLevelPartition('cm-1', 'p1'),
      GSI2SK: 'c04',
    });
    const second = pageTopLevel(all, 'new', 2, first.lastKey);
    expect(ids(second)).toEqual(['c03', 'c02']);
    const third = pageTopLevel(all, 'new', 2, second.lastKey);
    expect(ids(third)).toEqual(['c01']);
    expect(third.lastKey).toBeUndefined();

    const top = pageTopLevel(all, 'top', 3);
    expect(Object.keys(top.lastKey!).sort()).toEqual(['GSI3PK', 'GSI3SK', 'PK', 'SK']);
    expect(ids(pageTopLevel(all, 'top', 3, top.lastKey))).toEqual(['c02', 'c05']);
  });

  it('leaves out a comment the index does not hold (no sort key)', () => {
    const { GSI3SK: _unsorted, ...rest } = all[0] as CommentItem & { GSI3SK?: string };
    expect(ids(pageTopLevel([rest as CommentItem, ...all.slice(1)], 'top', 50))).not.toContain('c01');
  });
});
