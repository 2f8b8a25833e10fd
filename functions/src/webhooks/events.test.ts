import type { DomainEvent } from '@hearth/shared/schemas/events';
import { describe, expect, it } from 'vitest';
import { webhookBody, webhookEventOf } from './events.ts';

const event = (type: string, detail: Record<string, unknown>) =>
  ({
    id: '01JZ0000000000000000000000',
    type,
    communityId: 'c1',
    occurredAt: '2026-01-01T00:00:00.000Z',
    detail,
  }) as DomainEvent;

describe('webhook events', () => {
  it.each([
    ['member.verified', { memberId: 'm1', state: 'active' }, { type: 'member.joined', data: { memberId: 'm1' } }],
    ['member.verified', { memberId: 'm1', state: 'pending' }, null],
    ['member.approved', { memberId: 'm1' }, { type: 'member.joined', data: { memberId: 'm1' } }],
    [
      'member.banned',
      { memberId: 'm1', until: null, by: 's1', auditId: 'a1' },
      { type: 'member.banned', data: { memberId: 'm1', until: null, bannedBy: 's1' } },
    ],
    [
      'post.created',
      { postId: 'p1', authorId: 'm1', type: 'poll', mentions: ['m2'] },
      { type: 'post.created', data: { postId: 'p1', postType: 'poll' } },
    ],
    [
      'post.approved',
      { postId: 'p1', authorId: 'm1', by: 's1' },
      { type: 'post.approved', data: { postId: 'p1', approvedBy: 's1' } },
    ],
    [
      'comment.created',
      { postId: 'p1', commentId: 'k1', parentId: null, authorId: 'm1' },
      { type: 'comment.created', data: { commentId: 'k1', postId: 'p1', parentId: null } },
    ],
    [
      'billing.supporter-changed',
      { memberId: 'm1', subscriptionId: 's1', started: true, badgeChanged: true },
      { type: 'subscription.started', data: { memberId: 'm1', subscriptionId: 's1' } },
    ],
    ['billing.supporter-changed', { memberId: 'm1', subscriptionId: 's1', started: false, badgeChanged: true }, null],
    ['vote.cast', { postId: 'p1', memberId: 'm1', vote: 'upvote' }, null],
  ])('%s %j → %j', (type, detail, expected) => {
    expect(webhookEventOf(event(type, detail))).toEqual(expected);
  });

  it('sends the webhook id, type, time, community and data, and never an author of content', () => {
    const source = event('comment.created', { postId: 'p1', commentId: 'k1', parentId: null, authorId: 'm1' });
    const body = JSON.parse(webhookBody(source, webhookEventOf(source)!, 'wh_1'));
    expect(body).toEqual({
      id: 'wh_1',
      type: 'comment.created',
      createdAt: '2026-01-01T00:00:00.000Z',
      communityId: 'c1',
      data: { commentId: 'k1', postId: 'p1', parentId: null },
    });
  });
});
