// The custom-domain service in process, with the domains store, the host claims and the community's mirror held in
// memory (memory-store.ts, conditions included): who may manage the domain, what an add and a delete refuse, and
// what they leave in the item, the claim and the community.
import * as messages from '@hearth/shared/messages';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../platform/auth/verify.ts';
import { resetConfig } from '../platform/config.ts';
import { AppError } from '../platform/http/errors.ts';
import { mem } from './memory-store.ts';
import { emptyDomain } from './model.ts';

vi.mock('./store.ts', async () => (await import('./memory-store.ts')).memoryStore);
vi.mock('../platform/tenancy/store.ts', async () => (await import('./memory-store.ts')).memoryTenancy);
vi.mock('../communities/custom-domain.ts', async () => (await import('./memory-store.ts')).memoryMirror);
vi.mock('../communities/config.ts', () => ({ forgetCommunityConfig: () => undefined }));
vi.mock('../communities/plan.ts', () => ({
  communityItemKey: (id: string) => ({ PK: id, SK: 'COMMUNITY' }),
  staffItemKey: (id: string, member: string) => ({ PK: id, SK: member }),
}));

const previousBase = process.env.BASE_DOMAIN;
process.env.BASE_DOMAIN = 'hearth.example';
resetConfig();
const service = await import('./service.ts');

afterAll(() => {
  if (previousBase === undefined) delete process.env.BASE_DOMAIN;
  else process.env.BASE_DOMAIN = previousBase;
  resetConfig();
});

const NOW = new Date('2026-11-28T12:00:00.000Z');
const actor = (memberId: string) => ({ memberId }) as Actor;
const OWNER = actor('owner');

function community(communityId: string, plan: string | null = 'professional-plan', extra: object = {}) {
  mem.communities.set(communityId, {
    communityId,
    communityName: communityId,
    ownerMemberId: 'owner',
    planChoice: plan ? { planId: plan, interval: 'month' } : null,
    ...extra,
  });
  mem.staff.set(`${communityId}/owner`, { accessLevel: 100 });
}

async function refusedWith(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, reason, message } = error as AppError;
  return { status, reason, message };
}

beforeEach(() => {
  mem.reset();
  community('c1');
});

describe('who may manage the custom domain (owner-dashboard §6)', () => {
  it('the owner and an editor (access level 90) may read, add and delete', async () => {
    mem.staff.set('c1/editor', { accessLevel: 90 });
    expect((await service.getCustomDomain(OWNER, 'c1')).customDomain).toBeNull();
    const added = await service.addCustomDomain(actor('editor'), 'c1', 'forum.acme.example', NOW);
    expect(added.customDomain).toBe('forum.acme.example');
    expect((await service.deleteCustomDomain(actor('editor'), 'c1', NOW)).deleting).toBe(true);
  });

  it.each([
    ['a staff record under 90 (a moderator)', 'moderator', 50],
    ['another community’s owner (no staff record here)', 'stranger', null],
  ])('%s learns only "not yours" (404) on every route', async (_who, memberId, level) => {
    if (level !== null) mem.staff.set(`c1/${memberId}`, { accessLevel: level });
    for (const call of [
      service.getCustomDomain(actor(memberId), 'c1'),
      service.addCustomDomain(actor(memberId), 'c1', 'forum.acme.example', NOW),
      service.deleteCustomDomain(actor(memberId), 'c1', NOW),
    ]) {
      expect(await refusedWith(call)).toMatchObject({ status: 404, reason: 'NOT_STAFF' });
    }
    expect(mem.domains.size + mem.claims.size).toBe(0);
  });

  it.each([['essential-plan'], [null]])(
    'plan %s is refused on every route (403, naming the plan needed)',
    async (plan) => {
      community('c1', plan);
      for (const call of [
        service.getCustomDomain(OWNER, 'c1'),
        service.addCustomDomain(OWNER, 'c1', 'forum.acme.example', NOW),
        service.deleteCustomDomain(OWNER, 'c1', NOW),
      ]) {
        expect(await refusedWith(call)).toEqual({
          status: 403,
          reason: 'CUSTOM_DOMAIN_PLAN',
          message: messages.customDomainPlan('Professional'),
        });
      }
    },
  );

  it('a lapsed subscription holds the community to no plan: refused', async () => {
    community('c1', 'premium-plan', { subscriptionStatus: 'canceled' });
    expect(await refusedWith(service.getCustomDomain(OWNER, 'c1'))).toMatchObject({ reason: 'CUSTOM_DOMAIN_PLAN' });
  });
});

describe('adding a domain (owner-dashboard §5, §9)', () => {
  it('writes the item due for the worker and reserves the claim (not serving yet); answers the records', async () => {
    const status = await service.addCustomDomain(OWNER, 'c1', 'forum.acme.example', NOW);
    expect(status).toMatchObject({
      customDomain: 'forum.acme.example',
      certificateStatus: null,
      deleting: false,
      cnameTarget: 'my.hearth.example',
      records: [{ purpose: 'cname', type: 'CNAME', name: 'forum.acme.example', value: 'my.hearth.example' }],
    });
    expect(mem.domains.get('c1')).toMatchObject({ nextCheckAt: NOW.toISOString(), version: 1 });
    expect(mem.domains.get('c1')?.reference).toMatch(/^c1-[0-9A-Z]{26}$/);
    expect(mem.claims.get('forum.acme.example')).toEqual({ communityId: 'c1', connected: false });
    expect(await service.getCustomDomain(OWNER, 'c1')).toEqual(status);
  });

  it('a bare root domain gets a www record too', async () => {
    const status = await service.addCustomDomain(OWNER, 'c1', 'acme.co.uk', NOW);
    expect(status.records.map((r) => [r.purpose, r.name, r.value])).toEqual([
      ['cname', 'acme.co.uk', 'my.hearth.example'],
      ['www', 'www.acme.co.uk', 'my.hearth.example'],
    ]);
  });

  it('a bare root domain reserves its www host too, in the same transaction', async () => {
    await service.addCustomDomain(OWNER, 'c1', 'acme.co.uk', NOW);
    expect(mem.domains.get('c1')?.hosts).toEqual(['acme.co.uk', 'www.acme.co.uk']);
    expect([mem.claims.get('acme.co.uk'), mem.claims.get('www.acme.co.uk')]).toEqual([
      { communityId: 'c1', connected: false },
      { communityId: 'c1', connected: false },
    ]);
  });

  it.each([
    ['www.acme.co.uk', 'acme.co.uk'],
    ['acme.co.uk', 'www.acme.co.uk'],
  ])('%s held by another community makes %s taken (409), and nothing is written', async (held, wanted) => {
    community('c2');
    await service.addCustomDomain(OWNER, 'c2', held, NOW);
    expect(await refusedWith(service.addCustomDomain(OWNER, 'c1', wanted, NOW))).toMatchObject({
      status: 409,
      reason: 'CUSTOM_DOMAIN_TAKEN',
    });
    expect(mem.domains.has('c1')).toBe(false);
    expect([...mem.claims.values()].every((claim) => claim.communityId === 'c2')).toBe(true);
  });

  it.each([['hearth.example'], ['app.hearth.example'], ['my.hearth.example'], ['demo.hearth.example']])(
    '%s is the platform’s own (400)',
    async (domain) => {
      expect(await refusedWith(service.addCustomDomain(OWNER, 'c1', domain, NOW))).toEqual({
        status: 400,
        reason: 'CUSTOM_DOMAIN_PLATFORM',
        message: messages.customDomainPlatform('hearth.example'),
      });
    },
  );

  it('the same domain again answers its status; another one is refused while one is set', async () => {
    const first = await service.addCustomDomain(OWNER, 'c1', 'forum.acme.example', NOW);
    expect(await service.addCustomDomain(OWNER, 'c1', 'forum.acme.example', NOW)).toEqual(first);
    expect(await refusedWith(service.addCustomDomain(OWNER, 'c1', 'other.acme.example', NOW))).toMatchObject({
      status: 409,
      reason: 'CUSTOM_DOMAIN_EXISTS',
    });
    expect(mem.claims.has('other.acme.example')).toBe(false);
  });

  it('a domain another community holds is taken (409), and nothing is written', async () => {
    community('c2');
    await service.addCustomDomain(OWNER, 'c2', 'forum.acme.example', NOW);
    expect(await refusedWith(service.addCustomDomain(OWNER, 'c1', 'forum.acme.example', NOW))).toEqual({
      status: 409,
      reason: 'CUSTOM_DOMAIN_TAKEN',
      message: messages.customDomainTaken,
    });
    expect(mem.domains.has('c1')).toBe(false);
    expect(mem.claims.get('forum.acme.example')?.communityId).toBe('c2');
  });

  it('while a delete runs, an add is refused', async () => {
    await service.addCustomDomain(OWNER, 'c1', 'forum.acme.example', NOW);
    await service.deleteCustomDomain(OWNER, 'c1', NOW);
    expect(await refusedWith(service.addCustomDomain(OWNER, 'c1', 'other.acme.example', NOW))).toMatchObject({
      status: 409,
      reason: 'CUSTOM_DOMAIN_DELETING',
    });
  });

  it('after a connected domain was deleted, another waits until allowedToChangeAt (409 naming the date)', async () => {
    mem.domains.set('c1', emptyDomain('c1', '2027-01-15T09:00:00.000Z', 7));
    expect(await refusedWith(service.addCustomDomain(OWNER, 'c1', 'next.acme.example', NOW))).toEqual({
      status: 409,
      reason: 'CUSTOM_DOMAIN_TOO_SOON',
      message: messages.customDomainTooSoon('2027-01-15'),
    });
    const later = new Date('2027-01-15T09:00:00.000Z');
    const status = await service.addCustomDomain(OWNER, 'c1', 'next.acme.example', later);
    expect([status.customDomain, status.allowedToChangeAt]).toEqual(['next.acme.example', null]);
    expect(mem.domains.get('c1')?.version).toBe(8);
  });
});

describe('deleting a domain (owner-dashboard §4)', () => {
  it('with no domain: 404', async () => {
    expect(await refusedWith(service.deleteCustomDomain(OWNER, 'c1', NOW))).toMatchObject({
      status: 404,
      reason: 'CUSTOM_DOMAIN_MISSING',
    });
  });

  it('stops the host at once: the claim no longer serves and the community loses its mirror', async () => {
    await service.addCustomDomain(OWNER, 'c1', 'forum.acme.example', NOW);
    mem.claims.set('forum.acme.example', { communityId: 'c1', connected: true });
    mem.communities.get('c1')!.customDomain = 'forum.acme.example';
    const status = await service.deleteCustomDomain(OWNER, 'c1', NOW);
    expect(status).toMatchObject({ customDomain: 'forum.acme.example', deleting: true });
    expect(mem.claims.get('forum.acme.example')).toEqual({ communityId: 'c1', connected: false });
    expect(mem.communities.get('c1')?.customDomain).toBeUndefined();
    expect(mem.domains.get('c1')?.nextCheckAt).toBe(NOW.toISOString());
  });

  it('stops both hosts of a root domain at once', async () => {
    await service.addCustomDomain(OWNER, 'c1', 'acme.co.uk', NOW);
    for (const host of ['acme.co.uk', 'www.acme.co.uk']) mem.claims.set(host, { communityId: 'c1', connected: true });
    await service.deleteCustomDomain(OWNER, 'c1', NOW);
    expect([mem.claims.get('acme.co.uk')?.connected, mem.claims.get('www.acme.co.uk')?.connected]).toEqual([
      false,
      false,
    ]);
  });

  it('a delete during a delete is refused (409)', async () => {
    await service.addCustomDomain(OWNER, 'c1', 'forum.acme.example', NOW);
    await service.deleteCustomDomain(OWNER, 'c1', NOW);
    expect(await refusedWith(service.deleteCustomDomain(OWNER, 'c1', NOW))).toEqual({
      status: 409,
      reason: 'CUSTOM_DOMAIN_DELETING',
      message: messages.customDomainDeleting,
    });
  });
});
