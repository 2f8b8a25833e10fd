// The day-range reads: the owner overview's counters stay exactly the statsDay items when other domains keep items
// beside them (`STATS#DAY#<day>#…`), and the combined read pages on until the range is read whole.
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDayItems, getStatsDays } from './activity.ts';
import { keys } from './db/keys.ts';

const CID = 'cm-days';
const ddb = mockClient(DynamoDBDocumentClient);

const counters = (day: string, newMembers: number) => ({ ...keys.statsDay(CID, day), day, newMembers });
const visits = (day: string, views: number) => ({ ...keys.analyticsDay(CID, day), day, views });

beforeEach(() => {
  ddb.reset();
  process.env.TABLE_NAME = 'hearth';
});

describe('getStatsDays', () => {
  it('answers only the daily counters, not the items sorted beside them', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [counters('2026-03-01', 2), visits('2026-03-01', 40), counters('2026-03-02', 5), visits('2026-03-02', 9)],
    });
    const days = await getStatsDays(CID, '2026-03-01', '2026-03-02');
    expect(days.map((d) => [d.day, d.newMembers])).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 5],
    ]);
    const input = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input.ExpressionAttributeValues).toMatchObject({ ':to': keys.statsDay(CID, '2026-03-02').SK });
  });
});

describe('getDayItems', () => {
  it('reads through the last day’s own items and pages on, splitting counters from the rest', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [counters('2026-03-01', 1), visits('2026-03-01', 3)], LastEvaluatedKey: { PK: 'x' } })
      .resolvesOnce({ Items: [counters('2026-03-02', 4), visits('2026-03-02', 7)] });
    const { stats, beside } = await getDayItems(CID, '2026-03-01', '2026-03-02');
    expect(stats.map((d) => d.newMembers)).toEqual([1, 4]);
    expect(beside.map((d) => d.views)).toEqual([3, 7]);
    const calls = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.ExpressionAttributeValues).toMatchObject({
      ':from': keys.statsDay(CID, '2026-03-01').SK,
      ':to': `${keys.statsDay(CID, '2026-03-02').SK}#~`,
    });
    expect(calls[1]!.ExclusiveStartKey).toEqual({ PK: 'x' });
  });
});
