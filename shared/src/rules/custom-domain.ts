// Custom domains (owner-dashboard §4 certificate status, §5, §9): what the owner sees for a certificate ×
// distribution × CNAME state, when the page re-fetches, when a delete asks first, the host-name rule and the
// three-month rule. Pure: the section, the API and the worker read the same answers.
import dayjs from 'dayjs';
import {
  CERTIFICATE_FAILURES,
  type CertificateFailure,
  type CertificateStatus,
  CUSTOM_DOMAIN_CHANGE_MONTHS,
  CUSTOM_DOMAIN_CNAME_LABEL,
  CUSTOM_DOMAIN_MAX,
  DISTRIBUTION_FAILURES,
  type DistributionFailure,
  type DistributionStatus,
} from '../constants/custom-domains.ts';
import { OWNER_APP_SUBDOMAIN } from '../constants/hosts.ts';
import * as messages from '../messages.ts';

/** The state the status machine reads (a subset of the API's custom domain status). */
export interface DomainState {
  customDomain: string | null;
  certificateStatus: CertificateStatus | null;
  distributionStatus: DistributionStatus | null;
  distributionEnabled: boolean | null;
  cnameResolved: boolean;
  /** A deletion was asked for and has not finished. */
  deleting: boolean;
  /** ACM's failure reason of a failed certificate, or a distribution failure (DISTRIBUTION_FAILURES); null otherwise. */
  failureReason?: string | null;
}

export type DomainLabel =
  | 'Not Verified'
  | 'Propagating'
  | 'Connected'
  | 'Deleting'
  | 'Failed'
  | 'Expired'
  | 'Inactive'
  | 'Validation Timed Out'
  | 'Revoked';

export type DomainTone = 'gray' | 'yellow' | 'green' | 'red';

const FAILURE_LABELS: Record<CertificateFailure, DomainLabel> = {
  FAILED: 'Failed',
  EXPIRED: 'Expired',
  INACTIVE: 'Inactive',
  VALIDATION_TIMED_OUT: 'Validation Timed Out',
  REVOKED: 'Revoked',
};

export const isCertificateFailure = (status: CertificateStatus | null): status is CertificateFailure =>
  status !== null && (CERTIFICATE_FAILURES as readonly string[]).includes(status);

export const isDistributionFailure = (reason: string | null | undefined): reason is DistributionFailure =>
  reason !== null && reason !== undefined && (DISTRIBUTION_FAILURES as readonly string[]).includes(reason);

/**
 * An issued certificate whose distribution could not be made (the domain is an alternate name of a distribution
 * elsewhere): a failure the owner must act on, shown red with its reason like a failed certificate.
 */
const distributionFailed = (state: DomainState) =>
  state.certificateStatus === 'ISSUED' && isDistributionFailure(state.failureReason);

export interface DomainView {
  label: DomainLabel;
  tone: DomainTone;
  /** Keep re-fetching the status: something is moving by itself. */
  poll: boolean;
  /** Deleting asks for confirmation first (a live, serving domain); otherwise it runs at once. */
  confirmDelete: boolean;
}

/**
 * §4: PENDING_VALIDATION → Not Verified; a failure status → its red label; ISSUED → Propagating until the CNAME
 * resolves, then Connected; Deleting while a deletion runs (an in-progress distribution shows Connected or Deleting).
 * An issued certificate whose distribution was refused (the domain attached elsewhere) shows Failed, red, and stops
 * polling: nothing moves until the owner acts. Null when there is no domain.
 */
export function domainView(state: DomainState): DomainView | null {
  if (!state.customDomain) return null;
  const inProgress = state.distributionStatus === 'InProgress';
  const issued = state.certificateStatus === 'ISSUED';
  const stuck = distributionFailed(state);
  const poll =
    state.deleting ||
    state.certificateStatus === null ||
    state.certificateStatus === 'PENDING_VALIDATION' ||
    inProgress ||
    (issued && !state.cnameResolved && !stuck);
  const confirmDelete = issued && state.distributionEnabled === true && !inProgress && !state.deleting;
  const view = (label: DomainLabel, tone: DomainTone): DomainView => ({ label, tone, poll, confirmDelete });
  if (state.deleting) return view('Deleting', 'yellow');
  if (isCertificateFailure(state.certificateStatus)) return view(FAILURE_LABELS[state.certificateStatus], 'red');
  if (stuck) return view('Failed', 'red');
  if (!issued) return view('Not Verified', 'gray');
  if (state.cnameResolved) return view('Connected', 'green');
  return view('Propagating', 'yellow');
}

/** §4: a deployed, disabled distribution with an issued certificate is a delete half done — it goes on. */
export const continuesDelete = (state: DomainState) =>
  state.certificateStatus === 'ISSUED' &&
  state.distributionStatus === 'Deployed' &&
  state.distributionEnabled === false;

/** The failure text for a red label (§8, the same text for a refused distribution, naming its reason), or null. */
export function certificateFailureText(state: Pick<DomainState, 'certificateStatus'>, reason: string | null) {
  if (isCertificateFailure(state.certificateStatus))
    return messages.certificateFailure(reason ?? state.certificateStatus);
  if (state.certificateStatus === 'ISSUED' && isDistributionFailure(reason)) return messages.certificateFailure(reason);
  return null;
}

// ── the host-name rule (§5) ─────────────────────────────────────────────────────────────────────────────────────

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Trims, lower-cases and drops a trailing dot: the form a domain is stored and compared in. */
export const normalizeCustomDomain = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');

/**
 * The first rule a custom domain breaks, as the message to show, or null: required; no http:// or https://; a host
 * name of at least two labels with an alphabetic top level (so no IP address and no bare `localhost`); not a
 * `.localhost` name; not an `app.` name (the owner app's); not the platform's own domain or a name under it (when the platform's base domain is given).
 */
export function customDomainProblem(value: string, baseDomain?: string): string | null {
  const raw = value.trim();
  if (raw.length === 0) return messages.customDomainRequired;
  if (/^https?:\/\//i.test(raw)) return messages.customDomainInvalid;
  const name = normalizeCustomDomain(raw);
  if (name.length > CUSTOM_DOMAIN_MAX) return messages.customDomainInvalid;
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return messages.customDomainInvalid;
  if (!/^[a-z]{2,63}$/.test(labels.at(-1)!)) return messages.customDomainInvalid;
  if (labels.at(-1) === 'localhost') return messages.customDomainInvalid;
  if (baseDomain && isPlatformHost(name, baseDomain)) return messages.customDomainPlatform(baseDomain.toLowerCase());
  // Every host named `app.…` is the owner app to the SPA and the server render when the platform's base domain is
  // not known to them, so a community cannot be served there.
  if (labels[0] === OWNER_APP_SUBDOMAIN) return messages.customDomainAppLabel;
  return null;
}

/** Whether a (normalized) host name is the platform's own base domain or a name under it. */
export function isPlatformHost(name: string, baseDomain: string): boolean {
  const base = baseDomain.toLowerCase();
  return name === base || name.endsWith(`.${base}`);
}

/** The platform host every custom domain's CNAME points at (§9). */
export const cnameTarget = (baseDomain: string) => `${CUSTOM_DOMAIN_CNAME_LABEL}.${baseDomain.toLowerCase()}`;

// ── the three-month rule (§5, §9) ───────────────────────────────────────────────────────────────────────────────

/**
 * When a community may put another domain in place of one it connected: three months after the connection. A
 * domain that never connected (a typo, a failed validation) holds nothing back: its replacement may be added at once.
 */
export const allowedToChangeAt = (connectedAt: string) =>
  dayjs(connectedAt).add(CUSTOM_DOMAIN_CHANGE_MONTHS, 'month').toISOString();

export const mayChangeDomain = (allowedAt: string | null, now: number) =>
  allowedAt === null || dayjs(now).valueOf() >= dayjs(allowedAt).valueOf();
