import { describe, expect, it } from 'vitest';
import { API_KEY_RATE_LIMIT_PER_MINUTE } from '@hearth/shared/constants/api-keys';
import { rateLimitPerMinute } from './verify.ts';

describe('the per-key rate limit', () => {
  it('is the default unless the deployment sets API_KEY_RATE_LIMIT', () => {
    expect(rateLimitPerMinute(undefined)).toBe(API_KEY_RATE_LIMIT_PER_MINUTE);
    expect(rateLimitPerMinute('3')).toBe(3);
  });

  it.each(['0', '-1', '2.5', 'many'])('refuses to run without a limit when it is %j', (raw) => {
    expect(() => rateLimitPerMinute(raw)).toThrow(/API_KEY_RATE_LIMIT/);
  });
});
