// A CloudFront distribution per custom domain, made from the wildcard distribution's own configuration: the wildcard
// distribution (the web stack's, serving app.<base> and *.<base>) is the one definition of origins, behaviours, cache
// policies, functions and header policies; a custom domain's distribution is a copy of it that differs only in its
// alternate name, its certificate, its caller reference and its comment, so the two cannot drift apart.
import {
  type CloudFrontClient,
  CreateDistributionCommand,
  DeleteDistributionCommand,
  type DistributionConfig,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import type { DistributionState } from './provider.ts';

/** CloudFront's longest comment. */
const COMMENT_MAX = 128;

/** The fields of a custom domain's distribution that are not the wildcard distribution's. */
export const OWN_FIELDS = ['Aliases', 'ViewerCertificate', 'CallerReference', 'Comment'] as const;

export interface DistributionInput {
  domain: string;
  certificateArn: string;
  reference: string;
}

/**
 * The configuration of the custom domain's distribution: the template's, with the domain as its only alternate name,
 * its certificate (SNI, TLS 1.2 at least, as the wildcard distribution), the reference as caller reference (a retried
 * create answers the same distribution) and a comment naming the domain.
 */
export function distributionConfigFor(template: DistributionConfig, input: DistributionInput): DistributionConfig {
  return {
    ...structuredClone(template),
    CallerReference: input.reference,
    Comment: `Hearth custom domain ${input.domain}`.slice(0, COMMENT_MAX),
    Aliases: { Quantity: 1, Items: [input.domain] },
    ViewerCertificate: {
      ACMCertificateArn: input.certificateArn,
      SSLSupportMethod: 'sni-only',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      CloudFrontDefaultCertificate: false,
    },
  };
}

const errorName = (error: unknown) => (error as { name?: string } | null)?.name;

/** CloudFront names the existing distribution in the message: "… associated with another distribution. Already exists: E1…". */
export function existingDistributionId(error: unknown): string | null {
  if (errorName(error) !== 'DistributionAlreadyExists') return null;
  const match = /Already exists:\s*([A-Z0-9]+)/.exec((error as { message?: string }).message ?? '');
  return match?.[1] ?? null;
}

/** The distribution side of the provider, over one CloudFront client and the template distribution's id. */
export function cloudFrontDistributions(client: CloudFrontClient, templateId: () => Promise<string>) {
  return {
    async createDistribution(input: DistributionInput): Promise<{ id: string }> {
      const template = await client.send(new GetDistributionConfigCommand({ Id: await templateId() }));
      if (!template.DistributionConfig) throw new Error('The template distribution has no configuration.');
      try {
        const created = await client.send(
          new CreateDistributionCommand({
            DistributionConfig: distributionConfigFor(template.DistributionConfig, input),
          }),
        );
        const id = created.Distribution?.Id;
        if (!id) throw new Error('CloudFront created a distribution without an id.');
        return { id };
      } catch (error) {
        // The same reference was used before (a run that stopped after the create): that distribution is this one.
        const id = existingDistributionId(error);
        if (id) return { id };
        throw error;
      }
    },

    async getDistribution(id: string): Promise<DistributionState | null> {
      try {
        const { Distribution } = await client.send(new GetDistributionCommand({ Id: id }));
        return {
          id,
          status: Distribution?.Status === 'Deployed' ? 'Deployed' : 'InProgress',
          enabled: Distribution?.DistributionConfig?.Enabled ?? false,
        };
      } catch (error) {
        if (errorName(error) === 'NoSuchDistribution') return null;
        throw error;
      }
    },

    async disableDistribution(id: string): Promise<void> {
      let current;
      try {
        current = await client.send(new GetDistributionConfigCommand({ Id: id }));
      } catch (error) {
        if (errorName(error) === 'NoSuchDistribution') return;
        throw error;
      }
      const config = current.DistributionConfig;
      if (!config?.Enabled) return;
      // IfMatch: a change made since the read fails (PreconditionFailed) and the next run reads again.
      await client.send(
        new UpdateDistributionCommand({
          Id: id,
          IfMatch: current.ETag,
          DistributionConfig: { ...config, Enabled: false },
        }),
      );
    },

    async deleteDistribution(id: string): Promise<void> {
      try {
        const { ETag } = await client.send(new GetDistributionCommand({ Id: id }));
        await client.send(new DeleteDistributionCommand({ Id: id, IfMatch: ETag }));
      } catch (error) {
        if (errorName(error) === 'NoSuchDistribution') return;
        throw error;
      }
    },
  };
}
