// Which IP addresses a server-side fetch may connect to: public unicast only, so a member's link cannot reach our
// loopback, the VPC, link-local metadata services or anything else that is not the public internet.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Public addresses that are still platform endpoints: Azure's wire server answers on a public address from inside
 * Azure. (AWS, GCP, Azure IMDS, Oracle and Alibaba metadata sit in link-local, unique-local, CGNAT or reserved
 * ranges, which ipaddr.js already classifies as non-unicast.)
 */
const METADATA_ADDRESSES = new Set(['168.63.129.16']);

/** IPv6 global unicast is 2000::/3; unicast ipaddr.js knows no range for outside it is unassigned, so refused. */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parse('2000::');

/**
 * The range ipaddr.js puts an address in ('unicast' for public ones), after unwrapping IPv4 inside IPv6
 * (::ffff:a.b.c.d and ::a.b.c.d are judged as a.b.c.d); null when the text is not an IPv4 or IPv6 address.
 */
export function addressRange(address: string): string | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // net.isIP accepts only dotted-quad IPv4 and real IPv6, never the octal/hex/short forms ipaddr.parse tolerates.
  if (isIP(bare) === 0) return null;
  const parsed = ipaddr.process(bare);
  if (METADATA_ADDRESSES.has(parsed.toString())) return 'metadata';
  const range = parsed.range();
  if (range === 'unicast' && parsed.kind() === 'ipv6' && !parsed.match(IPV6_GLOBAL_UNICAST, 3)) return 'reserved';
  return range;
}

/** Whether a fetch may connect to this address: public unicast IPv4 or global unicast IPv6. */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast';
}
