// msw handlers for the API answers most web tests need; each returns what it saw, for assertions.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { demoCommunity } from './fixtures.ts';
import { server } from './msw-server.ts';

/** GET /api/v1/site answers with the community (or the owner app). */
export function serveSite(community: typeof demoCommunity | null = demoCommunity) {
  server.use(
    http.get('/api/v1/site', () => HttpResponse.json(community ? { kind: 'community', community } : { kind: 'app' })),
  );
}

/** GET /api/v1/auth/session answers with each user in turn (the last one from then on). */
export function serveSession(...users: (SessionUser | null)[]) {
  let calls = 0;
  server.use(
    http.get('/api/v1/auth/session', () => {
      const user = users[Math.min(calls, users.length - 1)] ?? null;
      calls += 1;
      return HttpResponse.json({ user });
    }),
  );
  return { calls: () => calls };
}

export function serveAuthOptions(
  options: { google?: boolean; facebook?: boolean; passwordMinLength?: number; captchaSiteKey?: string } = {},
) {
  server.use(
    http.get('/api/v1/auth/options', () =>
      HttpResponse.json({
        social: { google: options.google ?? false, facebook: options.facebook ?? false },
        passwordMinLength: options.passwordMinLength ?? 6,
        captchaSiteKey: options.captchaSiteKey ?? null,
      }),
    ),
  );
}

/** A POST endpoint that records its bodies and answers with `body` (and `status`). */
export function servePost(path: string, body: JsonBodyType, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json().catch(() => undefined));
      return HttpResponse.json(body, { status });
    }),
  );
  return bodies;
}

/** The API's error body. */
export const apiError = (error: string, message: string, fields?: Record<string, string>) => ({
  error,
  message,
  ...(fields ? { fields } : {}),
});
