import { describe, expect, it } from 'vitest';
import { sessionStillValid } from '../platform/auth/session-cutoff.ts';
import { nextWholeSecond } from './sessions.ts';

describe('ending sessions', () => {
  const cutoff = nextWholeSecond(Date.UTC(2026, 10, 23, 15, 0, 0, 400));

  it('cuts at the next whole second, so ID tokens (whole-second iat) fall clearly on one side', () => {
    expect(cutoff).toBe(Date.UTC(2026, 10, 23, 15, 0, 1));
    expect(nextWholeSecond(Date.UTC(2026, 10, 23, 15, 0, 0))).toBe(Date.UTC(2026, 10, 23, 15, 0, 1));
  });

  it.each([
    ['a session never ended', undefined, cutoff - 60_000, true],
    ['a session record started before the cutoff', cutoff, cutoff - 1, false],
    ['a session record started at the cutoff', cutoff, cutoff, true],
    ['an ID token issued in the second of the change', cutoff, (cutoff / 1000 - 1) * 1000, false],
    ['an ID token issued from the cutoff on', cutoff, (cutoff / 1000) * 1000, true],
  ])('%s → %s', (_, sessionsValidAfter, startedAt, valid) => {
    expect(sessionStillValid({ sessionsValidAfter }, startedAt)).toBe(valid);
  });
});
