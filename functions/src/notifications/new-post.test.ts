import { describe, expect, it } from 'vitest';
import { HOT_POST_SCORE } from '@hearth/shared/rules/hot-score';
import { turnsHot } from './hot-post.ts';
import { newPostReach } from './new-post.ts';

const now = Date.parse('2026-06-01T12:00:00Z');
const member = (over: Record<string, unknown> = {}) =>
  ({ memberId: 'mb-reader', state: 'active', ...over }) as Parameters<typeof newPostReach>[0];
const timedBan = (expiresAt: string) => ({ ban: { permanent: false, expiresAt } });

describe('newPostReach: who a new post reaches, and by which channel', () => {
  it.each([
    ['a member with the defaults', member(), true, null, { app: true, email: false, push: false }],
    ['the author', member({ memberId: 'mb-author' }), true, null, { app: false, email: false, push: false }],
    ['a member who cannot read the post', member(), false, null, { app: false, email: false, push: false }],
    ['a pending member', member({ state: 'pending' }), true, null, { app: false, email: false, push: false }],
    ['a denied member', member({ state: 'denied' }), true, null, { app: false, email: false, push: false }],
    [
      'a banned member',
      member({ ban: { permanent: true, expiresAt: null } }),
      true,
      null,
      { app: false, email: false, push: false },
    ],
    [
      'a timed-out member',
      member(timedBan('2026-06-02T00:00:00Z')),
      true,
      null,
      { app: false, email: false, push: false },
    ],
    [
      'a member whose timeout ran out',
      member(timedBan('2026-05-31T00:00:00Z')),
      true,
      null,
      { app: true, email: false, push: false },
    ],
    [
      'newPost in-app off',
      member(),
      true,
      { newPostAppNotifications: false },
      { app: false, email: false, push: false },
    ],
    [
      'the In-App master off',
      member(),
      true,
      { allAppNotifications: false },
      { app: false, email: false, push: false },
    ],
    [
      'newPost e-mails on',
      member(),
      true,
      { newPostEmailNotifications: true },
      { app: true, email: true, push: false },
    ],
    ['newPost Push on', member(), true, { newPostPushNotifications: true }, { app: true, email: false, push: true }],
    [
      'newPost Push on, the Push master off',
      member(),
      true,
      { newPostPushNotifications: true, allPushNotifications: false },
      { app: true, email: false, push: false },
    ],
    [
      'newPost e-mails on, the Email master off',
      member(),
      true,
      { newPostEmailNotifications: true, allEmailNotifications: false },
      { app: true, email: false, push: false },
    ],
  ])('%s', (_, who, readable, prefs, expected) => {
    expect(newPostReach(who, 'mb-author', readable, prefs, now)).toEqual(expected);
  });
});

describe('turnsHot: an upvote on the post itself at or over the threshold', () => {
  it.each([
    [{ vote: 'upvote' }, HOT_POST_SCORE, true],
    [{ vote: 'upvote' }, HOT_POST_SCORE + 3, true],
    [{ vote: 'upvote' }, HOT_POST_SCORE - 1, false],
    [{ vote: 'downvote' }, HOT_POST_SCORE, false],
    [{ vote: 'none' }, HOT_POST_SCORE, false],
    [{ vote: 'upvote', commentId: 'cm-1' }, HOT_POST_SCORE, false],
  ])('%o at score %i: %s', (vote, score, expected) => {
    expect(turnsHot(vote, score)).toBe(expected);
  });
});
