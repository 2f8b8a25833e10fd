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
import { isDeepStrictEqual } from 'node:util';
import { DomainAttachedElsewhere, type DistributionInput, type DistributionState } from './provider.ts';

/** CloudFront's longest comment. */
const COMMENT_MAX = 128;

/** The fields of a custom domain's distribution that are not the wildcard distribution's. */
export const OWN_FIELDS = ['Aliases', 'ViewerCertificate', 'CallerReference', 'Comment'] as const;

export type { DistributionInput };

/**
 * The configuration of the custom domain's distribution: the template's, with the domain's hosts as its alternate names,
 * its certificate (SNI, TLS 1.2 at least, as the wildcard distribution), the reference as caller reference (a retried
 * create answers the same distribution) and a comment naming the domain.
 */
export function distributionConfigFor(template: DistributionConfig, input: DistributionInput): DistributionConfig {
  return {
    ...structuredClone(template),
    CallerReference: input.reference,
    Comment: `Hearth custom domain ${input.domain}`.slice(0, COMMENT_MAX),
    Aliases: { Quantity: input.aliases.length, Items: [...input.aliases] },
    ViewerCertificate: {
      ACMCertificateArn: input.certificateArn,
      SSLSupportMethod: 'sni-only',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      CloudFrontDefaultCertificate: false,
    },
  };
}

/** The same configuration with the fields CloudFront leaves out dropped, so two reads compare as data. */
const plain = (config: DistributionConfig): unknown => JSON.parse(JSON.stringify(config));

const errorName = (error: unknown) => (error as { name?: string } | null)?.name;

/** CloudFront names the existing distribution in the message: "… associated with another distribution. Already exists: E1…". */
export function existingDistributionId(error: unknown): string | null {
  if (errorName(error) !== 'DistributionAlreadyExists') return null;
  const match = /Already exists:\s*([A-Z0-9]+)/.exec((error as { message?: string }).message ?? '');
  return match?.[1] ?? null;
}

/**
 * CloudFront's answer when an alias is already an alternate name of another distribution (this account's or
 * another's) as the port's error: retrying cannot help.
 */
export function attachedElsewhere(error: unknown): DomainAttachedElsewhere | null {
  if (errorName(error) !== 'CNAMEAlreadyExists') return null;
  return new DomainAttachedElsewhere((error as Error).message, { cause: error });
}

/** A distribution's configuration with its ETag; null when the distribution no longer exists. */
async function readConfig(client: CloudFrontClient, id: string) {
  try {
    const { DistributionConfig, ETag } = await client.send(new GetDistributionConfigCommand({ Id: id }));
    return DistributionConfig ? { config: DistributionConfig, etag: ETag } : null;
  } catch (error) {
    if (errorName(error) === 'NoSuchDistribution') return null;
    throw error;
  }
}

/** The template distribution's configuration: the one definition every custom domain's distribution copies. */
async function templateConfig(client: CloudFrontClient, templateId: () => Promise<string>) {
  const template = await readConfig(client, await templateId());
  if (!template) throw new Error('The template distribution has no configuration.');
  return template.config;
}

/**
 * Brings a custom domain's distribution back in line with the wildcard distribution after the template changed (a
 * deploy changed a behaviour, a policy, an origin or the origin secret): the copy is made again from the template,
 * keeping the distribution's own caller reference (CloudFront never changes it) and its enabled state. Answers whether
 * it changed anything; a distribution that is gone is left alone.
 */
async function refreshFromTemplate(
  client: CloudFrontClient,
  templateId: () => Promise<string>,
  id: string,
  input: DistributionInput,
): Promise<boolean> {
  const template = await templateConfig(client, templateId);
  const current = await readConfig(client, id);
  if (!current) return false;
  const wanted: DistributionConfig = {
    ...distributionConfigFor(template, input),
    CallerReference: current.config.CallerReference,
    Enabled: current.config.Enabled,
  };
  if (isDeepStrictEqual(plain(wanted), plain(current.config))) return false;
  await client.send(new UpdateDistributionCommand({ Id: id, IfMatch: current.etag, DistributionConfig: wanted }));
  return true;
}

/** The distribution side of the provider, over one CloudFront client and the template distribution's id. */
export function cloudFrontDistributions(client: CloudFrontClient, templateId: () => Promise<string>) {
  return {
    async createDistribution(input: DistributionInput): Promise<{ id: string }> {
      const DistributionConfig = distributionConfigFor(await templateConfig(client, templateId), input);
      try {
        const created = await client.send(new CreateDistributionCommand({ DistributionConfig }));
        const id = created.Distribution?.Id;
        if (!id) throw new Error('CloudFront created a distribution without an id.');
        return { id };
      } catch (error) {
        // The same reference was used before (a run that stopped after the create): that distribution is this one.
        const id = existingDistributionId(error);
        if (id) return { id };
        throw attachedElsewhere(error) ?? error;
      }
    },

    refreshDistribution: (id: string, input: DistributionInput) => refreshFromTemplate(client, templateId, id, input),

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
      const current = await readConfig(client, id);
      if (!current?.config.Enabled) return;
      // IfMatch: a change made since the read fails (PreconditionFailed) and the next run reads again.
      await client.send(
        new UpdateDistributionCommand({
          Id: id,
          IfMatch: current.etag,
          DistributionConfig: { ...current.config, Enabled: false },
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
