// Where the gateway listens: this machine's loopback unless the user asks for more with HOST (e.g. HOST=0.0.0.0 to
// open the app from a phone on the same network), which earns a warning. The emulators and the Stripe simulator are
// always on loopback, and /_dev/* answers loopback requests whatever HOST says (gateway/server.ts).
import { isIP } from 'node:net';

export const DEFAULT_HOST = '127.0.0.1';

/** Whether a socket address is this machine: 127.0.0.0/8 (also as an IPv4-mapped IPv6 address) or ::1. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address) || address === '::1';
}

export interface ListenHost {
  host: string;
  /** Printed at start when the host reaches beyond this machine; null on loopback. */
  warning: string | null;
}

/** The gateway's address from HOST (empty or unset: loopback), with the warning a non-loopback address earns. */
export function listenHost(env: NodeJS.ProcessEnv = process.env): ListenHost {
  const host = env.HOST?.trim() || DEFAULT_HOST;
  const loopback = host === 'localhost' || (isIP(host) !== 0 && isLoopbackAddress(host));
  if (loopback) return { host, warning: null };
  return {
    host,
    warning:
      `Warning: HOST=${host} — Hearth listens beyond this machine: anyone who can reach it on your network can open ` +
      'the app and sign in as the demo accounts (their password is printed below and in the README). The dev ' +
      'mailbox and the other /_dev routes still answer this machine only. Unset HOST to listen on 127.0.0.1 alone.',
  };
}
