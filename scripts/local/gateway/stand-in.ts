// The stand-in host: a browser cannot reach `forum.acme.example` on this machine, so `forum-acme-example.localhost`
// stands in for it. Before the functions and the pages see a request on a stand-in of a domain the custom-domain
// simulator holds, its Host (and x-forwarded-host, and an Origin of the same host, which the live socket's check
// reads) become the custom domain, port kept: what runs is the production path (custom host → connected claim →
// community). Any other `*.localhost` name stays a community subdomain.
import type { IncomingMessage } from 'node:http';
import { parseHostHeader } from '@hearth/shared/rules/host';

/** The custom domain a `*.localhost` label stands in for, or null when the simulator holds none. */
export type StandInLookup = (label: string) => string | null;

const withPort = (hostname: string, port: number | null) => (port === null ? hostname : `${hostname}:${port}`);

/**
 * Rewrites a stand-in request's host headers to its custom domain, in place. Answers the Host the browser sent when
 * it rewrote (Vite's dev server, which checks the Host against its own list, is handed that one), else null.
 */
export function rewriteStandIn(req: IncomingMessage, lookup: StandInLookup | undefined): string | null {
  const sent = req.headers.host;
  const parsed = parseHostHeader(sent);
  if (!lookup || !sent || !parsed) return null;
  const match = /^([a-z0-9-]+)\.localhost$/.exec(parsed.hostname);
  const domain = match ? lookup(match[1]!) : null;
  if (!domain) return null;
  const host = withPort(domain, parsed.port);
  req.headers.host = host;
  if (req.headers['x-forwarded-host'] !== undefined) req.headers['x-forwarded-host'] = host;
  const origin = req.headers.origin;
  if (origin) {
    try {
      const url = new URL(origin);
      if (url.host === withPort(parsed.hostname, parsed.port)) req.headers.origin = `${url.protocol}//${host}`;
    } catch {
      // An Origin that is no URL is left for the origin check to refuse.
    }
  }
  return sent;
}
