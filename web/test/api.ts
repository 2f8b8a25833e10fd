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

/** A server-sent event frame as the API writes one. */
export const sseFrame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A streamed AI answer (text/event-stream): `frames` are written in order, and the stream waits at a `'hold'` until
 * `release()`. Records each request's body and whether its x-amz-content-sha256 was the body's SHA-256.
 */
export function serveEventStream(path: string, frames: (string | 'hold')[]) {
  const seen: { body: unknown; hashed: boolean }[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(path, async ({ request }) => {
      const text = await request.text();
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      const hash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
      seen.push({ body: JSON.parse(text), hashed: request.headers.get('x-amz-content-sha256') === hash });
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const frame of frames) {
            if (frame === 'hold') await held;
            else controller.enqueue(new TextEncoder().encode(frame));
          }
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return { seen, release: () => release() };
}

/** The frames of an answer streamed in two patches, then done. */
export const aiAnswerFrames = (html: string, remainingToday = 19): string[] => [
  sseFrame('patch', { keep: 0, append: html.slice(0, Math.ceil(html.length / 2)) }),
  sseFrame('patch', { keep: Math.ceil(html.length / 2), append: html.slice(Math.ceil(html.length / 2)) }),
  sseFrame('done', { html, provider: 'echo', remainingToday }),
];
