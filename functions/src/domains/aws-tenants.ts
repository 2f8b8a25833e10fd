// The second AWS implementation of the custom-domain port: CloudFront's multi-tenant distributions. One distribution
// (connection mode tenant-only) holds the platform's definition, and each custom domain is a distribution tenant of it
// with the domain and its ACM certificate — no distribution per community, so the per-account distribution quota and
// the per-policy association quotas no longer bound the number of custom domains (docs/architecture/aws.md).
// Certificates and the CNAME check are the same as the per-distribution provider's (aws-provider.ts).
import {
  type CloudFrontClient,
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  type DistributionTenant,
  GetDistributionTenantCommand,
  UpdateDistributionTenantCommand,
} from '@aws-sdk/client-cloudfront';
import { attachedElsewhere } from './aws-distribution.ts';
import { acmCertificates, awsClients, type AwsDomainProviderOptions, distributionIdFrom } from './aws-provider.ts';
import { cnameResolvesWith, systemResolver } from './dns-check.ts';
import type { DistributionInput, DistributionState, DomainProvider } from './provider.ts';

/** The environment variable naming the SSM parameter that holds the multi-tenant distribution's id. */
export const MULTI_TENANT_PARAMETER_ENV = 'MULTI_TENANT_DISTRIBUTION_PARAMETER';

/** CloudFront's longest tenant name. */
const NAME_MAX = 128;

/**
 * The tenant's name: unique in the account, so the reference makes it (a retried create finds the tenant it made);
 * letters, digits, dots and hyphens only.
 */
export const tenantName = (reference: string) =>
  `hearth-${reference}`
    .replace(/[^a-zA-Z0-9.-]/g, '-')
    .slice(0, NAME_MAX)
    .replace(/[.-]+$/, '');

const errorName = (error: unknown) => (error as { name?: string } | null)?.name;

/** A tenant's read, with its ETag; null when it no longer exists. */
async function readTenant(
  client: CloudFrontClient,
  identifier: string,
): Promise<{ tenant: DistributionTenant; etag: string | undefined } | null> {
  try {
    const { DistributionTenant: tenant, ETag } = await client.send(
      new GetDistributionTenantCommand({ Identifier: identifier }),
    );
    return tenant ? { tenant, etag: ETag } : null;
  } catch (error) {
    if (errorName(error) === 'EntityNotFound') return null;
    throw error;
  }
}

/** The distribution side of the port as tenants of one multi-tenant distribution. */
export function cloudFrontTenants(client: CloudFrontClient, distributionId: () => Promise<string>) {
  return {
    async createDistribution(input: DistributionInput) {
      const name = tenantName(input.reference);
      try {
        const { DistributionTenant: created } = await client.send(
          new CreateDistributionTenantCommand({
            DistributionId: await distributionId(),
            Name: name,
            Domains: input.aliases.map((Domain) => ({ Domain })),
            Customizations: { Certificate: { Arn: input.certificateArn } },
            Enabled: true,
          }),
        );
        if (!created?.Id) throw new Error('CloudFront created a distribution tenant without an id.');
        return { id: created.Id };
      } catch (error) {
        // A run that stopped after the create: the tenant of that name is this one.
        if (errorName(error) !== 'EntityAlreadyExists') throw attachedElsewhere(error) ?? error;
        const existing = await readTenant(client, name);
        if (!existing?.tenant.Id) throw error;
        return { id: existing.tenant.Id };
      }
    },

    async getDistribution(id: string): Promise<DistributionState | null> {
      const read = await readTenant(client, id);
      if (!read) return null;
      return {
        id,
        status: read.tenant.Status === 'Deployed' ? 'Deployed' : 'InProgress',
        enabled: read.tenant.Enabled ?? false,
      };
    },

    async disableDistribution(id: string): Promise<void> {
      const read = await readTenant(client, id);
      if (!read?.tenant.Enabled) return;
      const { tenant, etag } = read;
      // The tenant as it is, disabled: whether the update replaces or merges, the domain and certificate stay.
      await client.send(
        new UpdateDistributionTenantCommand({
          Id: id,
          IfMatch: etag,
          DistributionId: tenant.DistributionId,
          Domains: tenant.Domains?.flatMap((d) => (d.Domain ? [{ Domain: d.Domain }] : [])),
          Customizations: tenant.Customizations,
          ConnectionGroupId: tenant.ConnectionGroupId,
          Enabled: false,
        }),
      );
    },

    async deleteDistribution(id: string): Promise<void> {
      const read = await readTenant(client, id);
      if (!read) return;
      try {
        await client.send(new DeleteDistributionTenantCommand({ Id: id, IfMatch: read.etag }));
      } catch (error) {
        if (errorName(error) === 'EntityNotFound') return;
        throw error;
      }
    },
  };
}

/** The multi-tenant provider: ACM as aws-provider.ts, tenants of the distribution the parameter names, DNS. */
export async function awsTenantDomainProvider(
  options: AwsDomainProviderOptions & { multiTenantParameter?: string } = {},
): Promise<DomainProvider> {
  const { acm, cloudFront, ssm } = awsClients(options.clientConfig);
  const parameter = options.multiTenantParameter ?? process.env[MULTI_TENANT_PARAMETER_ENV];
  const resolver = options.resolver ?? systemResolver;
  return {
    ...acmCertificates(acm),
    ...cloudFrontTenants(cloudFront, distributionIdFrom(ssm, parameter, MULTI_TENANT_PARAMETER_ENV)),
    cnameResolves: (domain, target) => cnameResolvesWith(resolver, domain, target),
  };
}
