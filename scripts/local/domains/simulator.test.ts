// The custom-domain simulator as the worker meets it: the states walk as ACM's and CloudFront's do (a certificate
// pending until told, a distribution InProgress for one read after a change), every call idempotent or harmless
// when repeated, the dev page's controls, and the state kept across a restart.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useDomainProvider } from '@hearth/functions/domains/provider';
import { domainProvider } from '../../../functions/src/domains/provider.ts';
import { DomainAttachedElsewhere } from '../../../functions/src/domains/provider.ts';
import { DomainControlError } from './model.ts';
import { DomainSimulator } from './simulator.ts';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const memory = () => new DomainSimulator({ statePath: null, now: () => NOW });
const domain = 'forum.acme.example';

/** A domain brought to an issued certificate with a deployed distribution, as the worker would. */
async function deployed(sim: DomainSimulator) {
  const { arn } = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'c1-ref' });
  sim.control(domain, 'validate');
  const { id } = await sim.createDistribution({ domain, aliases: [domain], certificateArn: arn, reference: 'c1-ref' });
  await sim.getDistribution(id);
  await sim.getDistribution(id);
  return { arn, id };
}

describe('certificates', () => {
  it('requests a certificate that waits in PENDING_VALIDATION with one DNS validation record', async () => {
    const sim = memory();
    const { arn } = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'c1-ref' });
    expect(arn).toMatch(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/);
    const described = await sim.describeCertificate(arn);
    expect(described).toMatchObject({ arn, status: 'PENDING_VALIDATION', failureReason: null, notAfter: null });
    expect(described!.validation).toHaveLength(1);
    const [record] = described!.validation;
    expect(record!.DomainName).toBe(domain);
    expect(record!.ResourceRecord.Type).toBe('CNAME');
    expect(record!.ResourceRecord.Name).toMatch(/^_[0-9a-f]{32}\.forum\.acme\.example\.$/);
    expect(record!.ResourceRecord.Value).toMatch(/^_[0-9a-f]{32}\.acm-validations\.aws\.$/);
    // Asked again, nothing moves by itself.
    expect((await sim.describeCertificate(arn))!.status).toBe('PENDING_VALIDATION');
  });

  it('answers the same certificate for the same reference, a new one for another', async () => {
    const sim = memory();
    const first = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'c1-a' });
    expect(await sim.requestCertificate({ domain, alternativeNames: [], reference: 'c1-a' })).toEqual(first);
    const second = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'c1-b' });
    expect(second.arn).not.toBe(first.arn);
    expect(sim.view(domain, null)!.certificate!.arn).toBe(second.arn);
  });

  it('validate issues the certificate for 13 months', async () => {
    const sim = memory();
    const { arn } = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    sim.control(domain, 'validate');
    expect(await sim.describeCertificate(arn)).toMatchObject({
      status: 'ISSUED',
      failureReason: null,
      notAfter: '2027-12-28T12:00:00.000Z',
    });
  });

  it.each([
    ['fail', undefined, 'FAILED', 'CAA_ERROR'],
    ['fail', 'DOMAIN_NOT_ALLOWED', 'FAILED', 'DOMAIN_NOT_ALLOWED'],
    ['time-out', undefined, 'VALIDATION_TIMED_OUT', null],
  ] as const)('%s (%s) ends a pending certificate as %s', async (action, reason, status, failureReason) => {
    const sim = memory();
    const { arn } = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    sim.control(domain, action, reason);
    expect(await sim.describeCertificate(arn)).toMatchObject({ status, failureReason });
  });

  it.each([
    ['revoke', 'REVOKED', null],
    ['expire', 'EXPIRED', '2026-11-28T12:00:00.000Z'],
  ] as const)('%s turns an issued certificate %s', async (action, status, notAfter) => {
    const sim = memory();
    const { arn } = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    sim.control(domain, 'validate');
    sim.control(domain, action);
    expect(await sim.describeCertificate(arn)).toMatchObject({ status, ...(notAfter ? { notAfter } : {}) });
  });

  it('refuses an action that does not apply to the certificate as it is', async () => {
    const sim = memory();
    await sim.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    expect(() => sim.control(domain, 'revoke')).toThrow(DomainControlError);
    expect(() => sim.control(domain, 'fail', 'not a reason')).toThrow(/not an ACM failure reason/);
    sim.control(domain, 'fail');
    expect(() => sim.control(domain, 'validate')).toThrow(/is FAILED, not PENDING_VALIDATION/);
    expect(() => sim.control('other.example', 'validate')).toThrow(/holds no domain/);
  });

  it('deletes a certificate once no distribution uses it; deleting it again is no error', async () => {
    const sim = memory();
    const { arn, id } = await deployed(sim);
    await expect(sim.deleteCertificate(arn)).rejects.toMatchObject({ name: 'ResourceInUseException' });
    await sim.disableDistribution(id);
    await sim.getDistribution(id);
    await sim.getDistribution(id);
    await sim.deleteDistribution(id);
    await sim.deleteCertificate(arn);
    await sim.deleteCertificate(arn);
    expect(await sim.describeCertificate(arn)).toBeNull();
    expect(sim.view(domain, null)).toMatchObject({ certificate: null, distribution: null });
  });
});

describe('distributions', () => {
  it('answers InProgress on the first read after a create, Deployed from the next on', async () => {
    const sim = memory();
    const { arn } = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    sim.control(domain, 'validate');
    const { id } = await sim.createDistribution({ domain, aliases: [domain], certificateArn: arn, reference: 'r' });
    expect(id).toMatch(/^E[0-9A-F]{13}$/);
    expect(await sim.getDistribution(id)).toEqual({ id, status: 'InProgress', enabled: true });
    expect(await sim.getDistribution(id)).toEqual({ id, status: 'Deployed', enabled: true });
    expect(await sim.getDistribution(id)).toEqual({ id, status: 'Deployed', enabled: true });
  });

  it('answers the same distribution for the same reference', async () => {
    const sim = memory();
    const { arn, id } = await deployed(sim);
    expect(
      await sim.createDistribution({ domain, aliases: [domain], certificateArn: arn, reference: 'c1-ref' }),
    ).toEqual({ id });
  });

  it('refuses a distribution for a certificate that is not issued, and a second one for the domain (attached elsewhere)', async () => {
    const sim = memory();
    const { arn } = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    await expect(
      sim.createDistribution({ domain, aliases: [domain], certificateArn: arn, reference: 'r' }),
    ).rejects.toMatchObject({
      name: 'InvalidViewerCertificate',
    });
    sim.control(domain, 'validate');
    await sim.createDistribution({ domain, aliases: [domain], certificateArn: arn, reference: 'r' });
    await expect(
      sim.createDistribution({ domain, aliases: [domain], certificateArn: arn, reference: 'other' }),
    ).rejects.toMatchObject({
      name: 'DomainAttachedElsewhere',
    });
  });

  it('gives a root domain one distribution answering for both hosts; another one naming either is refused', async () => {
    const sim = memory();
    const hosts = ['acme.example', 'www.acme.example'];
    const { arn } = await sim.requestCertificate({
      domain: 'acme.example',
      alternativeNames: [hosts[1]!],
      reference: 'r',
    });
    sim.control('acme.example', 'validate');
    const { id } = await sim.createDistribution({
      domain: 'acme.example',
      aliases: hosts,
      certificateArn: arn,
      reference: 'r',
    });
    expect(sim.state.distributions[id]?.aliases).toEqual(hosts);
    const { arn: other } = await sim.requestCertificate({
      domain: 'www.acme.example',
      alternativeNames: [],
      reference: 'o',
    });
    sim.control('www.acme.example', 'validate');
    const www = { domain: 'www.acme.example', aliases: [hosts[1]!], certificateArn: other, reference: 'o' };
    await expect(sim.createDistribution(www)).rejects.toBeInstanceOf(DomainAttachedElsewhere);
  });

  it('attached-elsewhere makes the next create fail as the port says (not retried), once', async () => {
    const sim = memory();
    const { arn } = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    sim.control(domain, 'validate');
    sim.control(domain, 'attached-elsewhere');
    expect(sim.view(domain, null)?.attachedElsewhere).toBe(true);
    const input = { domain, aliases: [domain], certificateArn: arn, reference: 'r' };
    await expect(sim.createDistribution(input)).rejects.toBeInstanceOf(DomainAttachedElsewhere);
    expect(sim.view(domain, null)?.attachedElsewhere).toBe(false);
    expect(await sim.createDistribution(input)).toEqual({ id: expect.stringMatching(/^E/) });
  });

  it('a disable deploys like a create; only a disabled, deployed distribution is deleted', async () => {
    const sim = memory();
    const { id } = await deployed(sim);
    await expect(sim.deleteDistribution(id)).rejects.toMatchObject({ name: 'DistributionNotDisabled' });
    await sim.disableDistribution(id);
    await sim.disableDistribution(id);
    expect(await sim.getDistribution(id)).toEqual({ id, status: 'InProgress', enabled: false });
    await expect(sim.deleteDistribution(id)).rejects.toMatchObject({ name: 'DistributionNotDisabled' });
    expect(await sim.getDistribution(id)).toEqual({ id, status: 'Deployed', enabled: false });
    await sim.deleteDistribution(id);
    await sim.deleteDistribution(id);
    expect(await sim.getDistribution(id)).toBeNull();
  });
});

describe('the CNAME check', () => {
  it('is unresolved until the page marks it resolved, and again after it marks it unresolved', async () => {
    const sim = memory();
    await sim.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    expect(await sim.cnameResolves(domain, 'my.localhost')).toBe(false);
    sim.control(domain, 'resolve-cname');
    expect(await sim.cnameResolves(domain, 'my.localhost')).toBe(true);
    sim.control(domain, 'unresolve-cname');
    expect(await sim.cnameResolves(domain, 'my.localhost')).toBe(false);
    expect(await sim.cnameResolves('never.example', 'my.localhost')).toBe(false);
  });
});

describe('the views and the stand-in', () => {
  it('lists each domain with its certificate, distribution, CNAME and stand-in address', async () => {
    const sim = memory();
    const { arn, id } = await deployed(sim);
    await sim.requestCertificate({
      domain: 'acme.example',
      alternativeNames: ['www.acme.example'],
      reference: 'c2-ref',
    });
    expect(sim.views(4321)).toEqual([
      {
        domain: 'acme.example',
        certificate: { arn: expect.any(String), status: 'PENDING_VALIDATION' },
        distribution: null,
        cnameResolved: false,
        standIn: 'http://acme-example.localhost:4321',
        aliases: [{ host: 'www.acme.example', standIn: 'http://www-acme-example.localhost:4321' }],
        attachedElsewhere: false,
      },
      {
        domain,
        certificate: { arn, status: 'ISSUED' },
        distribution: { id, status: 'Deployed', enabled: true },
        cnameResolved: false,
        standIn: 'http://forum-acme-example.localhost:4321',
        aliases: [],
        attachedElsewhere: false,
      },
    ]);
  });

  it('gives a root domain a validation record per name, and a stand-in for its www host', async () => {
    const sim = memory();
    const { arn } = await sim.requestCertificate({
      domain: 'acme.example',
      alternativeNames: ['www.acme.example'],
      reference: 'r',
    });
    const { validation } = (await sim.describeCertificate(arn))!;
    expect(validation.map((v) => v.DomainName)).toEqual(['acme.example', 'www.acme.example']);
    expect(validation[1]!.ResourceRecord.Name).toMatch(/^_[0-9a-f]{32}\.www\.acme\.example\.$/);
    expect(new Set(validation.map((v) => v.ResourceRecord.Value)).size).toBe(2);
    expect(sim.domainForStandIn('www-acme-example')).toBe('www.acme.example');
    expect(sim.domainForStandIn('acme-example')).toBe('acme.example');
  });

  it('names the domain a *.localhost label stands in for, only for domains it holds', async () => {
    const sim = memory();
    await sim.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    expect(sim.domainForStandIn('forum-acme-example')).toBe(domain);
    expect(sim.domainForStandIn('demo')).toBeNull();
  });
});

describe('the state file', () => {
  it('keeps every change across a restart, a distribution half-way to Deployed included', async () => {
    const statePath = join(mkdtempSync(join(tmpdir(), 'hearth-domains-')), 'domains-simulator.json');
    const first = new DomainSimulator({ statePath, now: () => NOW });
    const { arn } = await first.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    first.control(domain, 'validate');
    first.control(domain, 'resolve-cname');
    const { id } = await first.createDistribution({ domain, aliases: [domain], certificateArn: arn, reference: 'r' });
    expect((await first.getDistribution(id))!.status).toBe('InProgress');
    expect(JSON.parse(readFileSync(statePath, 'utf8'))).toMatchObject({ version: 1 });

    const second = new DomainSimulator({ statePath, now: () => NOW });
    expect((await second.describeCertificate(arn))!.status).toBe('ISSUED');
    expect(await second.requestCertificate({ domain, alternativeNames: [], reference: 'r' })).toEqual({ arn });
    expect(await second.cnameResolves(domain, 'my.localhost')).toBe(true);
    expect((await second.getDistribution(id))!.status).toBe('Deployed');
  });

  it('starts empty without a file', () => {
    const statePath = join(mkdtempSync(join(tmpdir(), 'hearth-domains-')), 'domains-simulator.json');
    expect(new DomainSimulator({ statePath }).views(null)).toEqual([]);
  });
});

describe('in place of the provider', () => {
  it('is the provider the functions use: the package path the platform imports is their own module', async () => {
    const sim = memory();
    useDomainProvider(sim);
    try {
      expect(await domainProvider()).toBe(sim);
    } finally {
      useDomainProvider(null);
    }
  });
});
