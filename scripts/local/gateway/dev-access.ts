// Who may use /_dev/* (the dev mailbox, the event drain, schedules, the edge controls, the Stripe simulator's pages):
// a request from this machine to a name of this machine. The connection's peer must be loopback, whatever HOST opened
// the gateway to, and the Host must be localhost, a *.localhost name or a loopback address, so that a web page whose
// own domain was re-pointed at 127.0.0.1 (DNS rebinding) cannot read the mailbox through the developer's browser.
import type { IncomingMessage } from 'node:http';
import { isLoopbackAddress } from '../listen-host.ts';

function hostIsThisMachine(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, '$1'));
}

export function devRouteAllowed(req: IncomingMessage): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && hostIsThisMachine(req.headers.host);
}
