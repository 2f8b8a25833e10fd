import { describe, expect, it } from 'vitest';
import { formatBanEnd } from './ban-end.ts';

describe('formatBanEnd', () => {
  it('writes a ban’s end as the spec’s date, in UTC', () => {
    expect(formatBanEnd('2026-12-31T23:59:00Z')).toBe('December 31, 2026 at 11:59 pm UTC');
    expect(formatBanEnd('2026-01-09T00:05:00Z')).toBe('January 09, 2026 at 12:05 am UTC');
  });
});
