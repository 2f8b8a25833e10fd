// The hosts a custom domain serves and the DNS records the owner creates for it (owner-dashboard §9), in order: ACM's
// validation records (one per distinct record: ACM may give two names the same one), the domain's CNAME to the
// platform's `my.` host, and a `www` CNAME when the domain is a bare root domain.
import { cnameTarget } from '@hearth/shared/rules/custom-domain';
import type { DnsRecord, ValidationRecord } from '@hearth/shared/schemas/custom-domains';
import { getDomain as registrableDomain } from 'tldts';

/** Whether the domain is a registrable domain itself (`acme.co.uk`), not a name under one (`forum.acme.co.uk`). */
export const isBareRootDomain = (domain: string) => registrableDomain(domain) === domain;

/** The hosts a newly added domain serves, the domain first: a bare root domain serves its `www.` name too. */
export const hostsFor = (domain: string): string[] => (isBareRootDomain(domain) ? [domain, `www.${domain}`] : [domain]);

/** ACM's validation records without repeats: the first of those that ask for the same DNS record. */
export function distinctValidation(validation: ValidationRecord[]): ValidationRecord[] {
  const seen = new Set<string>();
  return validation.filter(({ ResourceRecord: r }) => {
    const key = `${r.Type} ${r.Name.toLowerCase()} ${r.Value.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The records for the hosts (the domain first, then its `www.` name if it serves one). */
export function dnsRecords(hosts: string[], validation: ValidationRecord[], baseDomain: string): DnsRecord[] {
  const target = cnameTarget(baseDomain);
  const [domain, ...others] = hosts;
  return [
    ...distinctValidation(validation).map((v): DnsRecord => ({
      purpose: 'validation',
      type: v.ResourceRecord.Type,
      name: v.ResourceRecord.Name,
      value: v.ResourceRecord.Value,
    })),
    ...(domain ? [{ purpose: 'cname', type: 'CNAME', name: domain, value: target } satisfies DnsRecord] : []),
    ...others.map((host): DnsRecord => ({ purpose: 'www', type: 'CNAME', name: host, value: target })),
  ];
}
