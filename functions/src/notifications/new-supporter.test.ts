// The owner's notice of a new supporter: written for a supporter change that began a period, to the community's owner,
// with the supporter's name and profile; one per subscription; none when the owner turned in-app notices off, is
// banned, or the supporter is gone.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberItem } from '../members/model.ts';
import type { NotificationItem } from './store/notifications.ts';

const members = new Map<string, MemberItem>();
const existing = new Set<string>();
let prefs: Record<string, boolean> = {};
vi.mock('../communities/config.ts', () => ({
  communityConfig: async (communityId: string) => ({ community: { communityId, ownerMemberId: 'owner' } }),
}));
vi.mock('../members/service.ts', () => ({
  getMember: async (_cid: string, memberId: string) => members.get(memberId) ?? null,
}));
vi.mock('./store/preferences.ts', () => ({ getPreferences: async () => prefs }));
vi.mock('./store/notifications.ts', () => ({
  hasNotification: async (_cid: string, memberId: string, id: string) => existing.has(`${memberId}/${id}`),
  putNotification: (item: NotificationItem) => ({ put: item }),
  putNotificationIfAbsent: (item: NotificationItem) => ({ put: item }),
}));
vi.mock('./store/bell.ts', () => ({ countUnread: (_cid: string, memberId: string) => ({ bell: memberId }) }));

const { accountEffect } = await import('./account.ts');

const person = (memberId: string, over: Partial<MemberItem> = {}): MemberItem => ({
  communityId: 'cm',
  memberId,
  email: `${memberId}@example.com`,
  firstName: memberId === 'owner' ? 'Grace' : 'Ana',
  lastName: memberId === 'owner' ? 'Hopper' : 'Ruiz',
  kind: memberId === 'owner' ? 'owner' : 'member',
  state: 'active',
  needsApproval: false,
  welcomePending: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const changed = (detail: Partial<DomainEvent<'billing.supporter-changed'>['detail']> = {}) =>
  ({
    id: '01JSUPPORTER0000000000000A',
    type: 'billing.supporter-changed',
    communityId: 'cm',
    occurredAt: '2026-03-01T10:00:00.000Z',
    detail: { memberId: 'ana', subscriptionId: 'sub_1', started: true, badgeChanged: true, ...detail },
  }) as DomainEvent;

const written = async (event: DomainEvent) =>
  ((await accountEffect(event)) as unknown as Array<{ put?: NotificationItem }>).find((i) => i.put)?.put ?? null;

beforeEach(() => {
  members.clear();
  existing.clear();
  prefs = {};
  members.set('owner', person('owner'));
  members.set('ana', person('ana', { username: 'ana_r' }));
});

describe("the owner's notice of a new supporter", () => {
  it('tells the owner, naming the supporter and linking their profile, one notice per subscription', async () => {
    expect(await written(changed())).toMatchObject({
      memberId: 'owner',
      id: 'newSupporter.sub_1',
      kind: 'newSupporter',
      category: 'account',
      topic: null,
      title: 'Ana Ruiz',
      actorId: 'ana',
      actorName: 'Ana Ruiz',
      destination: '/profile/ana_r',
    });
    existing.add('owner/newSupporter.sub_1');
    expect(await accountEffect(changed())).toEqual([]);
  });

  it('says nothing for a change that began no period (a renewal, a cancellation)', async () => {
    expect(await accountEffect(changed({ started: false }))).toEqual([]);
  });

  it("follows the owner's in-app master switch", async () => {
    prefs = { allAppNotifications: false };
    expect(await accountEffect(changed())).toEqual([]);
  });

  it('says nothing when the supporter is gone or the owner is banned', async () => {
    members.delete('ana');
    expect(await accountEffect(changed())).toEqual([]);
    members.set('ana', person('ana'));
    members.set('owner', person('owner', { ban: { permanent: true, expiresAt: null } }));
    expect(await accountEffect(changed())).toEqual([]);
  });
});
