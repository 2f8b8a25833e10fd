// Answers that take the same time whatever the address: the work runs, then the answer (or the error) waits until
// a fixed time after the start, so a registered address and a new one cannot be told apart by timing.
import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '../log.ts';

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const realClock: Clock = { now: () => Date.now(), sleep };

/**
 * Runs `work` and settles no sooner than `floorMs` after it started, with its result or its error. Work that takes
 * longer than the floor shows through, so that is logged: the floor must then grow.
 */
export async function answerAfter<T>(
  floorMs: number,
  name: string,
  work: () => Promise<T>,
  clock: Clock = realClock,
): Promise<T> {
  const start = clock.now();
  try {
    return await work();
  } finally {
    const elapsed = clock.now() - start;
    if (elapsed > floorMs) logger.warn('answer slower than its floor', { answer: name, elapsed, floorMs });
    else await clock.sleep(floorMs - elapsed);
  }
}
