// Custom domains (owner-dashboard §3 Custom domain status, §4, §9): the certificate states ACM reports, the
// distribution states CloudFront reports, and the limits the owner meets.

/** ACM's certificate statuses (DescribeCertificate `Status`). */
export const CERTIFICATE_STATUSES = [
  'PENDING_VALIDATION',
  'ISSUED',
  'INACTIVE',
  'EXPIRED',
  'VALIDATION_TIMED_OUT',
  'REVOKED',
  'FAILED',
] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** The statuses in which a certificate will never serve: the owner sees a red label and the reason. */
export const CERTIFICATE_FAILURES = ['FAILED', 'EXPIRED', 'INACTIVE', 'VALIDATION_TIMED_OUT', 'REVOKED'] as const;
export type CertificateFailure = (typeof CERTIFICATE_FAILURES)[number];

/**
 * Why a distribution could not be made for a domain whose certificate was issued: CloudFront refused the domain as an
 * alternate name because another distribution (possibly another AWS account's) has it. Shown as the failure reason;
 * nothing moves until the owner deletes the domain (and frees it elsewhere) and adds it again.
 */
export const DISTRIBUTION_FAILURES = ['DOMAIN_ATTACHED_ELSEWHERE'] as const;
export type DistributionFailure = (typeof DISTRIBUTION_FAILURES)[number];

/** CloudFront's distribution (or distribution tenant) statuses. */
export const DISTRIBUTION_STATUSES = ['InProgress', 'Deployed'] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

/** A connected domain may be replaced only this many months after it was connected (§9). */
export const CUSTOM_DOMAIN_CHANGE_MONTHS = 3;

/** The platform host an owner's domain points its CNAME at: `my.<base domain>` (§9). */
export const CUSTOM_DOMAIN_CNAME_LABEL = 'my';

/** The longest host name DNS allows. */
export const CUSTOM_DOMAIN_MAX = 253;
