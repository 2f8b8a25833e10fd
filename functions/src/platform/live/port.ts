// The live-updates port: posts a message to one open WebSocket connection, or closes it. In AWS, API Gateway's
// management API (PostToConnection and DeleteConnection on the WebSocket API's callback URL, LIVE_ENDPOINT); locally
// the gateway process registers its own `ws` sockets here (the consumers run in that same process), so both answer
// 'gone' for a connection that closed.
import { once } from '../aws/lazy.ts';
import { config } from '../config.ts';

export interface LiveSender {
  /** 'gone' when the connection no longer exists (its item is then deleted). */
  post(connectionId: string, data: string): Promise<'sent' | 'gone'>;
  /** Closes the connection from the server's side (its member may no longer be told anything); one gone already is fine. */
  close(connectionId: string): Promise<void>;
}

/**
 * The close code a connection gets when the server ends it because its session or membership ended (4000-4999 are
 * the application's own codes, RFC 6455 §7.4.2). The SPA's socket reconnects, and the upgrade judges it afresh.
 */
export const LIVE_CLOSE_ENDED = 4403;

const management = once(async () => {
  const sdk = await import('@aws-sdk/client-apigatewaymanagementapi');
  return { client: new sdk.ApiGatewayManagementApiClient({ endpoint: config().liveEndpoint }), sdk };
});

export function apiGatewaySender(): LiveSender {
  return {
    async post(connectionId, data) {
      const { client, sdk } = await management();
      try {
        await client.send(new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
        return 'sent';
      } catch (error) {
        if (error instanceof sdk.GoneException) return 'gone';
        throw error;
      }
    },
    async close(connectionId) {
      const { client, sdk } = await management();
      try {
        await client.send(new sdk.DeleteConnectionCommand({ ConnectionId: connectionId }));
      } catch (error) {
        if (!(error instanceof sdk.GoneException)) throw error;
      }
    },
  };
}

/** The sockets of this process by connection id (the local gateway's); kept on globalThis so every import shares it. */
interface LocalSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}
const registry = ((globalThis as { __hearthLiveSockets?: Map<string, LocalSocket> }).__hearthLiveSockets ??= new Map());

export const localSockets = {
  add: (connectionId: string, socket: LocalSocket) => registry.set(connectionId, socket),
  remove: (connectionId: string) => registry.delete(connectionId),
};

const OPEN = 1;

export function localSender(): LiveSender {
  return {
    async post(connectionId, data) {
      const socket = registry.get(connectionId);
      if (!socket || socket.readyState !== OPEN) return 'gone';
      socket.send(data);
      return 'sent';
    },
    async close(connectionId) {
      registry.get(connectionId)?.close(LIVE_CLOSE_ENDED, 'session or membership ended');
    },
  };
}

export const liveSender = (): LiveSender => (config().stage === 'local' ? localSender() : apiGatewaySender());
