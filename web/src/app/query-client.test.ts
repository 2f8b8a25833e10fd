import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../features/auth/api/get-session.ts';
import { ApiError } from '../lib/api-client.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';

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

describe('a read or write refused for the account’s state', () => {
  const refusal = (error: 'ACCOUNT_BANNED' | 'FORBIDDEN') => new ApiError({ status: 403, error, message: 'refused' });

  it.each([
    ['ACCOUNT_BANNED', true],
    ['FORBIDDEN', false],
  ] as const)('a read refused with %s marks the session stale: %s', async (code, stale) => {
    const client = createQueryClient();
    client.setQueryData(sessionKeys.current(), { user: null });
    await client
      .fetchQuery({ queryKey: ['feed'], queryFn: () => Promise.reject(refusal(code)), retry: false })
      .catch(() => undefined);
    expect(client.getQueryState(sessionKeys.current())?.isInvalidated).toBe(stale);
  });

  it.each([
    ['ACCOUNT_BANNED', true],
    ['FORBIDDEN', false],
  ] as const)('a write refused with %s marks the session stale: %s', async (code, stale) => {
    const client = createQueryClient();
    client.setQueryData(sessionKeys.current(), { user: null });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(refusal(code)),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(client.getQueryState(sessionKeys.current())?.isInvalidated).toBe(stale);
  });
});
