// Where a `?redirect=` may send the browser: only a path on this site, never another origin.

const PROBE_ORIGIN = 'https://redirect-probe.invalid';

/**
 * The path itself when it is a same-origin relative path (`/account-settings?tab=1`), else `undefined`.
 * Rejects absolute URLs, protocol-relative `//host` and `/\host` (browsers read both as another host), and
 * anything with control characters or whitespace at its ends.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being refused
  if (/[\u0000-\u001f\u007f]/.test(value) || value.trim() !== value) return undefined;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
