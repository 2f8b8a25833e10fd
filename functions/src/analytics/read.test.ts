// The statistics reads and their DynamoDB requests: the staff record and the community in one BatchGet, the days in
// one Query; refusals after the first request; a sample without the Query; online now as unions of minute sets.
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import * as messages from '@hearth/shared/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { keys } from '../platform/db/keys.ts';
import { rangeDays } from '@hearth/shared/rules/analytics';
import { buildCards } from './cards.ts';
import { getAnalytics, getOnlineNow, onlineMinutes } from './read.ts';
import { sampleWindow } from './sample.ts';

const CID = 'cm-read';
const NOW = new Date('2026-03-10T12:02:30Z');
const ddb = mockClient(DynamoDBDocumentClient);
const actor = { sub: 's', username: 'app|o@x', communityId: 'app', memberId: 'mb-o', email: 'o@x', issuedAt: 10 };
const professional = { planId: 'professional-plan', interval: 'month' };

function staffAndCommunity(facts: { accessLevel?: number; planChoice?: unknown; isSampleAnalytics?: boolean }) {
  return [
    ...(facts.accessLevel === undefined
      ? []
      : [{ ...keys.staff(CID, 'mb-o'), communityId: CID, memberId: 'mb-o', accessLevel: facts.accessLevel }]),
    {
      ...keys.community(CID),
      communityId: CID,
      memberCount: 12,
      planChoice: facts.planChoice,
      ...(facts.isSampleAnalytics ? { isSampleAnalytics: true } : {}),
    },
  ];
}

beforeEach(() => {
  ddb.reset();
  process.env.TABLE_NAME = 'hearth';
});

/** The requests sent, in name order (the BatchGet and the Query go out together). */
const sent = () =>
  ddb
    .calls()
    .map((call) => call.args[0].constructor.name)
    .sort();

describe('getAnalytics', () => {
  it('reads the previous period through today in one Query beside one BatchGet', async () => {
    ddb
      .on(BatchGetCommand)
      .resolves({ Responses: { hearth: staffAndCommunity({ accessLevel: 100, planChoice: professional }) } });
    ddb.on(QueryCommand).resolves({
      Items: [
        { ...keys.statsDay(CID, '2026-03-09'), day: '2026-03-09', newMembers: 2, activeMembers: 3 },
        {
          ...keys.analyticsDay(CID, '2026-03-09'),
          day: '2026-03-09',
          views: 7,
          'dev:tablet': 2,
          retained: new Set(['a']),
        },
        { ...keys.statsDay(CID, '2026-03-10'), day: '2026-03-10', newMembers: 1 },
      ],
    });
    const answer = await getAnalytics(actor, CID, {}, NOW);
    expect(sent()).toEqual(['BatchGetCommand', 'QueryCommand']);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':from': keys.statsDay(CID, '2026-02-25').SK,
      ':to': `${keys.statsDay(CID, '2026-03-10').SK}#~`,
    });
    expect(answer.isSampleAnalytics).toBe(false);
    expect(answer.range).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(answer.previousRange).toEqual({ startDate: '2026-02-25', endDate: '2026-03-03' });
    expect(answer.days.at(-2)).toMatchObject({ date: '2026-03-09', totalMembers: 11, pageViews: 7, retention: 0.5 });
    expect(answer.summary).toMatchObject({ totalMembers: 12, newMembers: 3, pageViews: 7, retentionRate: 1 / 3 });
    expect(answer.devices).toContainEqual({ name: 'tablet', users: 2 });
  });

  it('reads through today when the range ends earlier, so member totals count every later join', async () => {
    ddb
      .on(BatchGetCommand)
      .resolves({ Responses: { hearth: staffAndCommunity({ accessLevel: 100, planChoice: professional }) } });
    ddb.on(QueryCommand).resolves({
      Items: [{ ...keys.statsDay(CID, '2026-03-08'), day: '2026-03-08', newMembers: 5 }],
    });
    const answer = await getAnalytics(actor, CID, { startDate: '2026-03-01', endDate: '2026-03-02' }, NOW);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':to': `${keys.statsDay(CID, '2026-03-10').SK}#~`,
    });
    expect(answer.summary.totalMembers).toBe(7);
  });

  it('answers a marked sample, not what was read, while the community has no real data', async () => {
    ddb.on(BatchGetCommand).resolves({
      Responses: { hearth: staffAndCommunity({ accessLevel: 100, planChoice: professional, isSampleAnalytics: true }) },
    });
    ddb.on(QueryCommand).resolves({
      Items: [{ ...keys.analyticsDay(CID, '2026-03-05'), day: '2026-03-05', views: 1, visitors: 1 }],
    });
    const answer = await getAnalytics(actor, CID, { startDate: '2026-03-01', endDate: '2026-03-30' }, NOW);
    const window = rangeDays({ startDate: '2026-01-30', endDate: '2026-03-30' });
    expect(answer).toEqual({
      isSampleAnalytics: true,
      ...buildCards({
        range: { startDate: '2026-03-01', endDate: '2026-03-30' },
        previousRange: { startDate: '2026-01-30', endDate: '2026-02-28' },
        window,
        ...sampleWindow(CID, window),
      }),
    });
    expect(answer.days.find((d) => d.date === '2026-03-05')!.pageViews).toBeGreaterThan(1);
    expect(answer.days).toHaveLength(30);
    expect(answer).toEqual(await getAnalytics(actor, CID, { startDate: '2026-03-01', endDate: '2026-03-30' }, NOW));
  });

  it.each([
    ['an essential plan', { planId: 'essential-plan', interval: 'year' }],
    ['no plan', undefined],
  ])('refuses %s, naming the plan needed, with nothing of the days read', async (_, planChoice) => {
    ddb.on(BatchGetCommand).resolves({ Responses: { hearth: staffAndCommunity({ accessLevel: 100, planChoice }) } });
    ddb.on(QueryCommand).rejects(new Error('the days are not needed'));
    await expect(getAnalytics(actor, CID, {}, NOW)).rejects.toMatchObject({
      status: 403,
      reason: 'STATISTICS_PLAN',
      message: messages.statisticsPlan('Professional'),
    });
  });

  it.each([
    ['no staff record', {}],
    ['staff below admin level', { accessLevel: 50 }],
  ])('answers %s as not found, whatever the plan', async (_, facts) => {
    ddb
      .on(BatchGetCommand)
      .resolves({ Responses: { hearth: staffAndCommunity({ ...facts, planChoice: professional }) } });
    await expect(getAnalytics(actor, CID, {}, NOW)).rejects.toMatchObject({ status: 404, reason: 'NOT_STAFF' });
    await expect(getOnlineNow(actor, CID, NOW)).rejects.toMatchObject({ status: 404, reason: 'NOT_STAFF' });
  });
});

describe('getOnlineNow', () => {
  it('counts the distinct members and guests of the last 5 minutes, on any plan', async () => {
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { hearth: staffAndCommunity({ accessLevel: 100 }) } })
      .resolvesOnce({
        Responses: {
          hearth: [
            {
              ...keys.onlineMinute(CID, '2026-03-10T12:02'),
              members: new Set(['m:1', 'm:2']),
              guests: new Set(['g:a']),
            },
            {
              ...keys.onlineMinute(CID, '2026-03-10T11:59'),
              members: new Set(['m:2', 'm:3']),
              guests: new Set(['g:a', 'g:b']),
            },
          ],
        },
      });
    expect(await getOnlineNow(actor, CID, NOW)).toEqual({ members: 3, guests: 2, at: NOW.toISOString() });
    const keysAsked = ddb.commandCalls(BatchGetCommand)[1]!.args[0].input.RequestItems!.hearth!.Keys;
    expect(keysAsked).toEqual(onlineMinutes(NOW).map((m) => keys.onlineMinute(CID, m)));
    expect(onlineMinutes(NOW)).toEqual([
      '2026-03-10T12:02',
      '2026-03-10T12:01',
      '2026-03-10T12:00',
      '2026-03-10T11:59',
      '2026-03-10T11:58',
    ]);
  });
});
