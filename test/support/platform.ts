// Starts the local platform as a child process (exactly what `npm start` runs) on free ports with its own data
// folder, for the integration tests, the e2e run and the bench. Never clashes with a running `npm start`.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/lib/ports.ts';
import { RUN_MARK } from './processes.ts';

export interface ReadyInfo {
  port: number;
  seconds: number;
  dataDir: string;
  /** What the seed created on this start (empty when the data was already there). */
  seeded: string[];
  dynamodb: string;
  cognito: string;
  s3: string;
  /** The Stripe simulator's API (its pages are on the app host under /_dev/stripe). */
  stripe: string;
  userPoolId: string;
  userPoolClientId: string;
}

/** What the tests are given of a started platform: its ready line, and the mark its processes carry. */
export interface PlatformInfo extends ReadyInfo {
  /** The value of RUN_MARK in the environment of every process of this run (test/support/processes.ts). */
  mark: string;
}

export interface ChildPlatform extends PlatformInfo {
  /** Stops it as Ctrl-C or a supervisor would (SIGINT or SIGTERM); resolves with the exit code. */
  stop(signal?: 'SIGINT' | 'SIGTERM'): Promise<number | null>;
  /**
   * A crash: SIGKILL to the platform and every process it started (its own process group, so the emulators die with
   * it instead of outliving it). Needs `crashable: true`. Resolves when the platform is gone; its data is kept.
   */
  kill(): Promise<void>;
}

/** What the platform printed before it exited without becoming ready. */
export class PlatformStartError extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly output: string,
    /** The mark its processes carried, to look for any it left running. */
    readonly mark: string,
  ) {
    super(`the platform exited (${exitCode}) before it was ready:\n${output}`);
  }
}

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The suites sign in as the same demo accounts from many files and post, comment and report far more than one person
 * would, so the platforms they start raise the per-member write limits (MEMBER_RATE_LIMITS,
 * docs/architecture/rate-limits.md) out of their way; member-rate-limits.test.ts starts one with small ones.
 */
export const TEST_MEMBER_RATE_LIMITS = JSON.stringify({
  post: { perMember: 100_000 },
  comment: { perMember: 100_000 },
  report: { perMember: 100_000 },
  invitation: { perMember: 100_000 },
});

export async function startChildPlatform(
  options: {
    port?: number;
    dataDir?: string;
    keepData?: boolean;
    env?: Record<string, string>;
    /** Runs it in its own process group, so `kill()` can take it down whole. */
    crashable?: boolean;
  } = {},
): Promise<ChildPlatform> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hearth-test-'));
  const mark = randomUUID();
  const child: ChildProcess = spawn(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['scripts/local/start.ts', '--port', String(port), '--data-dir', dataDir, '--quiet'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.crashable ?? false,
      env: {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'ERROR',
        MEMBER_RATE_LIMITS: TEST_MEMBER_RATE_LIMITS,
        // The AI writing assist's labelled dev provider (no model, no network): ai-assist.test.ts starts a platform
        // without it for the "not configured" answer.
        HEARTH_AI: 'echo',
        ...options.env,
        [RUN_MARK]: mark,
      },
    },
  );
  const output: string[] = [];
  const ready = await new Promise<ReadyInfo>((resolveReady, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        output.push(line);
        if (line.startsWith('HEARTH_READY ')) resolveReady(JSON.parse(line.slice('HEARTH_READY '.length)) as ReadyInfo);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new PlatformStartError(code, output.join('\n'), mark)));
  });
  const stop = (signal: 'SIGINT' | 'SIGTERM' = 'SIGTERM') =>
    new Promise<number | null>((done) => {
      const finish = () => {
        if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
        done(child.exitCode);
      };
      if (child.exitCode !== null) return finish();
      child.once('exit', finish);
      child.kill(signal);
    });
  const kill = () =>
    new Promise<void>((done) => {
      if (!options.crashable) throw new Error('kill() needs startChildPlatform({ crashable: true })');
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      process.kill(-child.pid!, 'SIGKILL');
    });
  return { ...ready, mark, stop, kill };
}
