// The Turnstile adapter against a fake siteverify endpoint (msw): what it sends, and how each answer decides.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../log.ts';
import { SITEVERIFY_URL, turnstileVerifier } from './turnstile.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warnings = vi.spyOn(logger, 'warn').mockImplementation(() => {});
  vi.spyOn(logger, 'info').mockImplementation(() => {});
  vi.spyOn(logger, 'error').mockImplementation(() => {});
});

const SECRET = '0x4AAAAAAA-test-secret';
const verifier = (timeoutMs?: number) =>
  turnstileVerifier({ secret: async () => SECRET, ...(timeoutMs ? { timeoutMs } : {}) });

/** Answers siteverify with `answer` (a JSON body or a whole response) and records every request body. */
function serveSiteverify(answer: object | (() => Promise<Response> | Response)) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(SITEVERIFY_URL, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return typeof answer === 'function' ? answer() : HttpResponse.json(answer);
    }),
  );
  return bodies;
}

describe('turnstileVerifier', () => {
  it('accepts a token Turnstile says succeeded, sending the secret, the token and the viewer IP', async () => {
    const bodies = serveSiteverify({ success: true, 'error-codes': [], hostname: 'demo.hearth.example' });

    await expect(verifier().verify('token-abc', '203.0.113.7')).resolves.toBe(true);

    expect(bodies).toEqual([{ secret: SECRET, response: 'token-abc', remoteip: '203.0.113.7' }]);
  });

  it('sends an IPv6 viewer address, and leaves out an address that is not one', async () => {
    const bodies = serveSiteverify({ success: true, 'error-codes': [] });

    await verifier().verify('token-abc', '2001:db8::1');
    await verifier().verify('token-abc', 'unknown');

    expect(bodies.map((b) => b.remoteip)).toEqual(['2001:db8::1', undefined]);
  });

  it('refuses a token Turnstile rejects (success: false with error codes)', async () => {
    const bodies = serveSiteverify({ success: false, 'error-codes': ['timeout-or-duplicate'] });

    await expect(verifier().verify('used-token', '203.0.113.7')).resolves.toBe(false);

    expect(bodies).toHaveLength(1);
    expect(logger.info).toHaveBeenCalledWith('Captcha token refused', { errorCodes: ['timeout-or-duplicate'] });
    expect(warnings).not.toHaveBeenCalled();
  });

  it('logs an error when Turnstile rejects the secret itself (a deployment mistake, not a robot)', async () => {
    serveSiteverify({ success: false, 'error-codes': ['invalid-input-secret'] });

    await expect(verifier().verify('token-abc')).resolves.toBe(false);

    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('secret rejected'), {
      errorCodes: ['invalid-input-secret'],
    });
  });

  it.each([undefined, ''])('refuses a missing token (%j) without asking Turnstile', async (token) => {
    const bodies = serveSiteverify({ success: true, 'error-codes': [] });

    await expect(verifier().verify(token, '203.0.113.7')).resolves.toBe(false);

    expect(bodies).toHaveLength(0);
  });

  it('fails closed when Turnstile answers 500, with a warning', async () => {
    serveSiteverify(() => HttpResponse.json({ success: true }, { status: 500 }));

    await expect(verifier().verify('token-abc')).resolves.toBe(false);

    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('answered with an error'), { status: 500 });
  });

  it('fails closed when Turnstile does not answer within the timeout, with a warning', async () => {
    const bodies = serveSiteverify(async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true });
    });

    // Turnstile never answers, so only the verifier's own timeout can settle this.
    await expect(verifier(50).verify('token-abc')).resolves.toBe(false);

    expect(bodies).toHaveLength(1);
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('unreachable'), {
      error: expect.stringMatching(/TimeoutError|AbortError/),
    });
  });

  it('fails closed when the connection fails, with a warning', async () => {
    serveSiteverify(() => HttpResponse.error());

    await expect(verifier().verify('token-abc')).resolves.toBe(false);

    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('unreachable'), expect.anything());
  });

  it('fails closed on an answer without a verdict', async () => {
    serveSiteverify(() => new HttpResponse('<html>gateway</html>', { headers: { 'content-type': 'text/html' } }));

    await expect(verifier().verify('token-abc')).resolves.toBe(false);

    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('without a verdict'));
  });
});
