// The custom-domain provider port: the certificate (ACM in us-east-1), the CloudFront side (a distribution per
// community, or a tenant of the multi-tenant distribution) and the DNS check. The domain worker drives it; each call
// is idempotent, so a run that stopped half-way resumes by asking again. AWS adapters: aws-provider.ts; locally the
// simulator in scripts/local/domains walks the same states (wired with `useDomainProvider`).
import type {
  CertificateStatus,
  DistributionFailure,
  DistributionStatus,
} from '@hearth/shared/constants/custom-domains';
import type { ValidationRecord } from '@hearth/shared/schemas/custom-domains';

export interface CertificateState {
  arn: string;
  status: CertificateStatus;
  /** ACM's FailureReason when the certificate failed (e.g. CAA_ERROR), else null. */
  failureReason: string | null;
  /** The DNS records that prove the domain is the owner's; empty until ACM has made them. */
  validation: ValidationRecord[];
  /** The end of the certificate's validity (ISO 8601), once issued. */
  notAfter: string | null;
  /** ACM's managed renewal: null when no renewal runs, else its status (PENDING_AUTO_RENEWAL, SUCCESS, FAILED …). */
  renewalStatus: string | null;
}

export interface DistributionState {
  /** The distribution's (or tenant's) id. */
  id: string;
  status: DistributionStatus;
  enabled: boolean;
}

/**
 * CloudFront refused a host as an alternate name: another distribution (possibly another AWS account's) has it. Not
 * worth retrying — the owner must free the name there, or delete the domain here.
 */
export class DomainAttachedElsewhere extends Error {
  override name = 'DomainAttachedElsewhere';
  readonly reason: DistributionFailure = 'DOMAIN_ATTACHED_ELSEWHERE';
}

export interface CertificateInput {
  /** The certificate's domain name (the domain the owner entered). */
  domain: string;
  /** Further names it covers (subject alternative names), e.g. `www.<domain>` for a bare root domain; may be empty. */
  alternativeNames: string[];
  reference: string;
}

export interface DistributionInput {
  /** The domain the owner entered (the canonical host). */
  domain: string;
  /** Every host it answers for (CloudFront's alternate names), the domain first; all covered by the certificate. */
  aliases: string[];
  certificateArn: string;
  reference: string;
}

export interface DomainProvider {
  /**
   * Requests a DNS-validated certificate for the domain and its alternative names (ACM gives a validation record per
   * name); the same `reference` answers the same certificate (idempotent).
   */
  requestCertificate(input: CertificateInput): Promise<{ arn: string }>;
  /** The certificate as ACM holds it; null when it no longer exists. */
  describeCertificate(arn: string): Promise<CertificateState | null>;
  /** Deletes the certificate; one that is already gone is not an error. */
  deleteCertificate(arn: string): Promise<void>;
  /**
   * Creates what serves the domain with the certificate: a distribution built from the platform's one definition (or
   * a tenant of the multi-tenant distribution) answering for every alias. The same `reference` answers the same
   * distribution (idempotent). Throws DomainAttachedElsewhere when an alias is another distribution's.
   */
  createDistribution(input: DistributionInput): Promise<{ id: string }>;
  /** The distribution; null when it no longer exists. */
  getDistribution(id: string): Promise<DistributionState | null>;
  /** Disables the distribution (the first step of a delete); an already disabled one is left as it is. */
  disableDistribution(id: string): Promise<void>;
  /** Deletes a disabled, deployed distribution; one that is already gone is not an error. */
  deleteDistribution(id: string): Promise<void>;
  /** Whether the domain's DNS already sends it to the platform's `my.` host (its CNAME, or the same addresses). */
  cnameResolves(domain: string, target: string): Promise<boolean>;
  /**
   * Brings a serving distribution back to the platform's one definition after that changed (a deploy); true when it
   * changed something. Only where a distribution is a copy (a multi-tenant distribution's tenants follow it alone).
   */
  refreshDistribution?(id: string, input: DistributionInput): Promise<boolean>;
}

let current: DomainProvider | null = null;
let make: (() => Promise<DomainProvider>) | null = null;

/** Puts a provider in place (the local platform's simulator, a test's fake). */
export function useDomainProvider(provider: DomainProvider | null) {
  current = provider;
}

/** How the Lambda makes its provider when none was put in place (the entry wires the AWS adapter). */
export function makeDomainProviderWith(factory: () => Promise<DomainProvider>) {
  make = factory;
}

/** The provider in place, made on first use. */
export async function domainProvider(): Promise<DomainProvider> {
  if (current) return current;
  if (!make) throw new Error('No custom-domain provider is configured.');
  current = await make();
  return current;
}
