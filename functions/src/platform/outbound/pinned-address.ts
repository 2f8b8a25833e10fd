// Connecting only where we checked, for server-side requests to URLs someone else chose (link previews, webhooks):
// resolve the name, admit the connection only when every address is allowed, then pin the socket to the checked
// address so no second DNS answer can rebind it.
import type { LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

/** Where a request may connect. Production code uses a public-internet network; only tests build another, in code. */
export interface Network {
  /** Every address the host name resolves to. */
  resolve(hostname: string): Promise<LookupAddress[]>;
  /** Whether we may connect to this port (checked before the name is resolved). */
  admitsPort(port: number): boolean;
  /** Whether we may connect to this address. */
  admitsAddress(address: string): boolean;
}

/** The address to connect to, or why there is none: the name did not resolve, or an answer is not admitted. */
export type AdmittedAddress = { address: LookupAddress } | { refused: 'dns' | 'address' };

/**
 * The checked address of a URL's host: an IP literal as it is, a name through `network.resolve`. Every answer must be
 * admitted: a name with one public and one private address could connect to either.
 */
export async function admittedAddress(url: URL, network: Network): Promise<AdmittedAddress> {
  // The WHATWG parser has already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1.
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const family = isIP(hostname);
  let addresses: LookupAddress[];
  try {
    addresses = family ? [{ address: hostname, family }] : await network.resolve(hostname);
  } catch {
    return { refused: 'dns' };
  }
  if (addresses.length === 0) return { refused: 'dns' };
  if (!addresses.every(({ address }) => network.admitsAddress(address))) return { refused: 'address' };
  return { address: addresses[0]! };
}

/** The URL's port, or its scheme's default. */
export const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/** A lookup that answers the checked address whatever name the socket asks for. */
export const pinnedLookup =
  (pinned: LookupAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
