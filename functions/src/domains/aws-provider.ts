// The custom-domain provider in AWS: the certificate from ACM in us-east-1 (the only region CloudFront takes
// certificates from), a CloudFront distribution per domain copied from the wildcard distribution (aws-distribution.ts),
// and the CNAME check against public DNS (dns-check.ts). Every client retries throttling with the SDK's adaptive mode
// (backoff plus a client-side rate limit), so a worker run that meets AWS's request rate slows down instead of failing.
import { createHash } from 'node:crypto';
import {
  ACMClient,
  type ACMClientConfig,
  type CertificateDetail,
  DeleteCertificateCommand,
  DescribeCertificateCommand,
  RequestCertificateCommand,
} from '@aws-sdk/client-acm';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { CERTIFICATE_STATUSES, type CertificateStatus } from '@hearth/shared/constants/custom-domains';
import type { ValidationRecord } from '@hearth/shared/schemas/custom-domains';
import { once } from '../platform/aws/lazy.ts';
import { config } from '../platform/config.ts';
import { cloudFrontDistributions } from './aws-distribution.ts';
import { cnameResolvesWith, type DnsResolver, systemResolver } from './dns-check.ts';
import type { CertificateInput, CertificateState, DomainProvider } from './provider.ts';

/** ACM and CloudFront take certificates for distributions from this region only; CloudFront's API lives there too. */
export const CERTIFICATE_REGION = 'us-east-1';

/** Attempts per call, the first included: throttled calls back off and retry up to this many times. */
export const MAX_ATTEMPTS = 8;

/** The environment variable naming the SSM parameter that holds the wildcard distribution's id (the web stack writes it). */
export const TEMPLATE_PARAMETER_ENV = 'TEMPLATE_DISTRIBUTION_PARAMETER';

/** The settings every client shares, plus what a test adds (a request handler, credentials). */
type ClientSettings = Pick<ACMClientConfig, 'requestHandler' | 'credentials'>;

export interface AwsDomainProviderOptions {
  /** Added to every client's configuration (tests give a request handler and credentials). */
  clientConfig?: ClientSettings;
  /** The DNS lookups of the CNAME check; the system resolver by default. */
  resolver?: DnsResolver;
  /** The SSM parameter holding the template distribution's id; by default the one TEMPLATE_DISTRIBUTION_PARAMETER names. */
  templateParameter?: string;
}

/**
 * ACM's idempotency token: at most 32 word characters. The reference (`<communityId>-<ulid>`) is longer and has a
 * hyphen, so the token is the start of its SHA-256: the same reference asks for the same certificate (within the hour
 * ACM keeps a token), another reference for another.
 */
export const idempotencyToken = (reference: string) =>
  createHash('sha256').update(reference).digest('hex').slice(0, 32);

const errorName = (error: unknown) => (error as { name?: string } | null)?.name;

const certificateStatus = (status: string | undefined): CertificateStatus => {
  if ((CERTIFICATE_STATUSES as readonly string[]).includes(status ?? '')) return status as CertificateStatus;
  throw new Error(`ACM answered an unknown certificate status: ${status}`);
};

/** ACM's description of a certificate in the port's terms. */
export function certificateState(arn: string, detail: CertificateDetail): CertificateState {
  const validation: ValidationRecord[] = (detail.DomainValidationOptions ?? []).flatMap((option) =>
    option.DomainName && option.ResourceRecord?.Name && option.ResourceRecord.Type && option.ResourceRecord.Value
      ? [
          {
            DomainName: option.DomainName,
            ResourceRecord: {
              Name: option.ResourceRecord.Name,
              Type: option.ResourceRecord.Type,
              Value: option.ResourceRecord.Value,
            },
          },
        ]
      : [],
  );
  return {
    arn,
    status: certificateStatus(detail.Status),
    failureReason: detail.FailureReason ?? null,
    validation,
    notAfter: detail.NotAfter ? detail.NotAfter.toISOString() : null,
    renewalStatus: detail.RenewalSummary?.RenewalStatus ?? null,
  };
}

/** The certificate side of the provider over one ACM client. */
export function acmCertificates(acm: ACMClient) {
  return {
    async requestCertificate({ domain, alternativeNames, reference }: CertificateInput) {
      const { CertificateArn } = await acm.send(
        new RequestCertificateCommand({
          DomainName: domain,
          // The further names (`www.<domain>`); ACM asks for a validation record for each name, the domain's included.
          ...(alternativeNames.length ? { SubjectAlternativeNames: alternativeNames } : {}),
          ValidationMethod: 'DNS',
          IdempotencyToken: idempotencyToken(reference),
        }),
      );
      if (!CertificateArn) throw new Error('ACM answered a certificate request without an ARN.');
      return { arn: CertificateArn };
    },

    async describeCertificate(arn: string): Promise<CertificateState | null> {
      try {
        const { Certificate } = await acm.send(new DescribeCertificateCommand({ CertificateArn: arn }));
        return Certificate ? certificateState(arn, Certificate) : null;
      } catch (error) {
        if (errorName(error) === 'ResourceNotFoundException') return null;
        throw error;
      }
    },

    async deleteCertificate(arn: string): Promise<void> {
      try {
        await acm.send(new DeleteCertificateCommand({ CertificateArn: arn }));
      } catch (error) {
        if (errorName(error) === 'ResourceNotFoundException') return;
        throw error;
      }
    },
  };
}

/** The three clients, retrying throttled calls (adaptive mode); ACM and CloudFront in us-east-1, SSM in this region. */
export function awsClients(clientConfig: ClientSettings = {}) {
  const shared = { retryMode: 'adaptive', maxAttempts: MAX_ATTEMPTS, ...clientConfig };
  return {
    acm: new ACMClient({ ...shared, region: CERTIFICATE_REGION }),
    cloudFront: new CloudFrontClient({ ...shared, region: CERTIFICATE_REGION }),
    ssm: new SSMClient({ ...shared, region: config().region }),
  };
}

/** A distribution id kept in an SSM parameter, read on first use and then kept for the container's life. */
export function distributionIdFrom(ssm: SSMClient, parameter: string | undefined, env: string) {
  return once(async () => {
    if (!parameter) throw new Error(`${env} is not set: no distribution to build custom domains on.`);
    const { Parameter } = await ssm.send(new GetParameterCommand({ Name: parameter }));
    if (!Parameter?.Value) throw new Error(`The SSM parameter ${parameter} holds no distribution id.`);
    return Parameter.Value;
  });
}

/**
 * The port, and beyond it the re-copy of an existing distribution from a changed template (`refreshDistribution`),
 * which a port that knows of it lets the worker run on its daily check of a connected domain.
 */
export type AwsDomainProvider = DomainProvider &
  Pick<ReturnType<typeof cloudFrontDistributions>, 'refreshDistribution'>;

/** The AWS provider: ACM, CloudFront, the template distribution's id from SSM (read once), and DNS. */
export async function awsDomainProvider(options: AwsDomainProviderOptions = {}): Promise<AwsDomainProvider> {
  const { acm, cloudFront, ssm } = awsClients(options.clientConfig);
  const parameter = options.templateParameter ?? process.env[TEMPLATE_PARAMETER_ENV];
  const resolver = options.resolver ?? systemResolver;
  return {
    ...acmCertificates(acm),
    ...cloudFrontDistributions(cloudFront, distributionIdFrom(ssm, parameter, TEMPLATE_PARAMETER_ENV)),
    cnameResolves: (domain, target) => cnameResolvesWith(resolver, domain, target),
  };
}
