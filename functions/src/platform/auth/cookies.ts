// Session cookies: httpOnly, Secure, SameSite=Lax, scoped to the host (each community host has its own session).
import { OWNER_APP_SUBDOMAIN } from '@hearth/shared/constants/hosts';
import { REFRESH_COOKIE, SESSION_COOKIE } from '@hearth/shared/constants/http';
import * as messages from '@hearth/shared/messages';
import { config } from '../config.ts';
import { AppError } from '../http/errors.ts';

export { REFRESH_COOKIE, SESSION_COOKIE };

/** The refresh token is only ever sent to the auth endpoints. */
const REFRESH_PATH = '/api/v1/auth';
const REFRESH_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function cookie(name: string, value: string, path: string, maxAgeSeconds: number): string {
  // Secure everywhere: browsers treat http://*.localhost as a secure context, so the local platform keeps it too.
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;
}

/**
 * The session cookie outlives its 15-minute token on purpose: the browser keeps sending it, the API answers the expired
 * token with SESSION_EXPIRED, and the SPA refreshes silently. A cookie that vanished with its token would make a
 * returning member look signed out although the refresh cookie is still good.
 */
export function sessionCookies(idToken: string, refreshToken?: string): string[] {
  const cookies = [cookie(SESSION_COOKIE, idToken, '/', REFRESH_MAX_AGE_SECONDS)];
  if (refreshToken) cookies.push(cookie(REFRESH_COOKIE, refreshToken, REFRESH_PATH, REFRESH_MAX_AGE_SECONDS));
  return cookies;
}

export function clearedSessionCookies(): string[] {
  return [cookie(SESSION_COOKIE, '', '/', 0), cookie(REFRESH_COOKIE, '', REFRESH_PATH, 0)];
}

/** Reads one cookie from API Gateway v2's `cookies` array; a value that is not valid percent-encoding is a 400. */
export function readCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const entry of cookies ?? []) {
    const eq = entry.indexOf('=');
    if (eq > 0 && entry.slice(0, eq).trim() === name) {
      const value = decodeCookieValue(entry.slice(eq + 1).trim());
      if (value) return value;
    }
  }
  return undefined;
}

function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new AppError(400, 'BAD_REQUEST', messages.malformedCookie, { cookie: messages.malformedCookie });
  }
}

/** Links in our e-mails point at the host the request came from. */
export function siteOrigin(host: string): string {
  return `${config().stage === 'local' ? 'http' : 'https'}://${host}`;
}

/** A host of the platform as a viewer reaches it: locally with the gateway's public port. */
export function publicHost(name: string): string {
  const c = config();
  return c.stage === 'local' && c.publicPort ? `${name}:${c.publicPort}` : name;
}

/** The owner app's origin, for links sent where no request host is known (consumers', jobs' e-mails). */
export const appOrigin = () => siteOrigin(publicHost(`${OWNER_APP_SUBDOMAIN}.${config().baseDomain}`));
