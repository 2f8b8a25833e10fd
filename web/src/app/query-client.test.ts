import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { shouldRetry } from './query-client.ts';

const failure = (status: number) => new ApiError({ status, error: 'INTERNAL', message: 'x' });

describe('shouldRetry', () => {
  it.each([
    [0, failure(404), false],
    [0, failure(401), false],
    [0, failure(500), true],
    [1, failure(0), true],
    [2, failure(503), false],
    [0, new TypeError('boom'), true],
  ])('after %i failures of %o → %s', (count, error, expected) => {
    expect(shouldRetry(count, error)).toBe(expected);
  });
});
