// Which push endpoints we keep. The server POSTs every push to the endpoint a browser handed us, so the member chooses
// that URL: it must be https, and (unless the local platform's explicit exception is configured, `publicOnly: false`)
// a push service on the public internet — never our loopback, the VPC, link-local metadata services (the same
// address rules as link previews, link-preview/address-policy.ts).
import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../link-preview/address-policy.ts';

export type EndpointRefusal = 'not-https' | 'not-public';

/** Host names that never leave the machine or the private network, whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/**
 * The checks that need no DNS: https with a host and no credentials always; with `publicOnly`, a host that is a
 * public IP address or a dotted name outside the local suffixes. Null when the endpoint passes.
 */
export function endpointRefusal(endpoint: string, options: { publicOnly: boolean }): EndpointRefusal | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not-https';
  }
  if (url.protocol !== 'https:' || !url.hostname) return 'not-https';
  if (url.username || url.password) return 'not-public';
  if (!options.publicOnly) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPublicAddress(host) ? null : 'not-public';
  if (!host.includes('.') || LOCAL_NAMES.test(host.replace(/\.$/, ''))) return 'not-public';
  return null;
}

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;
const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * The full check before a subscription is kept: `endpointRefusal`, then (with `publicOnly`) every address the host
 * resolves to must be public. A name that does not resolve is refused as not public.
 */
export async function checkEndpoint(
  endpoint: string,
  options: { publicOnly: boolean; resolve?: Resolve },
): Promise<EndpointRefusal | null> {
  const refusal = endpointRefusal(endpoint, options);
  if (refusal || !options.publicOnly) return refusal;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return null;
  try {
    const addresses = await (options.resolve ?? systemResolve)(host);
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address)) ? null : 'not-public';
  } catch {
    return 'not-public';
  }
}

/**
 * A socket lookup that connects only to public addresses: what the push sender's agent uses in AWS, so a name that
 * resolved to a public address when it was subscribed cannot be re-pointed at a private one later (DNS rebinding).
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address));
        if (refused) {
          callback(Object.assign(new Error(`${hostname} is not a public address`), { code: 'ENOTFOUND' }), '', 0);
          return;
        }
        const wanted =
          options.family === 4 || options.family === 6
            ? addresses.filter((a) => a.family === options.family)
            : addresses;
        const answer = wanted.length > 0 ? wanted : addresses;
        if (options.all) callback(null, answer);
        else callback(null, answer[0]!.address, answer[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
