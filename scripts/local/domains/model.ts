// The custom-domain simulator's state (kept in `<data>/domains-simulator.json`) and the view the dev page and its
// JSON API give of each simulated domain.
import type { CertificateStatus, DistributionStatus } from '@hearth/shared/constants/custom-domains';

export interface SimulatedCertificate {
  arn: string;
  domain: string;
  /** The idempotency reference it was requested with: the same reference answers this certificate. */
  reference: string;
  status: CertificateStatus;
  failureReason: string | null;
  /** The random part of the validation record's names (`_<hash>.<domain>.` → `_<hash>.acm-validations.aws.`). */
  validationHash: string;
  /** The further names it covers (`www.<domain>` of a root domain), each with a validation record of its own. */
  alternativeNames?: string[];
  notAfter: string | null;
  renewalStatus: string | null;
}

export interface SimulatedDistribution {
  id: string;
  domain: string;
  /** Every host it answers for, the domain first. */
  aliases?: string[];
  certificateArn: string;
  reference: string;
  status: DistributionStatus;
  enabled: boolean;
  /** Reads still answered InProgress before the change deploys (1 after a create or a disable). */
  readsUntilDeployed: number;
}

/** What the simulator holds for one domain: its current certificate and distribution, and its DNS. */
export interface SimulatedDomain {
  certificateArn: string | null;
  distributionId: string | null;
  cnameResolved: boolean;
  /** The domain's other hosts (`www.<domain>`), as its certificate was requested with: stand-ins exist for them too. */
  aliases?: string[];
  /** The next distribution create for the domain fails as CloudFront's CNAMEAlreadyExists does (the page's control). */
  attachedElsewhere?: boolean;
}

export interface DomainsSimulatorState {
  version: 1;
  certificates: Record<string, SimulatedCertificate>;
  distributions: Record<string, SimulatedDistribution>;
  /** Keyed by the domain; a domain stays listed once requested (its DNS outlives its certificate). */
  domains: Record<string, SimulatedDomain>;
}

export const emptyDomainsState = (): DomainsSimulatorState => ({
  version: 1,
  certificates: {},
  distributions: {},
  domains: {},
});

/** One domain as `GET /_dev/domains.json` lists it (the shape integration tests read). */
export interface DomainView {
  domain: string;
  certificate: { arn: string; status: CertificateStatus } | null;
  distribution: { id: string; status: DistributionStatus; enabled: boolean } | null;
  cnameResolved: boolean;
  /** The browser address standing in for the domain (`http://forum-acme-example.localhost:4321`). */
  standIn: string;
  /** The domain's other hosts (`www.<domain>` of a root domain) and their stand-ins. */
  aliases: Array<{ host: string; standIn: string }>;
  /** The next distribution create fails: the domain is attached to a distribution elsewhere. */
  attachedElsewhere: boolean;
}

/** What the dev page's buttons (and `POST /_dev/domains/<domain>/<action>`) do. */
export const DOMAIN_ACTIONS = [
  'validate',
  'fail',
  'time-out',
  'revoke',
  'expire',
  'resolve-cname',
  'unresolve-cname',
  'attached-elsewhere',
] as const;
export type DomainAction = (typeof DOMAIN_ACTIONS)[number];

export const isDomainAction = (value: string): value is DomainAction =>
  (DOMAIN_ACTIONS as readonly string[]).includes(value);

/** ACM's certificate failure reasons (DescribeCertificate `FailureReason`) the page offers; `fail` takes any of ACM's. */
export const FAILURE_REASONS = [
  'CAA_ERROR',
  'ADDITIONAL_VERIFICATION_REQUIRED',
  'DOMAIN_NOT_ALLOWED',
  'INVALID_PUBLIC_DOMAIN',
  'DOMAIN_VALIDATION_DENIED',
  'NO_AVAILABLE_CONTACTS',
  'OTHER',
] as const;
export const DEFAULT_FAILURE_REASON = 'CAA_ERROR';

/** ACM's reasons are upper-case words joined by underscores (PCA_INVALID_ARN, SLR_NOT_FOUND …). */
export const FAILURE_REASON_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;

/** The `*.localhost` label standing in for a domain in a browser: its dots become hyphens. */
export const standInLabel = (domain: string) => domain.replaceAll('.', '-');

/**
 * A refused control: an action that does not apply to the domain's certificate as it is (409 on the JSON API), or a
 * bad input such as a reason that is not ACM's form (400).
 */
export class DomainControlError extends Error {
  override name = 'DomainControlError';
  readonly status: 400 | 409;
  constructor(message: string, status: 400 | 409 = 409) {
    super(message);
    this.status = status;
  }
}
