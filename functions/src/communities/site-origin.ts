// A community's site origin for absolute links that leave the request (e-mails, the canonical URL): its connected
// custom domain when it has one (the community item's `customDomain` mirror), else its subdomain under the platform's
// base domain. Locally both are plain http on the gateway's public port. And the hosts its pages are served on, for
// checks of a browser's Origin.
import { normalizeHost } from '@hearth/shared/rules/host';
import { siteOrigin as hostOrigin, publicHost } from '../platform/auth/cookies.ts';
import { config } from '../platform/config.ts';

/** What the origin depends on: the community item's subdomain and its connected custom domain, if any. */
export interface SiteOriginOf {
  subdomain: string;
  customDomain?: string;
  /** The connected custom domain's other hosts (`www.<domain>` of a bare root domain). */
  customDomainAliases?: string[];
}

/** `https://<customDomain>` once connected, else `https://<subdomain>.<base>`; locally `http://…:<publicPort>`. */
export function siteOrigin(community: SiteOriginOf): string {
  return hostOrigin(publicHost(community.customDomain || `${community.subdomain}.${config().baseDomain}`));
}

/**
 * The host names the community's pages are served on: its subdomain, and its custom domain (with its other hosts,
 * such as `www.<domain>`) while connected.
 */
export function siteHosts(community: SiteOriginOf): string[] {
  const subdomainHost = `${community.subdomain}.${config().baseDomain}`.toLowerCase();
  if (!community.customDomain) return [subdomainHost];
  const custom = [community.customDomain, ...(community.customDomainAliases ?? [])].map((h) => h.toLowerCase());
  return [subdomainHost, ...custom];
}

/**
 * Whether a browser's Origin header names a page of this community: one of its site hosts (any scheme and port, as
 * the tenancy resolves hosts). Anything that is not an origin with a valid host (`null`, garbage) is not.
 */
export function isSiteOrigin(origin: string, community: SiteOriginOf): boolean {
  let host: string | null;
  try {
    host = normalizeHost(new URL(origin).host);
  } catch {
    return false;
  }
  return host !== null && siteHosts(community).includes(host);
}
