// The production captcha adapter: Cloudflare Turnstile's siteverify API decides whether a widget token is a human's.
// Fail-closed: when Cloudflare cannot answer (down, non-2xx, slow, garbled), the token counts as not verified.
import { isIP } from 'node:net';
import { logger } from '../log.ts';
import type { CaptchaVerifier } from './port.ts';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Well under the Lambda's timeout: a sign-up waits at most this long for Cloudflare before it is refused. */
const SITEVERIFY_TIMEOUT_MS = 3_000;

/** Error codes that mean our configuration is wrong, not the visitor's token (Turnstile docs, error codes). */
const SECRET_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret']);

export interface TurnstileOptions {
  /** The widget's secret key; a function, so reading it from Secrets Manager happens on first use. */
  secret: () => Promise<string>;
  timeoutMs?: number;
}

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

export function turnstileVerifier({ secret, timeoutMs = SITEVERIFY_TIMEOUT_MS }: TurnstileOptions): CaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      if (!token) return false;
      const body = {
        secret: await secret(),
        response: token,
        // Locally or in tests the address may be a placeholder; Turnstile only wants a real one.
        ...(remoteIp && isIP(remoteIp) ? { remoteip: remoteIp } : {}),
      };
      let response: Response;
      try {
        response = await globalThis.fetch(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        logger.warn('Captcha provider unreachable: the request is refused', { error: describe(error) });
        return false;
      }
      if (!response.ok) {
        logger.warn('Captcha provider answered with an error: the request is refused', { status: response.status });
        return false;
      }
      const answer = (await response.json().catch(() => undefined)) as SiteverifyAnswer | undefined;
      if (typeof answer?.success !== 'boolean') {
        logger.warn('Captcha provider answered without a verdict: the request is refused');
        return false;
      }
      if (!answer.success) {
        const errorCodes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
        if (errorCodes.some((code) => SECRET_ERRORS.has(code))) {
          logger.error('Captcha secret rejected by Turnstile: every captcha-checked request fails', { errorCodes });
        } else {
          logger.info('Captcha token refused', { errorCodes });
        }
      }
      return answer.success;
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
