// The domain worker on the hosts a domain serves, in process (fake-provider.ts, memory-store.ts): a bare root domain's
// certificate, distribution and claims cover `www.<domain>` too, and a host CloudFront finds attached to another
// distribution stops the domain with a failure the owner sees.
import * as messages from '@hearth/shared/messages';
import { certificateFailureText, domainView } from '@hearth/shared/rules/custom-domain';
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
const { progressDomains } = await import('./domain-progress.ts');
const service = await import('../service.ts');

afterAll(() => {
  if (previousBase === undefined) delete process.env.BASE_DOMAIN;
  else process.env.BASE_DOMAIN = previousBase;
  resetConfig();
});

let provider: FakeDomainProvider;
let clock: number;

const context = (): JobContext => ({
  now: () => new Date(clock),
  timeLeftMs: () => 60_000,
  checkpoint: { load: async () => undefined, save: async () => undefined, clear: async () => undefined },
});

async function run() {
  clock += 60_000;
  return progressDomains(context());
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

const status = (communityId: string) => service.getCustomDomain(owner(communityId), communityId);
const label = async (communityId: string) => {
  const s = await status(communityId);
  return s.customDomain ? domainView(s)!.label : null;
};

async function runUntil(communityId: string, wanted: string | null) {
  for (let i = 0; i < 12; i++) {
    await run();
    if ((await label(communityId)) === wanted) return;
  }
  throw new Error(`${communityId} did not reach ${wanted}: ${await label(communityId)}`);
}

const ROOT = 'acme.example';
const WWW = 'www.acme.example';

beforeEach(() => {
  mem.reset();
  provider = new FakeDomainProvider();
  useDomainProvider(provider);
  clock = Date.parse('2026-11-28T12:00:00.000Z');
  community('c1');
});

describe('a bare root domain serves its www host too', () => {
  it('one certificate for both names, both validation records, one distribution for both, both hosts connected', async () => {
    await service.addCustomDomain(owner('c1'), 'c1', ROOT, new Date(clock));
    expect([mem.claims.get(ROOT), mem.claims.get(WWW)]).toEqual([
      { communityId: 'c1', connected: false },
      { communityId: 'c1', connected: false },
    ]);
    await run();
    await run();
    expect(provider.calls[0]).toBe(`requestCertificate ${ROOT},${WWW}`);
    const pending = await status('c1');
    expect(pending.validation.map((v) => v.DomainName)).toEqual([ROOT, WWW]);
    expect(pending.records.map((r) => [r.purpose, r.name])).toEqual([
      ['validation', `_v0.${ROOT}.`],
      ['validation', `_v0.${WWW}.`],
      ['cname', ROOT],
      ['www', WWW],
    ]);

    provider.validate(ROOT);
    provider.resolveCname(ROOT);
    await runUntil('c1', 'Connected');
    expect(provider.calls).toContain(`createDistribution ${ROOT},${WWW}`);
    expect([...provider.distributions.values()][0]?.aliases).toEqual([ROOT, WWW]);
    expect([mem.claims.get(ROOT)?.connected, mem.claims.get(WWW)?.connected]).toEqual([true, true]);
    expect(mem.communities.get('c1')).toMatchObject({ customDomain: ROOT, customDomainAliases: [WWW] });

    await service.deleteCustomDomain(owner('c1'), 'c1', new Date(clock));
    expect([mem.claims.get(ROOT)?.connected, mem.claims.get(WWW)?.connected]).toEqual([false, false]);
    expect(mem.communities.get('c1')?.customDomain).toBeUndefined();
    expect(mem.communities.get('c1')?.customDomainAliases).toBeUndefined();
    await runUntil('c1', null);
    expect([mem.claims.has(ROOT), mem.claims.has(WWW)]).toEqual([false, false]);
  });

  it('shows a validation record ACM gives for both names once', async () => {
    await service.addCustomDomain(owner('c1'), 'c1', ROOT, new Date(clock));
    await run();
    const cert = [...provider.certificates.values()][0]!;
    cert.validation = cert.validation.map((v) => ({ ...v, ResourceRecord: cert.validation[0]!.ResourceRecord }));
    await run();
    const s = await status('c1');
    expect(s.validation).toEqual([cert.validation[0]]);
    expect(s.records.filter((r) => r.purpose === 'validation')).toHaveLength(1);
  });

  it('a name under a root domain serves itself only', async () => {
    await service.addCustomDomain(owner('c1'), 'c1', 'forum.acme.example', new Date(clock));
    await run();
    expect(provider.calls[0]).toBe('requestCertificate forum.acme.example');
    expect([...mem.claims.keys()]).toEqual(['forum.acme.example']);
  });
});

describe('a host already attached to a distribution elsewhere', () => {
  it('fails the domain with its reason, red, out of the work index, one e-mail; deleting it frees both hosts', async () => {
    provider.attachedElsewhere.add(WWW);
    await service.addCustomDomain(owner('c1'), 'c1', ROOT, new Date(clock));
    await run();
    provider.validate(ROOT);
    await runUntil('c1', 'Failed');
    const s = await status('c1');
    expect([s.certificateStatus, s.failureReason, s.distributionStatus]).toEqual([
      'ISSUED',
      'DOMAIN_ATTACHED_ELSEWHERE',
      null,
    ]);
    expect(domainView(s)).toMatchObject({ tone: 'red', poll: false, confirmDelete: false });
    expect(certificateFailureText(s, s.failureReason)).toBe(messages.certificateFailure('DOMAIN_ATTACHED_ELSEWHERE'));
    expect(mem.domains.get('c1')?.nextCheckAt).toBeUndefined();
    const calls = provider.calls.length;
    await run();
    expect(provider.calls.length).toBe(calls);
    expect(mem.mails.map((m) => m.subject)).toEqual([`${ROOT}: the domain is attached to another site`]);
    expect(mem.mails[0]!.text).toContain('fails with DOMAIN_ATTACHED_ELSEWHERE reason');

    await service.deleteCustomDomain(owner('c1'), 'c1', new Date(clock));
    await runUntil('c1', null);
    expect([provider.certificates.size, mem.claims.size]).toEqual([0, 0]);
  });
});

describe('a connected domain follows the platform definition', () => {
  it("the daily look re-copies a distribution a deploy left behind, keeping the domain's hosts", async () => {
    await service.addCustomDomain(owner('c1'), 'c1', ROOT, new Date(clock));
    await run();
    provider.validate(ROOT);
    provider.resolveCname(ROOT);
    await runUntil('c1', 'Connected');
    const distribution = [...provider.distributions.values()][0]!;
    expect(distribution.definition).toBe(1);

    provider.definition = 2;
    await run();
    expect(distribution.definition).toBe(1);
    clock += 24 * 60 * 60_000;
    await run();
    expect(distribution).toMatchObject({ definition: 2, aliases: [ROOT, WWW] });
    expect(await label('c1')).toBe('Connected');
  });
});
