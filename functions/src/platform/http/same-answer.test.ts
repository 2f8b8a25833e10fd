import { describe, expect, it } from 'vitest';
import { type Clock, answerAfter } from './same-answer.ts';

/** A clock that only moves when told: work "takes" time by advancing it, and sleeping advances it too. */
function fakeClock(): Clock & { advance(ms: number): void } {
  let now = 1_000_000;
  return {
    now: () => now,
    advance: (ms) => void (now += ms),
    sleep: async (ms) => void (now += ms),
  };
}

/** When (on the fake clock, relative to the start) the answer settled, and how. */
async function settle(workMs: number, outcome: 'ok' | 'error', floorMs = 600) {
  const clock = fakeClock();
  const start = clock.now();
  const work = async () => {
    clock.advance(workMs);
    if (outcome === 'error') throw new Error('refused');
    return 'answer';
  };
  const result = await answerAfter(floorMs, 'test', work, clock).then(
    (value) => ({ value }),
    (error: Error) => ({ error: error.message }),
  );
  return { at: clock.now() - start, ...result };
}

describe('answerAfter', () => {
  it('settles a fast path (unknown address) and a slow one (mail sent) at the same moment, with their results', async () => {
    const unknown = await settle(14, 'ok');
    const known = await settle(25, 'ok');
    const mailed = await settle(480, 'ok');
    expect([unknown.at, known.at, mailed.at]).toEqual([600, 600, 600]);
    expect([unknown, known, mailed].map((r) => ('value' in r ? r.value : r.error))).toEqual([
      'answer',
      'answer',
      'answer',
    ]);
  });

  it('holds an error back just as long', async () => {
    expect(await settle(3, 'error')).toEqual({ at: 600, error: 'refused' });
  });

  it('does not add to work that is already slower than the floor', async () => {
    expect(await settle(900, 'ok')).toEqual({ at: 900, value: 'answer' });
  });
});
