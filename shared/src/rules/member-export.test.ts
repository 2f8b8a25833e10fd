import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, assembleExport } from './member-export.ts';

describe('data export archive', () => {
  it('joins the parts: comments signed and anonymous, votes and reactions on posts and comments', () => {
    const archive = assembleExport(
      {
        profile: [{ memberId: 'm1', email: 'a@example.com' }],
        posts: [{ id: 'p1' }],
        comments: [{ id: 'c1' }],
        anonymousComments: [{ id: 'c2', anonymous: true }],
        postActions: [
          { postId: 'p1', vote: 'upvote', reactions: ['like'], pollVotes: [], subscribed: true },
          { postId: 'p2', vote: null, reactions: [], pollVotes: ['o1', 'o2'], subscribed: false },
        ],
        commentActions: [{ postId: 'p3', commentId: 'c9', vote: 'downvote', reactions: ['love', 'haha'] }],
      },
      { id: 'cm-demo', name: 'Demo' },
      '2026-11-23T00:00:00.000Z',
    );
    expect(archive).toEqual({
      format: EXPORT_FORMAT,
      exportedAt: '2026-11-23T00:00:00.000Z',
      community: { id: 'cm-demo', name: 'Demo' },
      profile: { memberId: 'm1', email: 'a@example.com' },
      posts: [{ id: 'p1' }],
      comments: [{ id: 'c1' }, { id: 'c2', anonymous: true }],
      votes: [
        { postId: 'p1', commentId: null, vote: 'upvote' },
        { postId: 'p3', commentId: 'c9', vote: 'downvote' },
      ],
      reactions: [
        { postId: 'p1', commentId: null, reaction: 'like' },
        { postId: 'p3', commentId: 'c9', reaction: 'love' },
        { postId: 'p3', commentId: 'c9', reaction: 'haha' },
      ],
      pollVotes: [
        { postId: 'p2', optionId: 'o1' },
        { postId: 'p2', optionId: 'o2' },
      ],
      followedPosts: ['p1'],
    });
  });

  it('is empty, not missing, for a member with no activity', () => {
    const archive = assembleExport({ profile: [{ memberId: 'm1' }] }, { id: 'c', name: 'C' }, 'now');
    expect(archive).toMatchObject({
      posts: [],
      comments: [],
      votes: [],
      reactions: [],
      pollVotes: [],
      followedPosts: [],
    });
  });
});
