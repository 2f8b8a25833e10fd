// The bell's unread count is one DynamoDB request (Numbers), and that one request still carries the
// membership gate: a pending, denied, banned or missing account is refused on the member item it read.
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Config from '../communities/config.ts';
import type { CommunityConfig } from '../communities/config.ts';
import { keys } from '../platform/db/keys.ts';

const CID = 'cm-budget';

vi.mock('../communities/config.ts', async (original) => ({
  ...(await original<typeof Config>()),
  // The configuration is cached per container (CONFIG_TTL_MS); the budget is about the requests the count makes.
  communityConfig: async (): Promise<Partial<CommunityConfig>> => ({
    community: {
      communityId: CID,
      communityName: 'Budget',
      privateCommunity: false,
      isLive: true,
    } as CommunityConfig['community'],
    roles: [],
    subforums: [],
    categories: [],
    platformPermissions: {},
  }),
}));

const { getUnread } = await import('./bell.ts');

const ddb = mockClient(DynamoDBDocumentClient);
const tenant = { kind: 'community' as const, communityId: CID, host: 'budget.localhost' };
const actor = { sub: 's', username: `${CID}|a@x`, communityId: CID, memberId: 'mb-a', email: 'a@x', issuedAt: 10 };

function stored(member: Record<string, unknown> | null) {
  const items = [
    { ...keys.notificationState(CID, 'mb-a'), unread: 4, lastSeenAt: '2026-01-01T00:00:00.000Z' },
    ...(member ? [{ ...keys.member(CID, 'mb-a'), communityId: CID, memberId: 'mb-a', ...member }] : []),
  ];
  ddb.on(BatchGetCommand).resolves({ Responses: { hearth: items } });
}

beforeEach(() => {
  ddb.reset();
  process.env.TABLE_NAME = 'hearth';
});

describe('the unread count', () => {
  it('answers an active member with one DynamoDB request', async () => {
    stored({ state: 'active', roleIds: [] });
    expect(await getUnread(tenant, actor)).toEqual({ unread: 4, lastSeenAt: '2026-01-01T00:00:00.000Z' });
    expect(ddb.calls()).toHaveLength(1);
  });

  it('refuses a timed-out member on the member item read in that request: a timeout is a ban until it ends', async () => {
    stored({ state: 'active', roleIds: [], ban: { permanent: false, expiresAt: '2999-01-01T00:00:00.000Z' } });
    await expect(getUnread(tenant, actor)).rejects.toMatchObject({ code: 'ACCOUNT_BANNED' });
    expect(ddb.calls()).toHaveLength(1);
  });

  it('answers a member whose timeout has ended', async () => {
    stored({ state: 'active', roleIds: [], ban: { permanent: false, expiresAt: '2020-01-01T00:00:00.000Z' } });
    expect(await getUnread(tenant, actor)).toEqual({ unread: 4, lastSeenAt: '2026-01-01T00:00:00.000Z' });
  });

  it.each([
    ['pending', { state: 'pending' }, 'ACCOUNT_PENDING'],
    ['denied', { state: 'denied' }, 'ACCOUNT_DENIED'],
    [
      'banned',
      { state: 'active', ban: { permanent: true, reason: 'x', at: '2026-01-01T00:00:00.000Z' } },
      'ACCOUNT_BANNED',
    ],
    ['missing', null, 'NOT_A_MEMBER'],
  ])('refuses a %s account on the member item read in that request', async (_, member, code) => {
    stored(member);
    await expect(getUnread(tenant, actor)).rejects.toMatchObject(code === 'NOT_A_MEMBER' ? { reason: code } : { code });
  });

  it('refuses a session ended after its token was issued', async () => {
    stored({ state: 'active', sessionsValidAfter: 20_000 });
    await expect(getUnread(tenant, actor)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});
