// Starts the whole local platform in this process tree: emulators, table and pool from the shared definitions,
// seed data, and the gateway serving the SPA and the API on one port. `stop()` ends all of it, children included.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { useDomainProvider } from '@hearth/functions/domains/provider';
import { freePort, portInUse } from '../lib/ports.ts';
import { createDomainPages } from './domains/pages.ts';
import { DomainSimulator } from './domains/simulator.ts';
import { type Running, startCognitoLocal, startDynamoDbLocal, startS3rver } from './emulators.ts';
import { loadPageRenderer } from './gateway/render.ts';
import { createPageCache } from './gateway/page-cache.ts';
import { type SpaSource, createGateway } from './gateway/server.ts';
import { startLocalEvents } from './events.ts';
import { ensureTable, ensureUserPool } from './provision.ts';
import { seed } from './seed.ts';
import { LOCAL_CODES_SECRET } from './seed-codes.ts';
import { seedBilling } from './seed-billing.ts';
import { seedSupporters } from './seed-supporters.ts';
import { CONNECT_WEBHOOK_SECRET } from './stripe/connect-model.ts';
import { LOCAL_SUPPORT_HASH_SECRET } from './support-chat.ts';
import { startStripeSimulator } from './stripe/index.ts';
import { ensureVapidKeys } from './vapid.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const TABLE_NAME = 'hearth';
export const MEDIA_BUCKET = 'hearth-media';
export const BASE_DOMAIN = 'localhost';

export interface PlatformOptions {
  port: number;
  /** The gateway's address: loopback unless the user asks for more (HOST, listen-host.ts). The emulators stay on loopback. */
  host?: string;
  dataDir: string;
  /** Serve the SPA through Vite's dev server (hot reload) instead of web/dist. */
  dev?: boolean;
  log?: (line: string) => void;
}

export interface Platform {
  port: number;
  urls: { app: string; demo: string; mail: string; domains: string };
  seeded: string[];
  /** Emulator endpoints and pool ids, for tests that check stored state. */
  endpoints: {
    dynamodb: string;
    cognito: string;
    s3: string;
    /** The Stripe simulator's API (STRIPE_API_URL). */
    stripe: string;
    userPoolId: string;
    userPoolClientId: string;
  };
  stop(): Promise<void>;
}

// s3rver only accepts its own fixed key pair; DynamoDB Local and cognito-local accept any.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function portFrom(envName: string): Promise<number> {
  const fixed = Number(process.env[envName]);
  return Number.isInteger(fixed) && fixed > 0 ? fixed : freePort();
}

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  if (await portInUse(options.port)) {
    throw new Error(`Port ${options.port} is already in use. Stop what uses it or run with PORT=<another port>.`);
  }

  const running: Running[] = [];
  const closers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await Promise.all(running.map((r) => r.stop().catch(() => undefined)));
  };

  try {
    const [dynamoPort, cognitoPort, s3Port] = await Promise.all([
      portFrom('DYNAMODB_PORT'),
      portFrom('COGNITO_PORT'),
      portFrom('S3_PORT'),
    ]);
    log('Starting DynamoDB Local, cognito-local and s3rver…');
    // Every emulator settles before a failure is thrown, so those that did start are in `running` and stopped with
    // the rest: one that was still starting when another failed would otherwise outlive the platform.
    const started = await Promise.allSettled([
      startDynamoDbLocal(dataDir, dynamoPort),
      startCognitoLocal(dataDir, cognitoPort),
      startS3rver(dataDir, s3Port, MEDIA_BUCKET),
    ]);
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [dynamo, cognito, s3] = running as [Running, Running, Running];

    const [, pool] = await Promise.all([
      ensureTable(dynamo.endpoint, TABLE_NAME),
      ensureUserPool(cognito.endpoint, dataDir),
    ]);

    // No Stripe locally: the simulator answers the billing adapter's API calls and serves checkout and the portal as
    // pages on the app host, sending its events, signed, to the webhook route (scripts/local/stripe/).
    const stripe = await startStripeSimulator({
      dataDir,
      port: await portFrom('STRIPE_PORT'),
      gatewayPort: options.port,
    });
    closers.push(() => stripe.stop());
    // No ACM or CloudFront locally either: the custom-domain simulator answers the domain provider port, in this
    // process, where the functions run (the same module instance their handlers and jobs import), before any of them
    // can run; the dev page /_dev/domains drives it (scripts/local/domains/).
    const domainSimulator = new DomainSimulator({ statePath: join(dataDir, 'domains-simulator.json') });
    useDomainProvider(domainSimulator);

    // What CloudFront's origin custom header carries in AWS: new on every start, known to the gateway and the API.
    const originSecret = randomBytes(24).toString('base64url');
    // Web push: the key pair made on the first start (<data>/vapid.json), what Secrets Manager holds in AWS.
    const vapid = await ensureVapidKeys(dataDir);
    // The functions read their configuration from the environment, as in Lambda.
    Object.assign(process.env, {
      ORIGIN_SECRET: originSecret,
      HEARTH_STAGE: 'local',
      HEARTH_DATA_DIR: dataDir,
      TABLE_NAME,
      MEDIA_BUCKET,
      BASE_DOMAIN,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      S3_ENDPOINT: s3.endpoint,
      MEDIA_BASE_URL: '/media',
      PUBLIC_PORT: String(options.port),
      AWS_REGION: 'us-east-1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:no-reply@hearth.local',
      // The local exception to the public-only push rule: browsers' push services are public, but tests run one on
      // this machine or at names that never resolve. Never set in AWS (docs/architecture/notifications.md).
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      // Webhooks to a receiver on this machine (loopback only, never private ranges); ignored outside the local stage.
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      // Stripe's local test values (not secrets): the simulator answers the API at STRIPE_API_URL and signs its
      // webhook events with these secrets (Connect's events, on connected accounts, with the Connect one).
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: 'sk_test_hearth_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_hearth_local',
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
      // The lifetime codes' operator secret (refunds: the x-hearth-codes-secret header); a fixed local value.
      CODES_SECRET: LOCAL_CODES_SECRET,
      // The support chat's identity secret (getUserHash): a fixed local value, not a secret; Secrets Manager in AWS.
      SUPPORT_HASH_SECRET: LOCAL_SUPPORT_HASH_SECRET,
      // HEARTH_AI (the AI writing assist's provider) is passed through as set: `HEARTH_AI=echo npm start` turns on
      // the labelled dev provider; unset, the AI routes answer 503 (docs/architecture/ai-assist.md).
    });

    const dynamoClient = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1', credentials });
    const s3Client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', credentials, forcePathStyle: true });
    closers.push(async () => {
      dynamoClient.destroy();
      s3Client.destroy();
    });
    // Events are delivered from the table's stream, as in AWS, from the seed on (it writes through the services).
    // CloudFront's cache of rendered pages and guests' reads; what consumers and jobs write may change one, so it
    // empties (page-cache.ts).
    const pageCache = createPageCache();
    const events = await startLocalEvents({
      onWritten: () => pageCache.written(),
      dataDir,
      endpoint: dynamo.endpoint,
      tableName: TABLE_NAME,
      paused: process.env.HEARTH_EVENTS_PAUSED === '1',
      jobTimers: process.env.HEARTH_JOB_TIMERS !== 'off',
      log,
    });
    closers.push(() => events.stop());

    const seeded = await seed({
      db: DynamoDBDocumentClient.from(dynamoClient),
      s3: s3Client,
      tableName: TABLE_NAME,
      bucket: MEDIA_BUCKET,
    });
    // Data from before owners were members of their communities is brought up to date before anyone signs in.
    await events.runJob('owner-membership-backfill');

    let spa: SpaSource;
    if (options.dev) {
      const { createServer: createVite } = await import('vite');
      const vite = await createVite({
        root: join(ROOT, 'web'),
        configFile: join(ROOT, 'web', 'vite.config.ts'),
        server: { middlewareMode: true, ws: { port: await freePort(), host: '127.0.0.1' } },
        appType: 'spa',
      });
      closers.push(() => vite.close());
      spa = { middlewares: vite.middlewares };
    } else {
      const dir = join(ROOT, 'web', 'dist');
      if (!existsSync(join(dir, 'index.html')))
        throw new Error('web/dist is missing: run `npm run build:web` (npm start does this for you).');
      spa = { dir };
    }
    const server: Server = createGateway({
      spa,
      mailDir: join(dataDir, 'mail'),
      media: { client: s3Client, bucket: MEDIA_BUCKET },
      drainEvents: () => events.drain(),
      originSecret,
      replayEvents: () => events.replay(),
      runSchedule: (name) => events.runJob(name),
      renderPage: 'dir' in spa ? await loadPageRenderer(spa.dir) : null,
      pageCache,
      stripePages: stripe.pages,
      domains: {
        pages: createDomainPages(domainSimulator, { runSchedule: (name) => events.runJob(name) }),
        standIn: (label) => domainSimulator.domainForStandIn(label),
      },
    });
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(options.port, options.host ?? '127.0.0.1', ok);
    });
    closers.push(
      () =>
        new Promise<void>((ok) => {
          server.closeAllConnections();
          server.close(() => ok());
        }),
    );
    // The demo plans go through the webhook route, so they are seeded once the gateway carries it; then the demo's
    // paid membership and its supporter, through the API as a browser makes them (member subscriptions are Premium's).
    seeded.push(...(await seedBilling(stripe, log)));
    seeded.push(...(await seedSupporters(options.port, log)));

    const base = (sub: string) => `http://${sub}.localhost:${options.port}`;
    return {
      port: options.port,
      urls: {
        app: base('app'),
        demo: base('demo'),
        mail: `${base('app')}/_dev/mail`,
        domains: `${base('app')}/_dev/domains`,
      },
      seeded,
      endpoints: { dynamodb: dynamo.endpoint, cognito: cognito.endpoint, s3: s3.endpoint, stripe: stripe.url, ...pool },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
