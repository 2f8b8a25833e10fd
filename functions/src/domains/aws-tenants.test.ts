// The multi-tenant AWS provider against mocked CloudFront and SSM clients: a tenant per custom domain created on the
// multi-tenant distribution, found again on a retried create, and each step of a delete resumed from where it stopped.
import {
  CloudFrontClient,
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  EntityAlreadyExists,
  EntityNotFound,
  GetDistributionTenantCommand,
  UpdateDistributionTenantCommand,
} from '@aws-sdk/client-cloudfront';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { awsTenantDomainProvider, tenantName } from './aws-tenants.ts';

const cloudFront = mockClient(CloudFrontClient);
const ssm = mockClient(SSMClient);

const PARAMETER = '/hearth/web/multi-tenant-distribution-id';
const ARN = 'arn:aws:acm:us-east-1:111111111111:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
const input = {
  domain: 'forum.acme.example',
  aliases: ['forum.acme.example'],
  alternativeNames: [],
  certificateArn: ARN,
  reference: '01JCOMMUNITY-01JREFERENCE',
};

let sent: Array<[string, unknown]> = [];
const record = (name: string, answer: () => unknown) => (i: unknown) => {
  sent.push([name, i]);
  return answer();
};
const names = () => sent.map(([name]) => name);
const notFound = () => new EntityNotFound({ message: 'The distribution tenant does not exist.', $metadata: {} });

/** The tenant as CloudFront holds it. */
function tenant(state: { status: 'InProgress' | 'Deployed'; enabled: boolean }) {
  cloudFront.on(GetDistributionTenantCommand).callsFake(
    record('GetDistributionTenant', () => ({
      ETag: 'E-T1',
      DistributionTenant: {
        Id: 'dt_0001',
        DistributionId: 'EMULTI0001',
        Name: tenantName(input.reference),
        Domains: [{ Domain: 'forum.acme.example', Status: 'active' }],
        Customizations: { Certificate: { Arn: ARN } },
        Status: state.status,
        Enabled: state.enabled,
      },
    })),
  );
}

beforeEach(() => {
  sent = [];
  cloudFront.reset();
  ssm.reset();
  ssm.on(GetParameterCommand).callsFake(record('GetParameter', () => ({ Parameter: { Value: 'EMULTI0001' } })));
  cloudFront
    .on(CreateDistributionTenantCommand)
    .callsFake(record('CreateDistributionTenant', () => ({ DistributionTenant: { Id: 'dt_0001' } })));
  cloudFront.on(UpdateDistributionTenantCommand).callsFake(record('UpdateDistributionTenant', () => ({})));
  cloudFront.on(DeleteDistributionTenantCommand).callsFake(record('DeleteDistributionTenant', () => ({})));
});

const provider = () => awsTenantDomainProvider({ multiTenantParameter: PARAMETER });

describe('a tenant per custom domain', () => {
  it('is created on the multi-tenant distribution the parameter names, with the domain and its certificate', async () => {
    expect(await (await provider()).createDistribution(input)).toEqual({ id: 'dt_0001' });
    expect(sent).toEqual([
      ['GetParameter', { Name: PARAMETER }],
      [
        'CreateDistributionTenant',
        {
          DistributionId: 'EMULTI0001',
          Name: 'hearth-01JCOMMUNITY-01JREFERENCE',
          Domains: [{ Domain: 'forum.acme.example' }],
          Customizations: { Certificate: { Arn: ARN } },
          Enabled: true,
        },
      ],
    ]);
  });

  it('is found by its name when a retried create meets the tenant made before', async () => {
    cloudFront
      .on(CreateDistributionTenantCommand)
      .rejects(new EntityAlreadyExists({ message: 'exists', $metadata: {} }));
    tenant({ status: 'InProgress', enabled: true });
    expect(await (await provider()).createDistribution(input)).toEqual({ id: 'dt_0001' });
    expect(sent.at(-1)).toEqual(['GetDistributionTenant', { Identifier: 'hearth-01JCOMMUNITY-01JREFERENCE' }]);
  });

  it('has a name CloudFront accepts, whatever the reference holds', () => {
    expect(tenantName('c1_x/y')).toBe('hearth-c1-x-y');
    const long = tenantName(`${'a'.repeat(120)}-${'b'.repeat(30)}`);
    expect(long.length).toBeLessThanOrEqual(128);
    expect(long).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]$/);
  });

  it('reports its status and whether it is enabled, and null once gone', async () => {
    tenant({ status: 'InProgress', enabled: true });
    const domains = await provider();
    expect(await domains.getDistribution('dt_0001')).toEqual({ id: 'dt_0001', status: 'InProgress', enabled: true });
    cloudFront.on(GetDistributionTenantCommand).rejects(notFound());
    expect(await domains.getDistribution('dt_0001')).toBeNull();
  });
});

describe('a tenant delete resumed from the state a stopped run left', () => {
  it('disables an enabled tenant, keeping its domain and certificate, guarded by its ETag', async () => {
    tenant({ status: 'Deployed', enabled: true });
    await (await provider()).disableDistribution('dt_0001');
    expect(sent).toEqual([
      ['GetDistributionTenant', { Identifier: 'dt_0001' }],
      [
        'UpdateDistributionTenant',
        {
          Id: 'dt_0001',
          IfMatch: 'E-T1',
          DistributionId: 'EMULTI0001',
          Domains: [{ Domain: 'forum.acme.example' }],
          Customizations: { Certificate: { Arn: ARN } },
          ConnectionGroupId: undefined,
          Enabled: false,
        },
      ],
    ]);
  });

  it('leaves a disabled tenant as it is', async () => {
    tenant({ status: 'InProgress', enabled: false });
    await (await provider()).disableDistribution('dt_0001');
    expect(names()).toEqual(['GetDistributionTenant']);
  });

  it('deletes a deployed, disabled tenant with its current ETag', async () => {
    tenant({ status: 'Deployed', enabled: false });
    await (await provider()).deleteDistribution('dt_0001');
    expect(sent.at(-1)).toEqual(['DeleteDistributionTenant', { Id: 'dt_0001', IfMatch: 'E-T1' }]);
  });

  it('takes a tenant already gone as deleted, at every step', async () => {
    cloudFront.on(GetDistributionTenantCommand).rejects(notFound());
    const domains = await provider();
    await domains.disableDistribution('dt_0001');
    await domains.deleteDistribution('dt_0001');
    expect(names()).toEqual([]);
  });

  it('takes a tenant deleted between the read and the delete as deleted', async () => {
    tenant({ status: 'Deployed', enabled: false });
    cloudFront.on(DeleteDistributionTenantCommand).rejects(notFound());
    await expect((await provider()).deleteDistribution('dt_0001')).resolves.toBeUndefined();
  });

  it('lets a tenant not yet disabled fail the delete, so the next run disables it first', async () => {
    tenant({ status: 'Deployed', enabled: true });
    cloudFront
      .on(DeleteDistributionTenantCommand)
      .rejects(Object.assign(new Error('not disabled'), { name: 'ResourceNotDisabled' }));
    await expect((await provider()).deleteDistribution('dt_0001')).rejects.toThrow('not disabled');
  });
});
