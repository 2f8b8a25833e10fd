// The custom-domain item as the domains domain keeps it (one per community), and the view of it the status machine
// reads. Types only: the store, the service, the worker and their tests share them.
import type { CertificateStatus, DistributionStatus } from '@hearth/shared/constants/custom-domains';
import type { DomainState } from '@hearth/shared/rules/custom-domain';
import type { ValidationRecord } from '@hearth/shared/schemas/custom-domains';

/** Which owner e-mails went out, each once: for which certificate (connected, failed) or expiry date (lapsing). */
export interface DomainMails {
  connected?: string;
  failed?: string;
  lapsing?: string;
}

export interface CustomDomainItem {
  communityId: string;
  /** The domain (normalized); absent on the tombstone a finished delete leaves (it keeps allowedToChangeAt). */
  customDomain?: string;
  /**
   * Every host the domain serves, the domain first: `www.<domain>` too for a bare root domain. Decided once at add,
   * so the claims, the certificate's names and the distribution's aliases agree for the item's life.
   */
  hosts?: string[];
  certificateArn?: string;
  /** Null while the certificate is being requested. */
  certificateStatus: CertificateStatus | null;
  failureReason: string | null;
  validation: ValidationRecord[];
  /** The certificate's end of validity (ISO 8601), once issued. */
  notAfter: string | null;
  /** ACM's managed renewal status of an issued certificate (SUCCESS, PENDING_AUTO_RENEWAL …), when one runs. */
  renewalStatus?: string | null;
  distributionId?: string;
  distributionStatus: DistributionStatus | null;
  distributionEnabled: boolean | null;
  cnameResolved: boolean;
  connectedAt: string | null;
  allowedToChangeAt: string | null;
  deleting: boolean;
  mailed: DomainMails;
  /** The idempotency reference of the certificate and distribution requests: `<communityId>-<ulid>`, made at add. */
  reference?: string;
  /** When the worker looks at it next (ISO 8601); absent when nothing is left to do (a failed certificate). */
  nextCheckAt?: string;
  /** Failed worker attempts in a row: the next try backs off. */
  errors?: number;
  /** Bumped by every write; each write is conditioned on the version it read. */
  version: number;
}

/** The tombstone a finished delete leaves, or the item before any domain: no domain, only the change rule. */
export const emptyDomain = (communityId: string, allowedToChangeAt: string | null, version: number) =>
  ({
    communityId,
    certificateStatus: null,
    failureReason: null,
    validation: [],
    notAfter: null,
    distributionStatus: null,
    distributionEnabled: null,
    cnameResolved: false,
    connectedAt: null,
    allowedToChangeAt,
    deleting: false,
    mailed: {},
    version,
  }) satisfies CustomDomainItem;

/** What the status machine (shared/src/rules/custom-domain.ts) reads of the item. */
export const domainState = (item: CustomDomainItem | null): DomainState => ({
  customDomain: item?.customDomain ?? null,
  certificateStatus: item?.certificateStatus ?? null,
  distributionStatus: item?.distributionStatus ?? null,
  distributionEnabled: item?.distributionEnabled ?? null,
  cnameResolved: item?.cnameResolved ?? false,
  deleting: item?.deleting ?? false,
  failureReason: item?.failureReason ?? null,
});

/** The hosts the item's domain serves, the domain first (an item written before `hosts` serves its domain only). */
export const domainHosts = (item: Pick<CustomDomainItem, 'customDomain' | 'hosts'>): string[] =>
  item.hosts ?? (item.customDomain ? [item.customDomain] : []);
