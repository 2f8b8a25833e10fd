// Whether an owner's domain already sends its visitors to the platform: its CNAME names the platform's `my.` host, or
// (a root domain, whose DNS host flattens the CNAME into addresses: ALIAS, ANAME) it resolves to an address the `my.`
// host also has.
import * as dns from 'node:dns/promises';

/** The two lookups the check makes (node:dns/promises; tests pass their own). */
export interface DnsResolver {
  resolveCname(host: string): Promise<string[]>;
  resolve4(host: string): Promise<string[]>;
}

/** The answers that mean "no such record": the name does not exist, or has no record of that type. */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

const bare = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** A lookup's answers, or none when the name has no such record; other failures (timeouts, SERVFAIL) are thrown. */
async function answers(lookup: Promise<string[]>): Promise<string[]> {
  try {
    return await lookup;
  } catch (error) {
    if (NO_RECORD.has((error as { code?: string }).code ?? '')) return [];
    throw error;
  }
}

/** Checks `domain` against `target` with the resolver given (by default the system's). */
export async function cnameResolvesWith(resolver: DnsResolver, domain: string, target: string): Promise<boolean> {
  const wanted = bare(target);
  const cnames = await answers(resolver.resolveCname(domain));
  if (cnames.some((name) => bare(name) === wanted)) return true;
  const [own, targets] = await Promise.all([answers(resolver.resolve4(domain)), answers(resolver.resolve4(target))]);
  const targetAddresses = new Set(targets);
  return own.some((address) => targetAddresses.has(address));
}

export const systemResolver: DnsResolver = {
  resolveCname: (host) => dns.resolveCname(host),
  resolve4: (host) => dns.resolve4(host),
};
