// Shared handles for integration tests: the running platform and a client per host.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { browser, hostClient } from '../support/http.ts';

export const platform = inject('platform');
export const on = (host: string) => hostClient(platform.port, host);
export const app = on('app.localhost');
export const demo = on('demo.localhost');

/** Waits until every event committed so far has reached its consumers (what they write is then in place). */
export async function drainEvents() {
  const res = await app('/_dev/events/drain', { method: 'POST', body: {} });
  expect(res.status, res.text).toBe(200);
}

/** A fresh browser-like session (own cookie jar, own loopback IP) on a host. */
export const newBrowser = (host = 'demo.localhost') => browser(platform.port, host);

/** A unique e-mail address per call, so tests never share accounts. */
let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++counter}@example.com`;

/** The platform's table, for tests that check stored state directly. */
export const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: platform.dynamodb,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  }),
);

/**
 * Points the functions' code, run inside a test process, at this platform's emulators (then reloads its config), for
 * tests that call services directly rather than over HTTP.
 */
export async function useLocalPlatform(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    HEARTH_STAGE: 'local',
    TABLE_NAME: 'hearth',
    DYNAMODB_ENDPOINT: platform.dynamodb,
    COGNITO_ENDPOINT: platform.cognito,
    USER_POOL_ID: platform.userPoolId,
    USER_POOL_CLIENT_ID: platform.userPoolClientId,
    AWS_REGION: 'us-east-1',
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    ...extra,
  });
  (await import('@hearth/functions/platform/config')).resetConfig();
}

/**
 * useLocalPlatform for tests that deliver events in process: quiet logs, and deliveries that write to the platform's
 * dev mailbox and link to its port, as the platform's own do. Returns the event modules they deliver with.
 */
export async function useInProcessDelivery() {
  await useLocalPlatform({
    LOG_LEVEL: 'SILENT',
    HEARTH_DATA_DIR: platform.dataDir,
    PUBLIC_PORT: String(platform.port),
  });
  return {
    consumer: await import('@hearth/functions/platform/events/consumer'),
    port: await import('@hearth/functions/platform/events/port'),
  };
}
