// Which tenant a request host names: the owner app, a community subdomain, or a custom domain.
import { OWNER_APP_SUBDOMAIN } from '../constants/hosts.ts';

export type HostTarget =
  { kind: 'app' } | { kind: 'subdomain'; subdomain: string } | { kind: 'custom'; domain: string } | { kind: 'invalid' };

const hostnamePattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Lower-cases a Host header value and drops the port; returns null for anything that is not a hostname. */
export function normalizeHost(host: string | undefined | null): string | null {
  if (!host) return null;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return hostnamePattern.test(name) ? name : null;
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
