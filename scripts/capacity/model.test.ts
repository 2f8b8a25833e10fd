import { describe, expect, it } from 'vitest';
import type { AccessPattern } from './access-patterns.ts';
import { type Scenario, model, overLimit, scopeOf, supporterMargin } from './model.ts';
import { cognitoCost } from './prices.ts';

const pattern = (
  endpoint: string,
  responseBytes: number,
  events: string[],
  partitions: AccessPattern['partitions'],
  downstream: AccessPattern['downstream'] = [],
) =>
  ({
    endpoint,
    route: '',
    as: 'member',
    status: 200,
    responseBytes,
    requests: {},
    events,
    partitions,
    downstream,
  }) as AccessPattern;

/**
 * A vote writes the post (two items, 6 units), a feed partition (2 units) and its event, whose one consumer writes the
 * community's day counter (2 units); a feed page reads 3 posts.
 */
const patterns = [
  pattern(
    'posts.votePost',
    50,
    ['vote.cast'],
    [
      { index: 'table', partition: 'C#{id}#P#{id}', kind: 'write', items: 2, units: 6, bytes: 1000 },
      { index: 'table', partition: 'C#{id}#F#{id}#{id}', kind: 'write', items: 1, units: 2, bytes: 500 },
      { index: 'table', partition: 'C#{id}#E#{id}', kind: 'write', items: 1, units: 2, bytes: 200 },
    ],
    [
      {
        consumer: 'counts',
        event: 'vote.cast',
        requests: {},
        partitions: [{ index: 'table', partition: 'C#{id}', kind: 'write', items: 1, units: 2, bytes: 100 }],
      },
    ],
  ),
  pattern(
    'posts.getFeed',
    3000,
    [],
    [{ index: 'table', partition: 'C#{id}#P#{id}', kind: 'read', items: 3, units: 1.5, bytes: 400 }],
  ),
];

/** 43,200 active members: two page views (0.9 feed pages) and one post vote each a day; the busiest hour twice the mean. */
const scenario: Scenario = {
  name: 'hand-computed',
  members: 86_400,
  dailyActiveShare: 0.5,
  monthlyActiveShare: 1,
  perActiveMember: { pageViews: 2, posts: 0, comments: 0, postVotes: 1, commentVotes: 0, reactions: 0 },
  signUpsPerDayShare: 0,
  peakToAverage: 2,
  hottestPostShare: 0.1,
  hottestCommunityShare: 1,
  liveMinutesPerActiveMember: 0,
  liveMessagesPerEvent: 0,
  pageBytesPerView: 0,
  mediaBytesPerPost: 0,
};

const key = (r: ReturnType<typeof model>, partition: string, kind: 'read' | 'write') =>
  r.keys.find((k) => k.partition === partition && k.kind === kind)!;

describe('the capacity model', () => {
  const r = model(scenario, patterns);

  it('turns a day of activity into a month of calls, request units and events', () => {
    // Feed: 0.9 × 43,200 = 38,880 a day; votes 43,200 a day; 30 days.
    expect(r.activeMembers).toBe(43_200);
    expect(r.calls).toBeCloseTo((38_880 + 43_200) * 30);
    expect(r.readUnits).toBeCloseTo(38_880 * 1.5 * 30);
    // The vote's own 10 write units and its consumer's 2.
    expect(r.writeUnits).toBeCloseTo(43_200 * 12 * 30);
    expect(r.events).toBeCloseTo(43_200 * 30);
    expect(r.consumerInvocations).toBeCloseTo(43_200 * 30);
    expect(r.lambdaInvocations).toBeCloseTo((38_880 + 43_200 + 43_200) * 30);
    expect(r.cost['DynamoDB requests']).toBeCloseTo(1.7496 * 0.125 + 15.552 * 0.625, 6);
    expect(r.cost.EventBridge).toBeCloseTo(1.296, 6);
  });

  it("puts the hottest post's share of the votes on its partition and the whole community's on the feed's", () => {
    // Votes at peak: 43,200 / 86,400 × 2 = 1 a second; the hottest post takes a tenth: 0.1 × 6 units.
    expect(key(r, 'C#{id}#P#{id}', 'write')).toMatchObject({ scope: 'post' });
    expect(key(r, 'C#{id}#P#{id}', 'write').unitsPerSecond).toBeCloseTo(0.6);
    expect(key(r, 'C#{id}#P#{id}', 'write').itemsPerSecond).toBeCloseTo(0.2);
    expect(key(r, 'C#{id}#F#{id}#{id}', 'write').unitsPerSecond).toBeCloseTo(2);
    expect(key(r, 'C#{id}#F#{id}#{id}', 'write').ofLimit).toBeCloseTo(2 / 1000);
    // The consumer's counter is one per community: every vote's 2 units at the peak's 1 a second.
    expect(key(r, 'C#{id}', 'write')).toMatchObject({ scope: 'community', unitsPerSecond: 2 });
    // Feed pages at peak: 0.9 a second, each listing the hottest post: 1.5 read units each.
    expect(key(r, 'C#{id}#P#{id}', 'read').unitsPerSecond).toBeCloseTo(1.35);
    expect(key(r, 'C#{id}#P#{id}', 'read').ofLimit).toBeCloseTo(1.35 / 3000);
    expect(overLimit(r)).toEqual([]);
  });

  it("names the keys over a partition's limit and by how much", () => {
    // 1,000 times the members: 1,000 votes a second at peak, a quarter on one post: 250 × 6 = 1,500 units a second.
    const big = model({ ...scenario, members: 86_400_000, hottestPostShare: 0.25 }, patterns);
    const over = overLimit(big);
    expect(over.map((k) => `${k.index} ${k.partition} ${k.kind}`)).toEqual([
      'table C#{id}#F#{id}#{id} write',
      'table C#{id} write',
      'table C#{id}#P#{id} write',
    ]);
    expect(over.map((k) => k.ofLimit)).toEqual([2, 2, 1.5].map((n) => expect.closeTo(n)));
  });

  it("tells a community's partitions from a post's, an author's, a member's and an event's", () => {
    expect(scopeOf('C#{id}')).toBe('community');
    expect(scopeOf('C#{id}#LB')).toBe('community');
    expect(scopeOf('C#{id}#F#{id}#{id}')).toBe('community');
    expect(scopeOf('C#{id}#P#{id}#TOP')).toBe('post');
    expect(scopeOf('C#{id}#N#{id}')).toBe('spread');
    expect(scopeOf('C#{id}#F#a:{id}#all')).toBe('author');
    expect(scopeOf('C#{id}#MP#{id}')).toBe('author');
    expect(scopeOf('C#{id}#MAP#{id}')).toBe('spread');
    expect(scopeOf('C#{id}#F#home#all')).toBe('community');
    expect(scopeOf('C#{id}#E#{id}')).toBe('unique');
  });

  it("prices Cognito by its monthly-active-user tiers and an owner's supporter after the card and platform fees", () => {
    expect(cognitoCost(10_000)).toBe(0);
    expect(cognitoCost(110_000)).toBeCloseTo(90_000 * 0.0055 + 10_000 * 0.0046);
    const m = supporterMargin(5, 8);
    expect(m.card).toBeCloseTo(0.445);
    expect(m.platformFee).toBeCloseTo(0.4);
    expect(m.owner).toBeCloseTo(4.155);
  });
});
