// The support chat's identity hash is HMAC-SHA256 in hex (checked against RFC 4231's test case 2).
import { describe, expect, it } from 'vitest';
import { supportHashOf } from './support.ts';

describe('the support chat identity hash', () => {
  it('is HMAC-SHA256 of the address under the secret, in hex', () => {
    expect(supportHashOf('what do ya want for nothing?', 'Jefe')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('differs for another address or another secret', () => {
    const hash = supportHashOf('owner@hearth.local', 'secret-a');
    expect(supportHashOf('member@hearth.local', 'secret-a')).not.toBe(hash);
    expect(supportHashOf('owner@hearth.local', 'secret-b')).not.toBe(hash);
  });
});
