// The AWS custom-domain provider against mocked ACM, CloudFront and SSM clients: each call's requests in order and
// with their inputs, every step of a delete resumed from the state a stopped run left, and the CNAME check.
import {
  ACMClient,
  DeleteCertificateCommand,
  DescribeCertificateCommand,
  RequestCertificateCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-acm';
import {
  CloudFrontClient,
  CreateDistributionCommand,
  DeleteDistributionCommand,
  type DistributionConfig,
  DistributionAlreadyExists,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  NoSuchDistribution,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { distributionConfigFor, OWN_FIELDS } from './aws-distribution.ts';
import { awsDomainProvider, idempotencyToken } from './aws-provider.ts';
import type { DnsResolver } from './dns-check.ts';
import { templateConfig } from './aws-fixtures.ts';

const acm = mockClient(ACMClient);
const cloudFront = mockClient(CloudFrontClient);
const ssm = mockClient(SSMClient);

const PARAMETER = '/hearth/web/wildcard-distribution-id';
const TEMPLATE_ID = 'ETEMPLATE0001';
const ARN = 'arn:aws:acm:us-east-1:111111111111:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
const input = {
  domain: 'forum.acme.example',
  aliases: ['forum.acme.example'],
  alternativeNames: [],
  certificateArn: ARN,
  reference: '01JCOMMUNITY-01JREFERENCE',
};

/** Every request the three clients received, in order: the command's name and its input. */
let sent: Array<[string, unknown]> = [];
const record = (name: string, answer: () => unknown) => (i: unknown) => {
  sent.push([name, i]);
  return answer();
};
const names = () => sent.map(([name]) => name);

const notFound = () => new ResourceNotFoundException({ message: 'Could not find certificate', $metadata: {} });
const noSuch = () => new NoSuchDistribution({ message: 'The specified distribution does not exist.', $metadata: {} });

/** One distribution as CloudFront holds it. */
function distribution(state: { status: 'InProgress' | 'Deployed'; enabled: boolean; etag?: string }) {
  cloudFront.on(GetDistributionCommand, { Id: 'EDOMAIN0001' }).callsFake(
    record('GetDistribution', () => ({
      ETag: state.etag ?? 'E-GET',
      Distribution: { Id: 'EDOMAIN0001', Status: state.status, DistributionConfig: { Enabled: state.enabled } },
    })),
  );
  cloudFront.on(GetDistributionConfigCommand, { Id: 'EDOMAIN0001' }).callsFake(
    record('GetDistributionConfig', () => ({
      ETag: state.etag ?? 'E-CONFIG',
      DistributionConfig: { ...distributionConfigFor(templateConfig, input), Enabled: state.enabled },
    })),
  );
}

beforeEach(() => {
  sent = [];
  for (const mock of [acm, cloudFront, ssm]) mock.reset();
  ssm.on(GetParameterCommand).callsFake(record('GetParameter', () => ({ Parameter: { Value: TEMPLATE_ID } })));
  cloudFront
    .on(GetDistributionConfigCommand, { Id: TEMPLATE_ID })
    .callsFake(record('GetDistributionConfig', () => ({ ETag: 'E-TEMPLATE', DistributionConfig: templateConfig })));
  cloudFront
    .on(CreateDistributionCommand)
    .callsFake(record('CreateDistribution', () => ({ Distribution: { Id: 'EDOMAIN0001' } })));
  cloudFront.on(UpdateDistributionCommand).callsFake(record('UpdateDistribution', () => ({})));
  cloudFront.on(DeleteDistributionCommand).callsFake(record('DeleteDistribution', () => ({})));
  acm.on(RequestCertificateCommand).callsFake(record('RequestCertificate', () => ({ CertificateArn: ARN })));
  acm.on(DeleteCertificateCommand).callsFake(record('DeleteCertificate', () => ({})));
});

const provider = () => awsDomainProvider({ templateParameter: PARAMETER });

describe('the certificate', () => {
  it('is requested for the domain with DNS validation and a token made from the reference', async () => {
    const { arn } = await (await provider()).requestCertificate(input);
    expect(arn).toBe(ARN);
    expect(sent).toEqual([
      [
        'RequestCertificate',
        {
          DomainName: 'forum.acme.example',
          ValidationMethod: 'DNS',
          IdempotencyToken: idempotencyToken(input.reference),
        },
      ],
    ]);
  });

  it('gets a token ACM accepts (≤ 32 word characters), the same for a reference and another for another', () => {
    const token = idempotencyToken('01JCOMMUNITY00000000000000-01JREFERENCE000000000000000');
    expect(token).toMatch(/^\w{1,32}$/);
    expect(idempotencyToken('01JCOMMUNITY00000000000000-01JREFERENCE000000000000000')).toBe(token);
    expect(idempotencyToken('01JCOMMUNITY00000000000000-01JREFERENCE000000000000001')).not.toBe(token);
  });

  it('is described with its status, validation records, failure, end of validity and renewal', async () => {
    acm.on(DescribeCertificateCommand, { CertificateArn: ARN }).resolves({
      Certificate: {
        CertificateArn: ARN,
        Status: 'ISSUED',
        DomainValidationOptions: [
          {
            DomainName: 'forum.acme.example',
            ResourceRecord: { Name: '_a1.forum.acme.example.', Type: 'CNAME', Value: '_b2.acm-validations.aws.' },
          },
          // ACM has not made this one's record yet: left out until it has.
          { DomainName: 'www.forum.acme.example' },
        ],
        NotAfter: new Date('2027-12-01T00:00:00.000Z'),
        RenewalSummary: { RenewalStatus: 'PENDING_AUTO_RENEWAL', DomainValidationOptions: [], UpdatedAt: new Date() },
      },
    });
    expect(await (await provider()).describeCertificate(ARN)).toEqual({
      arn: ARN,
      status: 'ISSUED',
      failureReason: null,
      validation: [
        {
          DomainName: 'forum.acme.example',
          ResourceRecord: { Name: '_a1.forum.acme.example.', Type: 'CNAME', Value: '_b2.acm-validations.aws.' },
        },
      ],
      notAfter: '2027-12-01T00:00:00.000Z',
      renewalStatus: 'PENDING_AUTO_RENEWAL',
    });
  });

  it('reports a failed request with its reason and no validity', async () => {
    acm.on(DescribeCertificateCommand).resolves({ Certificate: { Status: 'FAILED', FailureReason: 'CAA_ERROR' } });
    expect(await (await provider()).describeCertificate(ARN)).toMatchObject({
      status: 'FAILED',
      failureReason: 'CAA_ERROR',
      validation: [],
      notAfter: null,
      renewalStatus: null,
    });
  });

  it('is null once it no longer exists', async () => {
    acm.on(DescribeCertificateCommand).rejects(notFound());
    expect(await (await provider()).describeCertificate(ARN)).toBeNull();
  });

  it('refuses a status the port does not know instead of guessing one', async () => {
    acm.on(DescribeCertificateCommand).resolves({ Certificate: { Status: 'SOMETHING_NEW' as 'ISSUED' } });
    await expect((await provider()).describeCertificate(ARN)).rejects.toThrow('SOMETHING_NEW');
  });
});

describe('the distribution', () => {
  it('is created from the template distribution named by the parameter, read once per container', async () => {
    const domains = await provider();
    expect(await domains.createDistribution(input)).toEqual({ id: 'EDOMAIN0001' });
    await domains.createDistribution({
      ...input,
      domain: 'talk.other.example',
      aliases: ['talk.other.example'],
      reference: 'C2-R2',
    });
    expect(names()).toEqual([
      'GetParameter',
      'GetDistributionConfig',
      'CreateDistribution',
      'GetDistributionConfig',
      'CreateDistribution',
    ]);
    expect(sent[0]![1]).toEqual({ Name: PARAMETER });
    expect(sent[1]![1]).toEqual({ Id: TEMPLATE_ID });
    expect(sent[2]![1]).toEqual({ DistributionConfig: distributionConfigFor(templateConfig, input) });
  });

  it('answers the distribution made before when the same reference is used again with a changed template', async () => {
    cloudFront.on(CreateDistributionCommand).rejects(
      new DistributionAlreadyExists({
        message:
          'The caller reference that you are using to create a distribution is associated with another distribution. Already exists: EDOMAIN0001',
        $metadata: {},
      }),
    );
    expect(await (await provider()).createDistribution(input)).toEqual({ id: 'EDOMAIN0001' });
  });

  it('fails loudly without a template parameter', async () => {
    const domains = await awsDomainProvider({ templateParameter: '' });
    await expect(domains.createDistribution(input)).rejects.toThrow('TEMPLATE_DISTRIBUTION_PARAMETER is not set');
  });

  it('reports its status and whether it is enabled', async () => {
    distribution({ status: 'InProgress', enabled: true });
    expect(await (await provider()).getDistribution('EDOMAIN0001')).toEqual({
      id: 'EDOMAIN0001',
      status: 'InProgress',
      enabled: true,
    });
  });
});

describe('a distribution re-copied from a changed template', () => {
  /** The distribution as created from the template, with its own caller reference, still enabled. */
  const created = { ...distributionConfigFor(templateConfig, input), CallerReference: input.reference };
  beforeEach(() => {
    cloudFront
      .on(GetDistributionConfigCommand, { Id: 'EDOMAIN0001' })
      .callsFake(record('GetDistributionConfig', () => ({ ETag: 'E-V3', DistributionConfig: created })));
  });

  it('is left alone while the template has not changed', async () => {
    expect(await (await provider()).refreshDistribution('EDOMAIN0001', input)).toBe(false);
    expect(names()).toEqual(['GetParameter', 'GetDistributionConfig', 'GetDistributionConfig']);
  });

  it('takes the changed template, keeping its caller reference and enabled state, guarded by its ETag', async () => {
    const changed = {
      ...templateConfig,
      CallerReference: 'cdk-changed',
      DefaultCacheBehavior: { ...templateConfig.DefaultCacheBehavior!, CachePolicyId: 'render-cache-policy-v2' },
    };
    cloudFront
      .on(GetDistributionConfigCommand, { Id: TEMPLATE_ID })
      .callsFake(record('GetDistributionConfig', () => ({ ETag: 'E-TEMPLATE', DistributionConfig: changed })));
    expect(await (await provider()).refreshDistribution('EDOMAIN0001', input)).toBe(true);
    const [, update] = sent.at(-1)!;
    expect(sent.at(-1)![0]).toBe('UpdateDistribution');
    expect(update).toEqual({
      Id: 'EDOMAIN0001',
      IfMatch: 'E-V3',
      DistributionConfig: { ...distributionConfigFor(changed, input), CallerReference: input.reference, Enabled: true },
    });
  });

  it('leaves a distribution that is gone alone', async () => {
    cloudFront.on(GetDistributionConfigCommand, { Id: 'EGONE' }).rejects(noSuch());
    expect(await (await provider()).refreshDistribution('EGONE', input)).toBe(false);
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toEqual([]);
  });
});

describe('a delete resumed from the state a stopped run left', () => {
  it('disables an enabled distribution with the configuration it read, guarded by its ETag', async () => {
    distribution({ status: 'Deployed', enabled: true, etag: 'E-V7' });
    const domains = await provider();
    expect(await domains.getDistribution('EDOMAIN0001')).toMatchObject({ status: 'Deployed', enabled: true });
    await domains.disableDistribution('EDOMAIN0001');
    expect(names()).toEqual(['GetDistribution', 'GetDistributionConfig', 'UpdateDistribution']);
    expect(sent[2]![1]).toEqual({
      Id: 'EDOMAIN0001',
      IfMatch: 'E-V7',
      DistributionConfig: { ...distributionConfigFor(templateConfig, input), Enabled: false },
    });
  });

  it('leaves a distribution that is already disabled as it is', async () => {
    distribution({ status: 'InProgress', enabled: false });
    await (await provider()).disableDistribution('EDOMAIN0001');
    expect(names()).toEqual(['GetDistributionConfig']);
  });

  it('sees a disabled distribution still deploying as in progress (the worker waits)', async () => {
    distribution({ status: 'InProgress', enabled: false });
    expect(await (await provider()).getDistribution('EDOMAIN0001')).toEqual({
      id: 'EDOMAIN0001',
      status: 'InProgress',
      enabled: false,
    });
  });

  it('deletes a deployed, disabled distribution with its current ETag', async () => {
    distribution({ status: 'Deployed', enabled: false, etag: 'E-V8' });
    await (await provider()).deleteDistribution('EDOMAIN0001');
    expect(sent).toEqual([
      ['GetDistribution', { Id: 'EDOMAIN0001' }],
      ['DeleteDistribution', { Id: 'EDOMAIN0001', IfMatch: 'E-V8' }],
    ]);
  });

  it('takes a distribution that is already gone as deleted, at every step', async () => {
    cloudFront.on(GetDistributionCommand).rejects(noSuch());
    cloudFront.on(GetDistributionConfigCommand, { Id: 'EGONE' }).rejects(noSuch());
    const domains = await provider();
    expect(await domains.getDistribution('EGONE')).toBeNull();
    await domains.disableDistribution('EGONE');
    await domains.deleteDistribution('EGONE');
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toEqual([]);
    expect(cloudFront.commandCalls(DeleteDistributionCommand)).toEqual([]);
  });

  it('takes a distribution deleted between the read and the delete as deleted', async () => {
    distribution({ status: 'Deployed', enabled: false });
    cloudFront.on(DeleteDistributionCommand).rejects(noSuch());
    await expect((await provider()).deleteDistribution('EDOMAIN0001')).resolves.toBeUndefined();
  });

  it('lets a refused update or delete fail, so the next run reads again', async () => {
    distribution({ status: 'Deployed', enabled: true });
    cloudFront.on(UpdateDistributionCommand).rejects(Object.assign(new Error('stale'), { name: 'PreconditionFailed' }));
    await expect((await provider()).disableDistribution('EDOMAIN0001')).rejects.toThrow('stale');
  });

  it('deletes the certificate, and takes one already gone as deleted', async () => {
    const domains = await provider();
    await domains.deleteCertificate(ARN);
    expect(sent).toEqual([['DeleteCertificate', { CertificateArn: ARN }]]);
    acm.on(DeleteCertificateCommand).rejects(notFound());
    await expect(domains.deleteCertificate(ARN)).resolves.toBeUndefined();
  });

  it('lets a certificate still in use fail (CloudFront has not let go of it yet), to be retried', async () => {
    acm.on(DeleteCertificateCommand).rejects(Object.assign(new Error('in use'), { name: 'ResourceInUseException' }));
    await expect((await provider()).deleteCertificate(ARN)).rejects.toThrow('in use');
  });
});

describe("a custom domain's distribution configuration", () => {
  const own = distributionConfigFor(templateConfig, input);

  it("is the template's in every field but the alternate name, certificate, caller reference and comment", () => {
    const fields = new Set([...Object.keys(templateConfig), ...Object.keys(own)]);
    const shared = [...fields].filter((f) => !(OWN_FIELDS as readonly string[]).includes(f));
    // The template has the fields that make a distribution what it is: origins, behaviours, functions, policies.
    expect(shared).toEqual(expect.arrayContaining(['Origins', 'DefaultCacheBehavior', 'CacheBehaviors', 'Logging']));
    for (const field of shared) {
      expect(own[field as keyof DistributionConfig], field).toEqual(templateConfig[field as keyof DistributionConfig]);
    }
  });

  it('answers for the domain only, with its certificate over SNI and TLS 1.2 at least', () => {
    expect(own.Aliases).toEqual({ Quantity: 1, Items: ['forum.acme.example'] });
    expect(own.ViewerCertificate).toEqual({
      ACMCertificateArn: ARN,
      SSLSupportMethod: 'sni-only',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      CloudFrontDefaultCertificate: false,
    });
    expect(own.CallerReference).toBe(input.reference);
    expect(own.Comment).toBe('Hearth custom domain forum.acme.example');
  });

  it('keeps a comment within CloudFront’s 128 characters for the longest domains', () => {
    const long = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.example`;
    expect(distributionConfigFor(templateConfig, { ...input, domain: long }).Comment).toHaveLength(128);
  });

  it('leaves the template as it was', () => {
    const copy = distributionConfigFor(templateConfig, input);
    expect(templateConfig.Aliases?.Items).toEqual(['app.hearth.example', '*.hearth.example']);
    copy.DefaultCacheBehavior!.FunctionAssociations!.Items!.pop();
    expect(templateConfig.DefaultCacheBehavior!.FunctionAssociations!.Quantity).toBe(1);
    expect(templateConfig.DefaultCacheBehavior!.FunctionAssociations!.Items).toHaveLength(1);
  });
});

describe('the CNAME check', () => {
  const noRecord = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));
  const resolver = (records: { cname?: string[]; a?: Record<string, string[]> }): DnsResolver => ({
    resolveCname: () => (records.cname ? Promise.resolve(records.cname) : noRecord('ENODATA')),
    resolve4: (host) => (records.a?.[host] ? Promise.resolve(records.a[host]) : noRecord('ENODATA')),
  });
  const check = async (r: DnsResolver, domain = 'forum.acme.example') =>
    (await awsDomainProvider({ resolver: r })).cnameResolves(domain, 'my.hearth.example');

  it('passes when the CNAME names the target, whatever its case or trailing dot', async () => {
    expect(await check(resolver({ cname: ['My.Hearth.Example.'] }))).toBe(true);
  });

  it('passes when a flattened root domain shares an address with the target', async () => {
    const a = { 'acme.example': ['13.32.1.1', '13.32.1.2'], 'my.hearth.example': ['13.32.1.2', '13.32.1.9'] };
    expect(await check(resolver({ a }), 'acme.example')).toBe(true);
  });

  it('fails while the CNAME names another host and no address is shared', async () => {
    const a = { 'forum.acme.example': ['192.0.2.1'], 'my.hearth.example': ['13.32.1.2'] };
    expect(await check(resolver({ cname: ['old-host.example.'], a }))).toBe(false);
  });

  it('fails for a name that does not exist yet', async () => {
    const r: DnsResolver = { resolveCname: () => noRecord('ENOTFOUND'), resolve4: () => noRecord('ENOTFOUND') };
    expect(await check(r)).toBe(false);
  });

  it('lets a DNS failure through (a timeout is not an answer), so the worker retries', async () => {
    const r: DnsResolver = { resolveCname: () => noRecord('ETIMEOUT'), resolve4: () => noRecord('ETIMEOUT') };
    await expect(check(r)).rejects.toThrow('ETIMEOUT');
  });
});
