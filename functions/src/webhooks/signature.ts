// The webhook signature (docs/architecture/webhooks.md): `Hearth-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<body>" with the endpoint's secret>`. A receiver recomputes it over the raw body and refuses an old timestamp.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret: `whsec_` and 32 random bytes, base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The Hearth-Signature header of a body sent at `timestamp` (unix seconds). */
export const webhookSignature = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/** How far a signature's timestamp may be from the receiver's clock (replays older than this are refused). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Whether a Hearth-Signature header signs this raw body with the secret, within the tolerance of `now` (unix seconds).
 * What a receiver runs; the docs' Node snippet is the same steps.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  now: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, timestamp, body), 'hex'), Buffer.from(given, 'hex'));
}
