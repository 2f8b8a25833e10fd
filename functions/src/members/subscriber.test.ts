// Who wears the subscriber badge (an active supporter subscription, never the community's owner), what one's own
// profile shows of the subscription, and the session's subscriber flag and status.
import { describe, expect, it } from 'vitest';
import { toSessionUser } from '../auth/session.ts';
import {
  isSubscriber,
  type MemberItem,
  type MemberSubscription,
  ownSubscriptionView,
  wearsSubscriberBadge,
} from './model.ts';

const subscription = (status: MemberSubscription['status'], over: Partial<MemberSubscription> = {}) => ({
  subscriptionId: 'sub_1',
  status,
  startedAt: '2026-03-01T10:00:00.000Z',
  currentPeriodEnd: '2026-04-01T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  stamp: '1772359200.evt_1',
  ...over,
});

const ada = (over: Partial<MemberItem> = {}): MemberItem => ({
  communityId: 'cm',
  memberId: 'm1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  kind: 'member',
  state: 'active',
  needsApproval: false,
  welcomePending: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('the subscriber badge', () => {
  it.each([
    ['active', 'member', true],
    ['active', 'owner', false],
    ['past_due', 'member', false],
    ['canceled', 'member', false],
    ['unpaid', 'member', false],
    ['trialing', 'member', false],
  ] as const)('a %s subscription of a %s shows it: %s', (status, kind, shown) => {
    expect(wearsSubscriberBadge(ada({ kind, subscription: subscription(status) }))).toBe(shown);
  });

  it('a member who never subscribed wears none', () => {
    expect(wearsSubscriberBadge(ada())).toBe(false);
    expect(isSubscriber(ada())).toBe(false);
  });
});

describe("the member's own subscription view", () => {
  it('shows status, dates and the cancellation switch, not the provider ids', () => {
    expect(ownSubscriptionView(ada({ subscription: subscription('active', { cancelAtPeriodEnd: true }) }))).toEqual({
      status: 'active',
      startedAt: '2026-03-01T10:00:00.000Z',
      currentPeriodEnd: '2026-04-01T10:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
  });

  it('is null without a subscription', () => {
    expect(ownSubscriptionView(ada())).toBeNull();
  });
});

describe('the session user', () => {
  it('carries the subscriber flag and the status', () => {
    expect(toSessionUser(ada({ subscription: subscription('active') }))).toMatchObject({
      subscriber: true,
      subscriptionStatus: 'active',
    });
    expect(toSessionUser(ada({ subscription: subscription('past_due') }))).toMatchObject({
      subscriber: false,
      subscriptionStatus: 'past_due',
    });
    expect(toSessionUser(ada())).toMatchObject({ subscriber: false, subscriptionStatus: null });
  });
});
