// Sending one webhook request: POST the JSON body to the endpoint over HTTPS, connecting only to an address checked
// at this very send (public only: the link-preview rules, platform/outbound), never following a redirect (a 3xx is a
// failure), within a time limit, reading at most `maxResponseBytes` of the answer (a longer one is cut off, and
// recorded as such). Every failure is an answer, never a throw: the caller records it and schedules the retry.
import { promises as dns, type LookupAddress } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { webhookUrlProblem } from '@hearth/shared/rules/webhooks';
import { config } from '../platform/config.ts';
import { addressRange, isPublicAddress } from '../platform/link-preview/address-policy.ts';
import { admittedAddress, type Network, pinnedLookup } from '../platform/outbound/pinned-address.ts';

export interface SendResult {
  ok: boolean;
  responseCode: number | null;
  responseTruncated: boolean;
  /** Why it failed (null when it succeeded): a short text for the deliveries log. */
  error: string | null;
}

export interface SendLimits {
  timeoutMs: number;
  maxResponseBytes: number;
}

export const SEND_LIMITS: SendLimits = { timeoutMs: 10_000, maxResponseBytes: 64 * 1024 };

export type WebhookSender = (url: string, headers: Record<string, string>, body: string) => Promise<SendResult>;

/**
 * Where webhooks may connect: public addresses on any port (the endpoint's owner chose it; the address rule is what
 * keeps our network out of reach), plus loopback when `allowLoopback` (the local platform and its tests only).
 */
export const webhookNetwork = (allowLoopback: boolean): Network => ({
  resolve: (hostname) => dns.lookup(hostname, { all: true, verbatim: true }),
  admitsPort: (port) => port > 0 && port < 65_536,
  admitsAddress: (address) => isPublicAddress(address) || (allowLoopback && addressRange(address) === 'loopback'),
});

const failed = (error: string, responseCode: number | null = null, responseTruncated = false): SendResult => ({
  ok: false,
  responseCode,
  responseTruncated,
  error,
});

const REFUSALS = {
  dns: 'The host name did not resolve.',
  address: 'The host resolves to an address that is not public.',
};

/** Reads at most `max` bytes of the response and drops the rest (the socket is destroyed): whether it was cut off. */
async function drain(response: IncomingMessage, max: number): Promise<boolean> {
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > max) return true;
    }
    return false;
  } finally {
    response.destroy();
  }
}

function post(
  url: URL,
  address: LookupAddress,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
  trustSelfSigned: boolean,
) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = https.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(address),
        agent: false,
        signal,
        rejectUnauthorized: !trustSelfSigned,
      },
      resolve,
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A sender over a network, with limits. Production code uses `sendWebhook`; tests may build one in code. */
export function createWebhookSender(network: Network, limits: SendLimits = SEND_LIMITS): WebhookSender {
  return async (rawUrl, headers, body) => {
    if (webhookUrlProblem(rawUrl)) return failed('The URL is not an https:// URL.');
    const url = new URL(rawUrl);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
    // DNS lookups cannot be aborted, so the whole send races the clock.
    const timedOut = new Promise<SendResult>((resolve) => {
      controller.signal.addEventListener('abort', () => resolve(failed('No answer within 10 seconds.')), {
        once: true,
      });
    });
    const attempt = async (): Promise<SendResult> => {
      const admitted = await admittedAddress(url, network);
      if ('refused' in admitted) return failed(REFUSALS[admitted.refused]);
      // A loopback receiver (admitted only by the local platform's setting) has a self-signed certificate.
      const trustSelfSigned = addressRange(admitted.address.address) === 'loopback';
      const response = await post(url, admitted.address, headers, body, controller.signal, trustSelfSigned);
      const code = response.statusCode ?? 0;
      const truncated = await drain(response, limits.maxResponseBytes);
      if (code >= 300 && code < 400) return failed(`Redirect (${code}) not followed.`, code, truncated);
      if (code < 200 || code > 299) return failed(`The endpoint answered ${code}.`, code, truncated);
      return { ok: true, responseCode: code, responseTruncated: truncated, error: null };
    };
    try {
      return await Promise.race([attempt(), timedOut]);
    } catch (error) {
      return controller.signal.aborted
        ? failed('No answer within 10 seconds.')
        : failed(`Network error: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  };
}

let production: { allowLoopback: boolean; send: WebhookSender } | undefined;
/** The sender of this platform: public addresses only, loopback too when the local stage's setting allows it. */
export const sendWebhook: WebhookSender = (url, headers, body) => {
  const allowLoopback = config().webhooksAllowLoopback;
  if (production?.allowLoopback !== allowLoopback) {
    production = { allowLoopback, send: createWebhookSender(webhookNetwork(allowLoopback)) };
  }
  return production.send(url, headers, body);
};
