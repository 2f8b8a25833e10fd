import { describe, expect, it } from 'vitest';
import { newComment } from './model.ts';

const base = {
  communityId: 'cm-1',
  postId: 'p1',
  content: '<p>Hi</p>',
  authorId: 'mb-1',
  authorName: 'Maya Member',
  anonymous: false,
  publishedAt: '2026-11-26T00:00:00.000Z',
  reactionKeys: ['like', 'love'],
};

describe('newComment', () => {
  it.each([
    { case: 'top level', parent: null, path: 'c9', parentId: null, indentLevel: 0, hostPath: null },
    {
      case: 'a reply',
      parent: { path: 'c1', indentLevel: 0 },
      path: 'c1/c9',
      parentId: 'c1',
      indentLevel: 1,
      hostPath: 'c1',
    },
    {
      case: 'a reply to a second-level comment',
      parent: { path: 'c1/c2', indentLevel: 1 },
      path: 'c1/c2/c9',
      parentId: 'c2',
      indentLevel: 2,
      hostPath: 'c1/c2',
    },
    {
      case: 'a reply to a third-level comment joins its parent',
      parent: { path: 'c1/c2/c3', indentLevel: 2 },
      path: 'c1/c2/c9',
      parentId: 'c2',
      indentLevel: 2,
      hostPath: 'c1/c2',
    },
  ])('places $case', ({ parent, path, parentId, indentLevel, hostPath }) => {
    const out = newComment({ ...base, id: 'c9', parent });
    expect(out.hostPath).toBe(hostPath);
    expect(out.comment).toMatchObject({ id: 'c9', path, parentId, indentLevel });
  });

  it('starts every count at zero, with the community reactions', () => {
    const { comment } = newComment({ ...base, id: 'c9', parent: null });
    expect(comment).toMatchObject({ upvotes: 0, downvotes: 0, score: 0, totalReplies: 0, deleted: false });
    expect(comment.reactions).toEqual({ like: 0, love: 0 });
  });
});
