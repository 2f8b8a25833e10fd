// The local platform keeps to this machine: every socket its processes listen on (the gateway, DynamoDB Local,
// cognito-local, s3rver, the Stripe simulator) is bound to loopback, read from Linux's /proc, and the dev routes
// answer only this machine.
import { describe, expect, it } from 'vitest';
import { isLoopback, listenersOf, processesMarked } from '../support/processes.ts';
import { platform } from './context.ts';

describe('the local platform listens on loopback only', () => {
  it('binds every listening socket of its processes to a loopback address', () => {
    const processes = processesMarked(platform.mark);
    const listeners = listenersOf(processes.map((p) => p.pid));
    const ports = listeners.map((l) => l.port);
    // The gateway and each emulator's endpoint are among them (one process may hold more, e.g. the JVM's).
    for (const endpoint of [platform.dynamodb, platform.cognito, platform.s3, platform.stripe]) {
      expect(ports).toContain(Number(new URL(endpoint).port));
    }
    expect(ports).toContain(platform.port);
    const exposed = listeners.filter((l) => !isLoopback(l.address));
    expect(exposed, JSON.stringify(listeners)).toEqual([]);
  });
});
