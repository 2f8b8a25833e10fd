// Top Members (the owner app's Statistics) and the plan: the plan check adds no DynamoDB request. The staff record and
// the community item (which carries the plan) come in one BatchGetItem, the page from one Query: two requests, as the
// staff read and the Query were before the plan mattered. A plan without statistics is refused after the first.
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import * as messages from '@hearth/shared/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { keys } from '../platform/db/keys.ts';
import { listTopMembers } from './leaderboard.ts';

const CID = 'cm-stats';
const ddb = mockClient(DynamoDBDocumentClient);
const actor = { sub: 's', username: 'app|o@x', communityId: 'app', memberId: 'mb-o', email: 'o@x', issuedAt: 10 };

function stored(facts: { accessLevel?: number; planChoice?: unknown; isLifetime?: boolean; community?: boolean }) {
  const items = [
    ...(facts.accessLevel === undefined
      ? []
      : [{ ...keys.staff(CID, 'mb-o'), communityId: CID, memberId: 'mb-o', accessLevel: facts.accessLevel }]),
    ...(facts.community === false
      ? []
      : [{ ...keys.community(CID), communityId: CID, planChoice: facts.planChoice, isLifetime: facts.isLifetime }]),
  ];
  ddb.on(BatchGetCommand).resolves({ Responses: { hearth: items } });
  ddb.on(QueryCommand).resolves({ Items: [{ memberId: 'mb-1', firstName: 'Ada', lastName: 'L', xp: 120 }] });
}

beforeEach(() => {
  ddb.reset();
  process.env.TABLE_NAME = 'hearth';
});

describe('Top Members and the plan', () => {
  it.each([
    ['monthly professional', { planId: 'professional-plan', interval: 'month' }, false],
    ['yearly premium', { planId: 'premium-plan', interval: 'year' }, false],
    ['lifetime professional', { planId: 'professional-plan', interval: 'month' }, true],
  ])('answers the owner on a %s plan with two DynamoDB requests', async (_, planChoice, isLifetime) => {
    stored({ accessLevel: 100, planChoice, isLifetime });
    const page = await listTopMembers(actor, CID, undefined);
    expect(page.items.map((m) => m.fullName)).toEqual(['Ada L']);
    expect(ddb.calls().map((call) => call.args[0].constructor.name)).toEqual(['BatchGetCommand', 'QueryCommand']);
  });

  it.each([
    ['an essential plan', { planId: 'essential-plan', interval: 'year' }],
    ['no plan', undefined],
  ])('refuses the owner on %s, naming the plan needed, after one request', async (_, planChoice) => {
    stored({ accessLevel: 100, planChoice });
    await expect(listTopMembers(actor, CID, undefined)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      reason: 'STATISTICS_PLAN',
      message: messages.statisticsPlan('Professional'),
    });
    expect(ddb.calls()).toHaveLength(1);
  });

  it.each([
    ['no staff record', { planChoice: { planId: 'essential-plan', interval: 'month' } }],
    ['staff below admin level', { accessLevel: 50, planChoice: { planId: 'essential-plan', interval: 'month' } }],
    ['no community', { accessLevel: 100, community: false }],
  ])('answers %s as not found, whatever the plan', async (_, facts) => {
    stored(facts);
    await expect(listTopMembers(actor, CID, undefined)).rejects.toMatchObject({ status: 404, reason: 'NOT_STAFF' });
  });
});
