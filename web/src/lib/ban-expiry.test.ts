import { describe, expect, it } from 'vitest';
import { formatBanExpiry } from './ban-expiry.ts';

describe('formatBanExpiry', () => {
  // Dates built in local time, so the text does not depend on the machine's time zone.
  it('formats the end as MMMM DD, YYYY at h:mm a', () => {
    expect(formatBanExpiry(new Date(2031, 2, 5, 15, 4).toISOString())).toBe('March 05, 2031 at 3:04 pm');
    expect(formatBanExpiry(new Date(2031, 10, 20, 9, 30).toISOString())).toBe('November 20, 2031 at 9:30 am');
  });

  it('writes midnight and noon as 12 on a twelve-hour clock', () => {
    expect(formatBanExpiry(new Date(2031, 0, 1, 0, 0).toISOString())).toBe('January 01, 2031 at 12:00 am');
    expect(formatBanExpiry(new Date(2031, 6, 9, 12, 5).toISOString())).toBe('July 09, 2031 at 12:05 pm');
  });
});
