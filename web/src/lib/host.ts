// Which route tree a host gets, and links to the owner app, worked out from the browser's host.
import { OWNER_APP_SUBDOMAIN } from '@hearth/shared/constants/hosts';
import { parseHost } from '@hearth/shared/rules/host';

export type SiteTree = 'owner' | 'community';

export interface BrowserHost {
  hostname: string;
  port: string;
}

/**
 * The platform's base domain: the configured one when given, else the host minus its first label
 * (`demo.localhost` → `localhost`); a single-label host (`localhost`) is the base itself.
 */
export function baseDomainOf(hostname: string, configuredBase?: string): string {
  if (configuredBase) return configuredBase.toLowerCase();
  const name = hostname.toLowerCase();
  const dot = name.indexOf('.');
  return dot === -1 ? name : name.slice(dot + 1);
}

/** The owner app answers on `app.<base>` and on the bare base; every other host is a community. */
export function siteTreeFor(hostname: string, configuredBase?: string): SiteTree {
  return parseHost(hostname, baseDomainOf(hostname, configuredBase)).kind === 'app' ? 'owner' : 'community';
}

/** A protocol-relative link into the owner app, on the same port as the current page. */
export function ownerAppUrl(path: string, host: BrowserHost, configuredBase?: string): string {
  const port = host.port ? `:${host.port}` : '';
  return `//${OWNER_APP_SUBDOMAIN}.${baseDomainOf(host.hostname, configuredBase)}${port}${path}`;
}

export const configuredBaseDomain = (): string | undefined => import.meta.env.VITE_BASE_DOMAIN || undefined;
