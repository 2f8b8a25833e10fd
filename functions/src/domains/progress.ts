// One step of a custom domain's progress, decided from the provider's state (owner-dashboard §4, §9): request the
// certificate, follow its validation, create the distribution, wait for its deployment, check the CNAME and connect;
// once connected, a daily look at the certificate; when deleting, disable → wait → delete the distribution, delete
// the certificate, release the claims. Every step asks the provider again, so a run that stopped anywhere resumes.
// The certificate and the distribution cover every host the domain serves (the domain, and `www.<domain>` for a bare
// root domain); a distribution CloudFront refuses because a host is attached elsewhere is a failure the owner sees.
import { allowedToChangeAt, cnameTarget, isCertificateFailure } from '@hearth/shared/rules/custom-domain';
import type { CustomDomainItem } from './model.ts';
import { domainHosts, emptyDomain } from './model.ts';
import { DomainAttachedElsewhere, type DomainProvider } from './provider.ts';

export const DAY_MS = 24 * 60 * 60_000;
/** A certificate this close to its end without a finished renewal makes the "about to lapse" e-mail. */
export const LAPSE_WINDOW_MS = 30 * DAY_MS;

export type DomainMail = 'connected' | 'failed' | 'lapsing';

export interface DomainStep {
  /** The item to write (conditioned on the version read). */
  item: CustomDomainItem;
  /** What the write carries besides: the claim connected with the community's mirror, or the claim released. */
  effect: 'connect' | 'release' | null;
  /** The owner e-mail this step sends (its mark is in `item.mailed`, so each goes once). */
  mail: DomainMail | null;
}

const iso = (now: Date, afterMs = 0) => new Date(now.getTime() + afterMs).toISOString();

/** Due again at `afterMs` from now (0: the next run). */
const due = (item: CustomDomainItem, now: Date, afterMs = 0): DomainStep => ({
  item: { ...item, nextCheckAt: iso(now, afterMs), errors: 0 },
  effect: null,
  mail: null,
});

/** Out of the worker's index: nothing moves until the owner acts (a failed certificate). */
function idle(item: CustomDomainItem): CustomDomainItem {
  const { nextCheckAt: _next, ...rest } = item;
  return { ...rest, errors: 0 };
}

function withoutDistribution(item: CustomDomainItem): CustomDomainItem {
  const { distributionId: _id, ...rest } = item;
  return { ...rest, distributionStatus: null, distributionEnabled: null };
}

function withoutCertificate(item: CustomDomainItem): CustomDomainItem {
  const { certificateArn: _arn, ...rest } = item;
  return { ...rest, certificateStatus: null, validation: [], notAfter: null };
}

export async function nextStep(
  item: CustomDomainItem,
  provider: DomainProvider,
  now: Date,
  baseDomain: string,
): Promise<DomainStep> {
  if (item.deleting) return deleteStep(item, provider, now);
  if (!item.certificateArn) {
    const [domain, ...alternativeNames] = domainHosts(item);
    const { arn } = await provider.requestCertificate({
      domain: domain!,
      alternativeNames,
      reference: item.reference!,
    });
    return due({ ...item, certificateArn: arn, certificateStatus: 'PENDING_VALIDATION', validation: [] }, now);
  }
  // Before the connection every step looks at the certificate (a revoked one shows at once); after it, the daily check.
  const seen = await certificateSeen(item, provider);
  if (isCertificateFailure(seen.certificateStatus)) return failed(seen);
  if (seen.certificateStatus !== 'ISSUED') return due(seen, now);
  if (seen.connectedAt) return dailyCheck(seen, provider, now);
  return distributionStep(seen, provider, now, baseDomain);
}

/** The item with the certificate as the provider describes it now (gone: a failure the owner must act on). */
async function certificateSeen(item: CustomDomainItem, provider: DomainProvider): Promise<CustomDomainItem> {
  const cert = await provider.describeCertificate(item.certificateArn!);
  if (!cert) return { ...item, certificateStatus: 'FAILED', failureReason: 'OTHER' };
  return {
    ...item,
    certificateStatus: cert.status,
    failureReason: cert.failureReason,
    validation: cert.validation,
    notAfter: cert.notAfter,
    renewalStatus: cert.renewalStatus,
  };
}

/**
 * A failed certificate, or a distribution refused (the domain attached elsewhere): the red label, the "failed"
 * e-mail once per certificate, out of the index.
 */
function failed(item: CustomDomainItem): DomainStep {
  const arn = item.certificateArn!;
  const mail = item.mailed.failed === arn ? null : 'failed';
  return { item: idle({ ...item, mailed: { ...item.mailed, failed: arn } }), effect: null, mail };
}

/**
 * Connected: looked at daily. The distribution is brought back to the platform's definition if a deploy changed it,
 * and a certificate near its end with no finished renewal makes one e-mail per end date.
 */
async function dailyCheck(item: CustomDomainItem, provider: DomainProvider, now: Date): Promise<DomainStep> {
  if (item.distributionId && provider.refreshDistribution) {
    const [domain, ...others] = domainHosts(item);
    const input = {
      domain: domain!,
      aliases: [domain!, ...others],
      certificateArn: item.certificateArn!,
      reference: item.reference!,
    };
    await provider.refreshDistribution(item.distributionId, input);
  }
  const renewal = item.renewalStatus ?? null;
  const lapsing =
    item.notAfter !== null &&
    new Date(item.notAfter).getTime() - now.getTime() <= LAPSE_WINDOW_MS &&
    renewal !== 'SUCCESS' &&
    item.mailed.lapsing !== item.notAfter;
  if (!lapsing) return due(item, now, DAY_MS);
  const step = due({ ...item, mailed: { ...item.mailed, lapsing: item.notAfter! } }, now, DAY_MS);
  return { ...step, mail: 'lapsing' };
}

async function distributionStep(
  item: CustomDomainItem,
  provider: DomainProvider,
  now: Date,
  baseDomain: string,
): Promise<DomainStep> {
  const domain = item.customDomain!;
  if (!item.distributionId) return createStep(item, provider, now);
  if (item.distributionStatus !== 'Deployed') {
    const distribution = await provider.getDistribution(item.distributionId);
    if (!distribution) return due(withoutDistribution(item), now);
    return due({ ...item, distributionStatus: distribution.status, distributionEnabled: distribution.enabled }, now);
  }
  if (!(await provider.cnameResolves(domain, cnameTarget(baseDomain)))) return due(item, now);
  const connectedAt = now.toISOString();
  const arn = item.certificateArn!;
  const mail = item.mailed.connected === arn ? null : 'connected';
  const connected: CustomDomainItem = {
    ...item,
    cnameResolved: true,
    connectedAt,
    allowedToChangeAt: allowedToChangeAt(connectedAt),
    mailed: { ...item.mailed, connected: arn },
  };
  return { ...due(connected, now, DAY_MS), effect: 'connect', mail };
}

/** The distribution made for every host; one attached to another distribution stops the domain with its reason. */
async function createStep(item: CustomDomainItem, provider: DomainProvider, now: Date): Promise<DomainStep> {
  try {
    const { id } = await provider.createDistribution({
      domain: item.customDomain!,
      aliases: domainHosts(item),
      certificateArn: item.certificateArn!,
      reference: item.reference!,
    });
    return due({ ...item, distributionId: id, distributionStatus: 'InProgress', distributionEnabled: true }, now);
  } catch (error) {
    if (!(error instanceof DomainAttachedElsewhere)) throw error;
    return failed({ ...item, failureReason: error.reason });
  }
}

/** Deleting: the distribution disabled, deployed so, deleted; then the certificate; then the claim and the item. */
async function deleteStep(item: CustomDomainItem, provider: DomainProvider, now: Date): Promise<DomainStep> {
  if (item.distributionId) {
    const distribution = await provider.getDistribution(item.distributionId);
    if (!distribution) return due(withoutDistribution(item), now);
    if (distribution.enabled) {
      await provider.disableDistribution(item.distributionId);
      return due({ ...item, distributionStatus: 'InProgress', distributionEnabled: false }, now);
    }
    if (distribution.status === 'InProgress') {
      return due({ ...item, distributionStatus: 'InProgress', distributionEnabled: false }, now);
    }
    await provider.deleteDistribution(item.distributionId);
    return due(withoutDistribution(item), now);
  }
  if (item.certificateArn) {
    await provider.deleteCertificate(item.certificateArn);
    return due(withoutCertificate(item), now);
  }
  return { item: emptyDomain(item.communityId, item.allowedToChangeAt, item.version), effect: 'release', mail: null };
}
