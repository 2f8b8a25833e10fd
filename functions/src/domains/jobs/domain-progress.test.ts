// The domain worker in process, with the provider faked in memory (fake-provider.ts) and the domains store, the host
// claims and the community's mirror held in memory (memory-store.ts): each run moves every due domain one step; the
// tests read what the owner would see (the status), the host claim, the community's mirror and the e-mails sent.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../platform/auth/verify.ts';
import { resetConfig } from '../../platform/config.ts';
import type { JobContext } from '../../platform/jobs.ts';
import { FakeDomainProvider } from '../fake-provider.ts';
import { mem } from '../memory-store.ts';
import { useDomainProvider } from '../provider.ts';

vi.mock('../store.ts', async () => (await import('../memory-store.ts')).memoryStore);
vi.mock('../../platform/tenancy/store.ts', async () => (await import('../memory-store.ts')).memoryTenancy);
vi.mock('../../communities/custom-domain.ts', async () => (await import('../memory-store.ts')).memoryMirror);
vi.mock('../../communities/config.ts', () => ({ forgetCommunityConfig: () => undefined }));
vi.mock('../../communities/plan.ts', () => ({
  communityItemKey: (id: string) => ({ PK: id, SK: 'COMMUNITY' }),
  staffItemKey: (id: string, member: string) => ({ PK: id, SK: member }),
}));
vi.mock('../../communities/service.ts', async () => {
  const { mem } = await import('../memory-store.ts');
  return { getCommunity: async (id: string) => mem.communities.get(id) ?? null };
});
vi.mock('../../members/service.ts', async () => {
  const { mem } = await import('../memory-store.ts');
  return { getMember: async (_app: string, id: string) => mem.accounts.get(id) ?? null };
});
vi.mock('../../platform/email/port.ts', async () => {
  const { mem } = await import('../memory-store.ts');
  return { sendMail: async (mail: { to: string; subject: string; text: string }) => void mem.mails.push(mail) };
});

const previousBase = process.env.BASE_DOMAIN;
process.env.BASE_DOMAIN = 'hearth.example';
resetConfig();
const { progressDomains, STOP_MARGIN_MS } = await import('./domain-progress.ts');
const service = await import('../service.ts');

afterAll(() => {
  if (previousBase === undefined) delete process.env.BASE_DOMAIN;
  else process.env.BASE_DOMAIN = previousBase;
  resetConfig();
});

let provider: FakeDomainProvider;
let clock: number;

function context(timeLeftMs: () => number = () => 60_000): JobContext {
  return {
    now: () => new Date(clock),
    timeLeftMs,
    checkpoint: { load: async () => undefined, save: async () => undefined, clear: async () => undefined },
  };
}

/** One scheduled run, a minute after the last. */
async function run(timeLeftMs?: () => number) {
  clock += 60_000;
  return progressDomains(context(timeLeftMs));
}

const owner = (communityId: string) => ({ memberId: `owner-${communityId}` }) as Actor;

function community(communityId: string) {
  mem.communities.set(communityId, {
    communityId,
    communityName: `Community ${communityId}`,
    ownerMemberId: `owner-${communityId}`,
    planChoice: { planId: 'professional-plan', interval: 'month' },
  });
  mem.staff.set(`${communityId}/owner-${communityId}`, { accessLevel: 100 });
  mem.accounts.set(`owner-${communityId}`, { email: `owner-${communityId}@example.com` });
}

async function added(communityId: string, domain: string) {
  community(communityId);
  return service.addCustomDomain(owner(communityId), communityId, domain, new Date(clock));
}

const status = (communityId: string) => service.getCustomDomain(owner(communityId), communityId);
const label = async (communityId: string) => {
  const { domainView } = await import('@hearth/shared/rules/custom-domain');
  const s = await status(communityId);
  return s.customDomain ? domainView(s)!.label : null;
};
const subjects = () => mem.mails.map((m) => `${m.to}: ${m.subject}`);

/** Runs until the domain shows `wanted` (at most `runs` runs); the runs it took. */
async function runUntil(communityId: string, wanted: string | null, runs = 10) {
  for (let i = 1; i <= runs; i++) {
    await run();
    if ((await label(communityId)) === wanted) return i;
  }
  throw new Error(`${communityId} did not reach ${wanted}: ${await label(communityId)}`);
}

/** Adds a domain and walks it to Connected. */
async function connected(communityId: string, domain: string) {
  await added(communityId, domain);
  await run();
  provider.validate(domain);
  provider.resolveCname(domain);
  await runUntil(communityId, 'Connected');
}

beforeEach(() => {
  mem.reset();
  provider = new FakeDomainProvider();
  useDomainProvider(provider);
  clock = Date.parse('2026-11-28T12:00:00.000Z');
});

describe('the domain worker walks a domain to Connected', () => {
  it('add → Not Verified → (validated) Propagating → distribution → (CNAME) Connected, the host mapped then', async () => {
    await added('c1', 'forum.acme.example');
    expect(await label('c1')).toBe('Not Verified');
    expect((await status('c1')).certificateStatus).toBeNull();

    await run();
    const pending = await status('c1');
    expect(pending.certificateStatus).toBe('PENDING_VALIDATION');
    await run();
    expect((await status('c1')).records.map((r) => r.purpose)).toEqual(['validation', 'cname']);
    expect(mem.claims.get('forum.acme.example')).toEqual({ communityId: 'c1', connected: false });

    provider.validate('forum.acme.example');
    await run();
    expect(await label('c1')).toBe('Propagating');
    await run();
    expect((await status('c1')).distributionStatus).toBe('InProgress');
    await runUntil('c1', 'Propagating');
    for (let i = 0; i < 3; i++) await run();
    const waiting = await status('c1');
    expect([waiting.distributionStatus, waiting.cnameResolved, await label('c1')]).toEqual([
      'Deployed',
      false,
      'Propagating',
    ]);
    expect(mem.claims.get('forum.acme.example')?.connected).toBe(false);

    provider.resolveCname('forum.acme.example');
    await run();
    const done = await status('c1');
    expect(await label('c1')).toBe('Connected');
    expect(done.connectedAt).toBe(new Date(clock).toISOString());
    expect(done.allowedToChangeAt?.slice(0, 10)).toBe('2027-02-28');
    expect(mem.claims.get('forum.acme.example')).toEqual({ communityId: 'c1', connected: true });
    expect(mem.communities.get('c1')?.customDomain).toBe('forum.acme.example');
    expect(subjects()).toEqual(['owner-c1@example.com: forum.acme.example is connected']);
  });

  it('a connected domain is looked at once a day (certificate, distribution), and the e-mail is sent once', async () => {
    await connected('c1', 'forum.acme.example');
    const calls = provider.calls.length;
    for (let i = 0; i < 5; i++) await run();
    expect(provider.calls.length).toBe(calls);
    clock += 24 * 60 * 60_000;
    await run();
    expect(provider.calls.slice(calls)).toEqual([
      'describeCertificate arn:aws:acm:us-east-1:000000000000:certificate/1',
      'refreshDistribution E1',
    ]);
    expect(subjects()).toHaveLength(1);
  });

  it('a certificate near its end with no renewal sends "about to lapse" once per end date', async () => {
    await connected('c1', 'forum.acme.example');
    const cert = [...provider.certificates.values()][0]!;
    cert.notAfter = new Date(clock + 20 * 24 * 60 * 60_000).toISOString();
    cert.renewalStatus = 'PENDING_AUTO_RENEWAL';
    clock += 24 * 60 * 60_000;
    await run();
    clock += 24 * 60 * 60_000;
    await run();
    const date = cert.notAfter.slice(0, 10);
    expect(subjects().slice(1)).toEqual([
      `owner-c1@example.com: forum.acme.example: the certificate expires on ${date}`,
    ]);
  });

  it('a renewed certificate near its old end sends nothing', async () => {
    await connected('c1', 'forum.acme.example');
    const cert = [...provider.certificates.values()][0]!;
    cert.notAfter = new Date(clock + 20 * 24 * 60 * 60_000).toISOString();
    cert.renewalStatus = 'SUCCESS';
    clock += 24 * 60 * 60_000;
    await run();
    expect(subjects()).toHaveLength(1);
  });

  it('a connected certificate that is revoked shows Revoked and mails once; the mapping stays', async () => {
    await connected('c1', 'forum.acme.example');
    provider.fail('forum.acme.example', 'REVOKED');
    clock += 24 * 60 * 60_000;
    await run();
    clock += 24 * 60 * 60_000;
    await run();
    expect(await label('c1')).toBe('Revoked');
    expect(mem.claims.get('forum.acme.example')?.connected).toBe(true);
    expect(subjects().slice(1)).toEqual(['owner-c1@example.com: forum.acme.example: the certificate request failed']);
  });
});

describe('a failed certificate', () => {
  it.each([
    ['FAILED', 'CAA_ERROR', 'Failed'],
    ['FAILED', 'ADDITIONAL_VERIFICATION_REQUIRED', 'Failed'],
    ['FAILED', 'DOMAIN_NOT_ALLOWED', 'Failed'],
    ['VALIDATION_TIMED_OUT', undefined, 'Validation Timed Out'],
    ['REVOKED', undefined, 'Revoked'],
    ['EXPIRED', undefined, 'Expired'],
    ['INACTIVE', undefined, 'Inactive'],
  ] as const)('%s (%s) → %s with its reason, one e-mail, out of the work index', async (failure, reason, shown) => {
    await added('c1', 'forum.acme.example');
    await run();
    provider.fail('forum.acme.example', failure, reason);
    await run();
    const s = await status('c1');
    expect(await label('c1')).toBe(shown);
    expect([s.certificateStatus, s.failureReason]).toEqual([failure, reason ?? null]);
    expect(mem.domains.get('c1')?.nextCheckAt).toBeUndefined();
    const calls = provider.calls.length;
    await run();
    expect(provider.calls.length).toBe(calls);
    expect(subjects()).toEqual(['owner-c1@example.com: forum.acme.example: the certificate request failed']);
    expect(mem.mails[0]!.text).toContain(`fails with ${reason ?? failure} reason`);
  });

  it('a certificate revoked while the CNAME is awaited shows Revoked at the next run, never Connected', async () => {
    await added('c1', 'forum.acme.example');
    await run();
    provider.validate('forum.acme.example');
    await runUntil('c1', 'Propagating');
    provider.fail('forum.acme.example', 'REVOKED');
    provider.resolveCname('forum.acme.example');
    await run();
    expect(await label('c1')).toBe('Revoked');
    for (let i = 0; i < 3; i++) await run();
    expect(mem.claims.get('forum.acme.example')?.connected).toBe(false);
    expect(mem.communities.get('c1')?.customDomain).toBeUndefined();
  });

  it('is deleted like any other, and the domain can be added again', async () => {
    await added('c1', 'forum.acme.example');
    await run();
    provider.fail('forum.acme.example', 'FAILED', 'CAA_ERROR');
    await run();
    await service.deleteCustomDomain(owner('c1'), 'c1', new Date(clock));
    await runUntil('c1', null);
    expect(provider.certificates.size).toBe(0);
    expect(mem.claims.has('forum.acme.example')).toBe(false);
    expect((await service.addCustomDomain(owner('c1'), 'c1', 'forum.acme.example')).customDomain).toBe(
      'forum.acme.example',
    );
  });
});

describe('deleting', () => {
  it('disables, waits, deletes the distribution, then the certificate, then the claim; the change date stays', async () => {
    await connected('c1', 'forum.acme.example');
    const allowed = (await status('c1')).allowedToChangeAt;
    const started = await service.deleteCustomDomain(owner('c1'), 'c1', new Date(clock));
    expect(started.deleting).toBe(true);
    expect(mem.claims.get('forum.acme.example')?.connected).toBe(false);
    expect(mem.communities.get('c1')?.customDomain).toBeUndefined();
    const from = provider.calls.length;
    await runUntil('c1', null);
    expect(provider.calls.slice(from).map((c) => c.split(' ')[0])).toEqual([
      'getDistribution',
      'disableDistribution',
      'getDistribution',
      'getDistribution',
      'deleteDistribution',
      'deleteCertificate',
    ]);
    expect([provider.distributions.size, provider.certificates.size]).toEqual([0, 0]);
    expect(mem.claims.has('forum.acme.example')).toBe(false);
    const gone = await status('c1');
    expect([gone.customDomain, gone.allowedToChangeAt, gone.records]).toEqual([null, allowed, []]);
    expect(mem.domains.get('c1')?.nextCheckAt).toBeUndefined();
  });

  it.each([
    ['disableDistribution', 'the distribution is disabled'],
    ['deleteDistribution', 'the distribution is deleted'],
    ['deleteCertificate', 'the certificate is deleted'],
  ] as const)('resumes when the write after %s is lost (%s but the item does not say so)', async (method, _what) => {
    await connected('c1', 'forum.acme.example');
    await service.deleteCustomDomain(owner('c1'), 'c1', new Date(clock));
    // The provider call succeeds, then the run dies before its write: the item still says the step before.
    for (let i = 0; i < 10 && !provider.calls.some((c) => c.startsWith(method)); i++) {
      const before = structuredClone(mem.domains.get('c1')!);
      await run();
      if (provider.calls.some((c) => c.startsWith(method))) mem.domains.set('c1', before);
    }
    expect(provider.calls.some((c) => c.startsWith(method))).toBe(true);
    await runUntil('c1', null);
    expect([provider.distributions.size, provider.certificates.size, mem.claims.size]).toEqual([0, 0, 0]);
  });

  it('a delete started before the certificate was requested ends at once', async () => {
    await added('c1', 'forum.acme.example');
    await service.deleteCustomDomain(owner('c1'), 'c1', new Date(clock));
    await run();
    expect(await label('c1')).toBeNull();
    expect(mem.claims.size).toBe(0);
  });

  it('a delete during validation deletes the certificate only', async () => {
    await added('c1', 'forum.acme.example');
    await run();
    await service.deleteCustomDomain(owner('c1'), 'c1', new Date(clock));
    await runUntil('c1', null);
    expect(provider.calls.filter((c) => /Distribution/.test(c))).toEqual([]);
    expect(provider.certificates.size).toBe(0);
  });
});

describe('many domains, limits and failures', () => {
  it('one domain failing does not stop the others; it is retried later with a backoff', async () => {
    await added('c1', 'one.example.com');
    await added('c2', 'two.example.com');
    await added('c3', 'three.example.com');
    provider.breakNext('requestCertificate', 1, 'two.example.com');
    const result = await run();
    expect(result).toMatchObject({ advanced: 2, failed: 1, done: true });
    expect((await status('c1')).certificateStatus).toBe('PENDING_VALIDATION');
    expect((await status('c2')).certificateStatus).toBeNull();
    expect((await status('c3')).certificateStatus).toBe('PENDING_VALIDATION');
    expect(mem.domains.get('c2')).toMatchObject({ errors: 1, nextCheckAt: new Date(clock + 60_000).toISOString() });
    await run();
    await run();
    expect((await status('c2')).certificateStatus).toBe('PENDING_VALIDATION');
    expect(mem.domains.get('c2')?.errors).toBe(0);
  });

  it('stops when its time is short and the next run picks up the rest, oldest first', async () => {
    for (let i = 1; i <= 5; i++) {
      await added(`c${i}`, `d${i}.example.com`);
      clock += 1;
    }
    let budget = 3;
    const result = await run(() => (budget-- > 0 ? STOP_MARGIN_MS + 1 : 0));
    expect(result.done).toBe(false);
    const requested = () => provider.calls.filter((c) => c.startsWith('requestCertificate')).map((c) => c.slice(19));
    expect(requested().length).toBeLessThan(5);
    expect(requested()[0]).toBe('d1.example.com');
    const second = await run();
    expect(second.done).toBe(true);
    expect(requested().sort()).toEqual([
      'd1.example.com',
      'd2.example.com',
      'd3.example.com',
      'd4.example.com',
      'd5.example.com',
    ]);
  });

  it('pages through more due domains than one page holds', async () => {
    for (let i = 0; i < 230; i++) {
      community(`p${i}`);
      mem.domains.set(`p${i}`, {
        ...(await import('../model.ts')).emptyDomain(`p${i}`, null, 1),
        customDomain: `d${i}.example.com`,
        reference: `p${i}-ref`,
        nextCheckAt: new Date(clock - i).toISOString(),
      });
    }
    const result = await run();
    expect(result).toMatchObject({ advanced: 230, failed: 0, done: true });
  });

  it('a step whose item changed meanwhile is not written; the next run steps from what is there', async () => {
    await added('c1', 'forum.acme.example');
    await run();
    provider.validate('forum.acme.example');
    // The owner's delete lands while the worker is asking the provider.
    const describe = provider.describeCertificate.bind(provider);
    provider.describeCertificate = async (arn) => {
      const item = mem.domains.get('c1')!;
      mem.domains.set('c1', { ...item, version: item.version + 1 });
      return describe(arn);
    };
    const result = await run();
    provider.describeCertificate = describe;
    expect(result).toMatchObject({ advanced: 0, failed: 1 });
    await run();
    expect(await label('c1')).toBe('Propagating');
  });
});
