// The DNS records the owner creates for a custom domain (owner-dashboard §9), in order: ACM's validation records,
// the domain's CNAME to the platform's `my.` host, and a `www` CNAME when the domain is a bare root domain.
import { cnameTarget } from '@hearth/shared/rules/custom-domain';
import type { DnsRecord, ValidationRecord } from '@hearth/shared/schemas/custom-domains';
import { getDomain as registrableDomain } from 'tldts';

/** Whether the domain is a registrable domain itself (`acme.co.uk`), not a name under one (`forum.acme.co.uk`). */
export const isBareRootDomain = (domain: string) => registrableDomain(domain) === domain;

export function dnsRecords(domain: string, validation: ValidationRecord[], baseDomain: string): DnsRecord[] {
  const target = cnameTarget(baseDomain);
  return [
    ...validation.map((v): DnsRecord => ({
      purpose: 'validation',
      type: v.ResourceRecord.Type,
      name: v.ResourceRecord.Name,
      value: v.ResourceRecord.Value,
    })),
    { purpose: 'cname', type: 'CNAME', name: domain, value: target },
    ...(isBareRootDomain(domain)
      ? [{ purpose: 'www', type: 'CNAME', name: `www.${domain}`, value: target } satisfies DnsRecord]
      : []),
  ];
}
