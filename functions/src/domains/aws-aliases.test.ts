// The AWS providers for a bare root domain and for a domain CloudFront will not take: the certificate names
// `www.<domain>` too (ACM then asks for a validation record per name), the distribution (or tenant) answers for both
// hosts, and an alias already on another distribution is the port's DomainAttachedElsewhere, not an error to retry.
import { ACMClient, DescribeCertificateCommand, RequestCertificateCommand } from '@aws-sdk/client-acm';
import {
  CloudFrontClient,
  CNAMEAlreadyExists,
  CreateDistributionCommand,
  CreateDistributionTenantCommand,
  GetDistributionConfigCommand,
} from '@aws-sdk/client-cloudfront';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { distributionConfigFor } from './aws-distribution.ts';
import { templateConfig } from './aws-fixtures.ts';
import { awsDomainProvider, idempotencyToken } from './aws-provider.ts';
import { awsTenantDomainProvider } from './aws-tenants.ts';
import { DomainAttachedElsewhere } from './provider.ts';

const acm = mockClient(ACMClient);
const cloudFront = mockClient(CloudFrontClient);
const ssm = mockClient(SSMClient);

const ARN = 'arn:aws:acm:us-east-1:111111111111:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
const root = {
  domain: 'acme.example',
  alternativeNames: ['www.acme.example'],
  aliases: ['acme.example', 'www.acme.example'],
  certificateArn: ARN,
  reference: '01JCOMMUNITY-01JREFERENCE',
};
const taken = () =>
  new CNAMEAlreadyExists({
    message: 'One or more of the CNAMEs you provided are already associated with a different resource.',
    $metadata: {},
  });

beforeEach(() => {
  for (const mock of [acm, cloudFront, ssm]) mock.reset();
  ssm.on(GetParameterCommand).resolves({ Parameter: { Value: 'ETEMPLATE0001' } });
  cloudFront.on(GetDistributionConfigCommand).resolves({ ETag: 'E-T', DistributionConfig: templateConfig });
});

const perDistribution = () => awsDomainProvider({ templateParameter: '/hearth/web/wildcard-distribution-id' });
const tenants = () => awsTenantDomainProvider({ multiTenantParameter: '/hearth/web/multi-tenant-distribution-id' });

describe('a bare root domain', () => {
  it('gets a certificate naming www.<domain> as a subject alternative name', async () => {
    acm.on(RequestCertificateCommand).resolves({ CertificateArn: ARN });
    await (await perDistribution()).requestCertificate(root);
    expect(acm.commandCalls(RequestCertificateCommand).map((c) => c.args[0].input)).toEqual([
      {
        DomainName: 'acme.example',
        SubjectAlternativeNames: ['www.acme.example'],
        ValidationMethod: 'DNS',
        IdempotencyToken: idempotencyToken(root.reference),
      },
    ]);
  });

  it('is described with a validation record per name, as ACM gives them', async () => {
    const record = (name: string) => ({
      DomainName: name,
      ResourceRecord: { Name: `_a.${name}.`, Type: 'CNAME' as const, Value: `_b.${name}.acm-validations.aws.` },
    });
    acm.on(DescribeCertificateCommand).resolves({
      Certificate: {
        Status: 'PENDING_VALIDATION',
        DomainValidationOptions: [record('acme.example'), record('www.acme.example')],
      },
    });
    const described = await (await perDistribution()).describeCertificate(ARN);
    expect(described?.validation).toEqual([record('acme.example'), record('www.acme.example')]);
  });

  it('gets a distribution answering for both hosts', async () => {
    cloudFront.on(CreateDistributionCommand).callsFake(() => ({ Distribution: { Id: 'EDOMAIN0001' } }));
    await (await perDistribution()).createDistribution(root);
    const [call] = cloudFront.commandCalls(CreateDistributionCommand);
    expect(call!.args[0].input.DistributionConfig?.Aliases).toEqual({
      Quantity: 2,
      Items: ['acme.example', 'www.acme.example'],
    });
    expect(call!.args[0].input.DistributionConfig).toEqual(distributionConfigFor(templateConfig, root));
  });

  it('gets a tenant with both hosts as its domains', async () => {
    cloudFront.on(CreateDistributionTenantCommand).resolves({ DistributionTenant: { Id: 'dt_0001' } });
    expect(await (await tenants()).createDistribution(root)).toEqual({ id: 'dt_0001' });
    const [call] = cloudFront.commandCalls(CreateDistributionTenantCommand);
    expect(call!.args[0].input.Domains).toEqual([{ Domain: 'acme.example' }, { Domain: 'www.acme.example' }]);
  });
});

describe('a host already attached to another distribution', () => {
  it('makes the distribution create fail with DomainAttachedElsewhere, its reason the distribution failure', async () => {
    cloudFront.on(CreateDistributionCommand).rejects(taken());
    const error = await (await perDistribution()).createDistribution(root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainAttachedElsewhere);
    expect((error as DomainAttachedElsewhere).reason).toBe('DOMAIN_ATTACHED_ELSEWHERE');
    expect(cloudFront.commandCalls(CreateDistributionCommand)).toHaveLength(1);
  });

  it('makes the tenant create fail the same way', async () => {
    cloudFront.on(CreateDistributionTenantCommand).rejects(taken());
    await expect((await tenants()).createDistribution(root)).rejects.toBeInstanceOf(DomainAttachedElsewhere);
  });

  it('leaves other refusals as they are (the worker retries them)', async () => {
    cloudFront
      .on(CreateDistributionCommand)
      .rejects(Object.assign(new Error('too many'), { name: 'TooManyDistributions' }));
    const error = await (await perDistribution()).createDistribution(root).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(DomainAttachedElsewhere);
    expect((error as Error).name).toBe('TooManyDistributions');
  });
});
