import { describe, expect, it } from 'vitest';
import { visitorKey } from './beacon-visitor.ts';

const guest = { communityId: 'cm-1', day: '2026-11-20', address: '203.0.113.9', userAgent: 'UA/1' };

describe('the visitor key of a batch', () => {
  it('is the member id for a signed-in member', () => {
    expect(visitorKey({ ...guest, memberId: 'mem-7' }, 's')).toBe('m:mem-7');
  });

  it('is a 20-hex-digit keyed hash for a guest, the same all day', () => {
    const key = visitorKey(guest, 's');
    expect(key).toMatch(/^g:[0-9a-f]{20}$/);
    expect(visitorKey({ ...guest }, 's')).toBe(key);
  });

  it('changes with the day, the community, the address, the user agent and the secret', () => {
    const key = visitorKey(guest, 's');
    const others = [
      visitorKey({ ...guest, day: '2026-11-21' }, 's'),
      visitorKey({ ...guest, communityId: 'cm-2' }, 's'),
      visitorKey({ ...guest, address: '203.0.113.10' }, 's'),
      visitorKey({ ...guest, userAgent: 'UA/2' }, 's'),
      visitorKey(guest, 't'),
    ];
    expect(new Set([key, ...others]).size).toBe(6);
  });
});
