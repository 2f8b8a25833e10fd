// Which tenant a request host names: the owner app, a community subdomain, or a custom domain.
import { OWNER_APP_SUBDOMAIN } from '../constants/hosts.ts';

export type HostTarget =
  { kind: 'app' } | { kind: 'subdomain'; subdomain: string } | { kind: 'custom'; domain: string } | { kind: 'invalid' };

const hostnamePattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A Host header's parts: the lower-cased name (no trailing dot) and the port when one is given. */
export interface HostHeader {
  hostname: string;
  port: number | null;
}

/**
 * Parses a Host header value (`name` or `name:port`); null for anything else: a name that is not a hostname, or a
 * port that is empty, not a number or outside 1-65535. The one parse of a viewer's host for the API's tenancy, the
 * server render's origin and the live socket's Origin check, so none of them meets a host another would refuse.
 */
export function parseHostHeader(host: string | undefined | null): HostHeader | null {
  if (!host) return null;
  const match = /^([^:]*)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  if (!match) return null;
  const hostname = match[1]!.replace(/\.$/, '');
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return hostnamePattern.test(hostname) ? { hostname, port } : null;
}

/** Lower-cases a Host header value and drops the port; returns null for anything that is not a valid host. */
export function normalizeHost(host: string | undefined | null): string | null {
  return parseHostHeader(host)?.hostname ?? null;
}

/** The origin a viewer reached a host at (`https://demo.example.com`, `http://demo.localhost:4321`); null when the host is not valid. */
export function hostOrigin(host: string | undefined | null, scheme: 'http' | 'https'): string | null {
  const parsed = parseHostHeader(host);
  if (!parsed) return null;
  return `${scheme}://${parsed.hostname}${parsed.port === null ? '' : `:${parsed.port}`}`;
}

/** Resolves a host against the platform's base domain (e.g. `localhost` or `hearth.example`). */
export function parseHost(host: string | undefined | null, baseDomain: string): HostTarget {
  const name = normalizeHost(host);
  if (!name) return { kind: 'invalid' };
  const base = baseDomain.toLowerCase();
  if (name === base) return { kind: 'app' };
  if (name.endsWith(`.${base}`)) {
    const label = name.slice(0, -(base.length + 1));
    if (label.includes('.')) return { kind: 'invalid' };
    return label === OWNER_APP_SUBDOMAIN ? { kind: 'app' } : { kind: 'subdomain', subdomain: label };
  }
  return { kind: 'custom', domain: name };
}
