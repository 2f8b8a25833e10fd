// The hosts a custom domain serves and the DNS records the owner creates for it (owner-dashboard §9), in order: ACM's
// validation records (one per distinct record: ACM may give two names the same one), the domain's CNAME to the
// platform's `my.` host, and a `www` CNAME when the domain is a bare root domain. DNS allows no CNAME at a root
// domain (its zone's apex holds SOA and NS records), so there the domain's record is an ALIAS: what DNS providers
// call ALIAS, ANAME or a flattened CNAME, answering the target's addresses (the CNAME check accepts those).
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

/** The domain's own record: a CNAME, or at a root domain (no CNAME allowed there) an ALIAS. */
const apexRecordType = (domain: string) => (isBareRootDomain(domain) ? 'ALIAS' : 'CNAME');

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
    ...(domain
      ? [{ purpose: 'cname', type: apexRecordType(domain), name: domain, value: target } satisfies DnsRecord]
      : []),
    ...others.map((host): DnsRecord => ({ purpose: 'www', type: 'CNAME', name: host, value: target })),
  ];
}
