// Sends a simulator event to the platform's webhook route as Stripe does: the JSON body signed with the webhook
// secret in a `Stripe-Signature` header (the SDK's own test header, so the real `constructEvent` verifies it).
import { request } from 'node:http';
import Stripe from 'stripe';
import type { StripeEvent } from './model.ts';

export interface WebhookTarget {
  /** Where to POST, e.g. `http://127.0.0.1:4321/api/v1/billing/stripe-webhook`. */
  url: string;
  /** The Host header (`app.localhost:4321`): Node does not resolve `*.localhost`, so it connects to 127.0.0.1. */
  host?: string;
  secret: string;
  /** Gives up on a receiver that does not answer (a failure kept for retry), so no page waits forever. */
  timeoutMs?: number;
}

export type SendEvent = (event: StripeEvent) => Promise<void>;

/** The `Stripe-Signature` header for a payload, timestamped now (real time: the receiver's tolerance is 300 s). */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) });
}

/** A sender that resolves on a 2xx answer and rejects with what went wrong otherwise. */
export function webhookSender(target: WebhookTarget): SendEvent {
  const url = new URL(target.url);
  return (event) =>
    new Promise<void>((resolve, reject) => {
      const payload = JSON.stringify(event, null, 2);
      const req = request(
        {
          hostname: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          timeout: target.timeoutMs ?? 10_000,
          headers: {
            host: target.host ?? url.host,
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(payload),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) hearth-simulator',
            'stripe-signature': signPayload(payload, target.secret),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) return resolve();
            const body = Buffer.concat(chunks).toString('utf8').slice(0, 200);
            reject(new Error(`HTTP ${status}${body ? `: ${body}` : ''}`));
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer in ${target.timeoutMs ?? 10_000} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
}
