// The live port in AWS, against a mocked API Gateway management API (no local emulator exists): closing a connection
// is API Gateway's DeleteConnection, and a connection that is gone already is no failure.
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { apiGatewaySender, localSender, localSockets } from './port.ts';

const management = mockClient(ApiGatewayManagementApiClient);
const gone = () => new GoneException({ message: 'gone', $metadata: {} });

beforeEach(() => {
  management.reset();
  process.env.LIVE_ENDPOINT = 'https://live.example/prod';
  resetConfig();
});

describe('apiGatewaySender', () => {
  it('closes a connection with DeleteConnection', async () => {
    management.on(DeleteConnectionCommand).resolves({});
    await apiGatewaySender().close('conn-1');
    expect(management.commandCalls(DeleteConnectionCommand).map((c) => c.args[0].input)).toEqual([
      { ConnectionId: 'conn-1' },
    ]);
  });

  it('takes a connection that is gone already as closed, and surfaces any other failure', async () => {
    management.on(DeleteConnectionCommand, { ConnectionId: 'gone' }).rejects(gone());
    management.on(DeleteConnectionCommand, { ConnectionId: 'throttled' }).rejects(new Error('throttled'));
    await expect(apiGatewaySender().close('gone')).resolves.toBeUndefined();
    await expect(apiGatewaySender().close('throttled')).rejects.toThrow('throttled');
  });

  it("answers 'gone' for a post to a closed connection", async () => {
    management.on(PostToConnectionCommand).rejects(gone());
    await expect(apiGatewaySender().post('conn-1', '{}')).resolves.toBe('gone');
  });
});

describe('localSender', () => {
  it("closes the gateway's socket with the ended code, after which posts to it are 'gone'", async () => {
    const socket = {
      readyState: 1,
      sent: [] as string[],
      send(data: string) {
        this.sent.push(data);
      },
      close(code?: number) {
        this.readyState = 3;
        this.code = code;
      },
      code: undefined as number | undefined,
    };
    localSockets.add('local-1', socket);
    const sender = localSender();
    await expect(sender.post('local-1', 'a')).resolves.toBe('sent');
    await sender.close('local-1');
    expect(socket.code).toBe(4403);
    await expect(sender.post('local-1', 'b')).resolves.toBe('gone');
    expect(socket.sent).toEqual(['a']);
    localSockets.remove('local-1');
  });
});
