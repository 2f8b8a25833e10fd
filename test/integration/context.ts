// Shared handles for integration tests: the running platform, a client per host, its table, and the one way in to
// the functions' code. Test files reach the platform over HTTP (the local gateway and its `/_dev/*` endpoints) and
// through this module; this is the only integration module that loads functions code (beyond platform/db/keys, which
// every test may use to build keys). What it loads, and why:
// - `deliverToConsumer` hands one event to one consumer, named as the async registry names it
//   (functions/src/async/consumers.ts), in this process against the platform's table: for tests that prove a
//   redelivery applies once, or that give a consumer an event no request makes (an older id, a past day).
// - `useLocalPlatform` / `useInProcessDelivery` point functions code run in this process at the platform, for the
//   files whose header declares them "In process:" (they call services or consumers directly, by design).
// scripts/integration-imports.test.ts fails when any other file loads functions code.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { expect, inject } from 'vitest';
import type { DomainEvent, EventDetail, EventType } from '@hearth/shared/schemas/events';
import type * as Framework from '@hearth/functions/platform/events/consumer';
import type { EventConsumer } from '@hearth/functions/platform/events/consumer';
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

/**
 * Ends the gateway's shared feed pages (kept 2 s per container): for a test that wrote feed cards from this process,
 * as a consumer in another container would, and reads them at once instead of after the TTL.
 */
export async function forgetSharedFeedPages() {
  const res = await app('/_dev/feed-pages/forget', { method: 'POST', body: {} });
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
 * the files declared in process, which call services or consumers directly.
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
 * useLocalPlatform for code that delivers events in this process: quiet logs, and deliveries that write to the
 * platform's dev mailbox and link to its port, as the platform's own do.
 */
export async function useInProcessDelivery() {
  await useLocalPlatform({
    LOG_LEVEL: 'SILENT',
    HEARTH_DATA_DIR: platform.dataDir,
    PUBLIC_PORT: String(platform.port),
  });
}

/** An event as a service commits it: a new ULID id, `occurredAt` now unless given. */
export const domainEvent = <T extends EventType>(
  type: T,
  communityId: string,
  detail: EventDetail<T>,
  occurredAt = new Date(),
): DomainEvent<T> => ({ id: ulid(), type, communityId, occurredAt: occurredAt.toISOString(), detail });

/** The consumer registry and the delivery framework, loaded once, after the environment points at the platform. */
let delivery: Promise<{ consumers: EventConsumer[] } & Pick<typeof Framework, 'applyOnce' | 'handles'>> | undefined;
const loadDelivery = async () => {
  await useInProcessDelivery();
  const [{ consumers }, { applyOnce, handles }] = await Promise.all([
    import('@hearth/functions/async/consumers'),
    import('@hearth/functions/platform/events/consumer'),
  ]);
  return { consumers, applyOnce, handles };
};

/**
 * Delivers one event to the consumer the registry names `name` (functions/src/async/consumers.ts), in this process
 * against the platform's table, as the platform delivers: its effect and its applied mark in one transaction.
 * Answers 'applied', or 'duplicate' when that consumer applied this event id before; throws when the delivery fails
 * (the platform would retry it). Refuses a consumer that does not exist or does not handle the event's type.
 */
export async function deliverToConsumer(name: string, event: DomainEvent): Promise<'applied' | 'duplicate'> {
  delivery ??= loadDelivery();
  const { consumers, applyOnce, handles } = await delivery;
  const consumer = consumers.find((c) => c.name === name);
  if (!consumer) throw new Error(`No consumer is named "${name}" in functions/src/async/consumers.ts.`);
  if (!handles(consumer, event.type)) throw new Error(`The consumer "${name}" does not handle ${event.type}.`);
  return applyOnce(consumer, event);
}
