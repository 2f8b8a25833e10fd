import { describe, expect, it } from 'vitest';
import { messageOf } from './message.ts';

describe('messageOf (batched kinds)', () => {
  it('names the one member, then counts people', () => {
    const base = { actorName: 'Ana Ruiz', title: 'Lake run' };
    expect(messageOf({ ...base, kind: 'postUpvotes', actorCount: 1 })).toBe('Ana Ruiz upvoted your post "Lake run"');
    expect(messageOf({ ...base, kind: 'postUpvotes', actorCount: 12 })).toBe('12 people upvoted your post "Lake run"');
    expect(messageOf({ ...base, kind: 'commentReactions', actorCount: 2 })).toBe(
      '2 people reacted to your comment "Lake run"',
    );
    expect(messageOf({ ...base, kind: 'postDenied', actorCount: 1 })).toBe('Your post "Lake run" was denied.');
  });
});
