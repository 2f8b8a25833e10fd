// The local side of live updates: what API Gateway's WebSocket API does in AWS ($connect, $disconnect, posting to a
// connection), served on the gateway's own port at /api/v1/live with the `ws` package. The upgrade is authorised by
// the same code the $connect route runs (notifications/live.ts openLive: Origin, session, membership); a refused
// upgrade gets the error's status. A connection the platform ends (a ban, a session cutoff) is closed through the
// live port's local sender, as DeleteConnection closes it in AWS.
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { LIVE_PATH } from '@hearth/shared/schemas/live';

/** The Cookie header as API Gateway v2 hands cookies to a Lambda: one `name=value` string each. */
const cookiesOf = (req: IncomingMessage) =>
  (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);

function refuse(socket: Duplex, status: number, body: string) {
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** `prepare`: what the gateway does to every request first (a stand-in host rewritten to its custom domain). */
export function attachLive(server: Server, prepare?: (req: IncomingMessage) => void) {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    prepare?.(req);
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path !== LIVE_PATH) return socket.destroy();
    const connectionId = randomUUID();
    void (async () => {
      const [live, port, errors] = await Promise.all([
        import('@hearth/functions/notifications/live'),
        import('@hearth/functions/platform/live/port'),
        import('@hearth/functions/platform/http/errors'),
      ]);
      let owner: Awaited<ReturnType<typeof live.openLive>>['owner'];
      try {
        ({ owner } = await live.openLive({
          host: req.headers.host,
          origin: req.headers.origin,
          cookies: cookiesOf(req),
          connectionId,
        }));
      } catch (error) {
        if (error instanceof errors.AppError) {
          return refuse(socket, error.status, JSON.stringify({ error: error.code, message: error.message }));
        }
        console.error('[gateway] live connect failed:', error);
        return refuse(socket, 500, JSON.stringify({ message: 'Internal Server Error' }));
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        port.localSockets.add(connectionId, ws);
        ws.on('close', () => {
          port.localSockets.remove(connectionId);
          void live.closeLive(owner, connectionId).catch(() => undefined);
        });
      });
    })();
  });
}
