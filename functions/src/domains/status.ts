// The custom domain status the API answers (owner-dashboard §3 Custom domain status): the item's fields in the
// spec's names (ACM's validation records once each), the records to create and the CNAME target.
import { cnameTarget } from '@hearth/shared/rules/custom-domain';
import type { CustomDomainStatus } from '@hearth/shared/schemas/custom-domains';
import { type CustomDomainItem, domainHosts } from './model.ts';
import { distinctValidation, dnsRecords } from './records.ts';

export function domainStatus(item: CustomDomainItem | null, baseDomain: string): CustomDomainStatus {
  const domain = item?.customDomain ?? null;
  return {
    customDomain: domain,
    certificateStatus: domain ? (item?.certificateStatus ?? null) : null,
    distributionStatus: domain ? (item?.distributionStatus ?? null) : null,
    distributionEnabled: domain ? (item?.distributionEnabled ?? null) : null,
    cnameResolved: domain ? (item?.cnameResolved ?? false) : false,
    validation: domain ? distinctValidation(item?.validation ?? []) : [],
    failureReason: domain ? (item?.failureReason ?? null) : null,
    allowedToChangeAt: item?.allowedToChangeAt ?? null,
    deleting: domain ? (item?.deleting ?? false) : false,
    records: item && domain ? dnsRecords(domainHosts(item), item.validation, baseDomain) : [],
    cnameTarget: cnameTarget(baseDomain),
    connectedAt: domain ? (item?.connectedAt ?? null) : null,
  };
}
