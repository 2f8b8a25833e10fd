// The live-updates port: posts a message to one open WebSocket connection. In AWS, API Gateway's management API
// (PostToConnection on the WebSocket API's callback URL, LIVE_ENDPOINT); locally the gateway process registers its
// own `ws` sockets here (the consumers run in that same process), so both answer 'gone' for a connection that closed.
import { once } from '../aws/lazy.ts';
import { config } from '../config.ts';

export interface LiveSender {
  /** 'gone' when the connection no longer exists (its item is then deleted). */
  post(connectionId: string, data: string): Promise<'sent' | 'gone'>;
}

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
  };
}

/** The sockets of this process by connection id (the local gateway's); kept on globalThis so every import shares it. */
interface LocalSocket {
  send(data: string): void;
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
  };
}

export const liveSender = (): LiveSender => (config().stage === 'local' ? localSender() : apiGatewaySender());
