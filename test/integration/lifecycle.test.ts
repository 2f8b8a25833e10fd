// The local platform's life cycle as `npm start` runs it: a first start seeds, Ctrl-C stops every emulator
// (no stray java), a second start reuses the data, and a taken port fails with one line that says what to do. After
// each stop, and after a start that failed, no process of the run is left (counted by the mark each one carries).
import { createServer, connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostClient } from '../support/http.ts';
import { PlatformStartError, startChildPlatform } from '../support/platform.ts';
import { emulatorsMarked, processesMarked } from '../support/processes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Whether anything accepts connections on the endpoint's port. */
function listening(endpoint: string): Promise<boolean> {
  const { hostname, port } = new URL(endpoint);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// Whole-platform starts (three emulators, the seed, the web build check): minutes on a busy shared machine, so these
// tests wait longer than the suite's 30 s; how fast a start is, `npm run bench` measures (start-up ≤ 20 s).
describe('the local platform', { timeout: 120_000 }, () => {
  it('seeds on a first start, and Ctrl-C stops the gateway, every emulator and the Stripe simulator', async () => {
    const first = await startChildPlatform({ dataDir, keepData: true });
    let stopped = false;
    try {
      expect(first.seeded).toEqual([
        // The owner's account first: each community is created with her member item in it.
        'account owner@hearth.local',
        'community demo',
        'community founders',
        'account member@hearth.local',
        'account moderator@hearth.local',
        'account admin@hearth.local',
        'account banned@hearth.local',
        'account pending@hearth.local',
        'account member@hearth.local (founders)',
        'account banned@hearth.local (founders)',
        '4 demo posts',
        // The 30 days of visits before today, aggregated by the analytics rebuild.
        '30 days of analytics (demo)',
        '30 days of analytics (founders)',
        // The demo's lifetime codes: ten unused, one refunded.
        '11 lifetime codes (HEARTH-LTD-0001…0010, 1 refunded)',
        // The demo communities' subscriptions, made by the Stripe simulator's events through the real webhook.
        'plans (demo active, founders trialing)',
        // The demo's paid membership and its supporter, through the real API and the simulator's pages.
        'paid membership (demo enabled at 4.99 USD, supporter maya)',
      ]);
      const endpoints = [first.dynamodb, first.cognito, first.s3, first.stripe, `http://127.0.0.1:${first.port}`];
      for (const endpoint of endpoints) expect(await listening(endpoint)).toBe(true);
      // DynamoDB Local's java and cognito-local's node run while the platform does, and none is left after it.
      expect(emulatorsMarked(first.mark)).toHaveLength(2);
      stopped = true;
      expect(await first.stop('SIGINT')).toBe(0);
      for (const endpoint of endpoints) expect(await listening(endpoint), endpoint).toBe(false);
      expect(processesMarked(first.mark)).toEqual([]);
    } finally {
      // A failed expectation above must not leave the platform and its emulators running after the suite.
      if (!stopped) await first.stop();
    }
  });

  it('reuses the data on a second start: nothing is seeded twice and the demo community is still there', async () => {
    const second = await startChildPlatform({ dataDir, keepData: true });
    try {
      expect(second.seeded).toEqual([]);
      const site = await hostClient(second.port, 'demo.localhost')('/api/v1/site');
      expect(site.json).toMatchObject({ kind: 'community', community: { name: 'Hearth Makers' } });
      expect(emulatorsMarked(second.mark)).toHaveLength(2);
    } finally {
      // SIGTERM, as a supervisor stops it: nothing of the run is left either.
      expect(await second.stop('SIGTERM')).toBe(0);
      expect(processesMarked(second.mark)).toEqual([]);
    }
  });

  it('fails with one clear line when an emulator port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((ready) => blocker.listen(0, '0.0.0.0', ready));
    const { port } = blocker.address() as { port: number };
    try {
      const error = await startChildPlatform({ env: { DYNAMODB_PORT: String(port) } }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PlatformStartError);
      const { exitCode, output } = error as PlatformStartError;
      expect(exitCode).toBe(1);
      const line = output.split('\n').find((l) => l.includes('could not start'));
      expect(line).toBe(
        `Hearth could not start: DynamoDB Local could not start: port ${port} is already in use. Set DYNAMODB_PORT to another port.`,
      );
      // The emulators that started beside the one that failed (cognito-local, s3rver) are stopped before it exits.
      expect(processesMarked((error as PlatformStartError).mark)).toEqual([]);
    } finally {
      blocker.close();
    }
  });
});
