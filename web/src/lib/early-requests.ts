// Answers index.html's inline script requested before the app's code arrived (the site, the session and, on a
// community, its layout: every first screen waits for them). Each is handed out once, to the first GET of its path, so any later read goes to the network.

declare global {
  interface Window {
    __hearthEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/** The paths index.html requests early (a test holds them to the contracts' routes). */
export const EARLY_PATHS = ['/api/v1/site', '/api/v1/auth/session', '/api/v1/layout'] as const;

export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__hearthEarly;
  if (!early || !(EARLY_PATHS as readonly string[]).includes(path)) return undefined;
  const response = early[path];
  // Marked as read, answered or not: a request index.html starts later (a server-rendered page asks for the session
  // after first paint) must not answer a later read with what was true back then.
  early[path] = undefined;
  return response;
}
