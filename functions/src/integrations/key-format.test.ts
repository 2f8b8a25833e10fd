import { describe, expect, it } from 'vitest';
import { hashApiKey, keyIdOf, keyPrefixOf, newApiKey, newKeyId, scopeAllows, tokenMatches } from './key-format.ts';

const fixedBytes = (size: number) => Buffer.alloc(size, 7);

describe('API key format', () => {
  it('is the prefix, the 8-character id and a 48-character hex secret', () => {
    const { token } = newApiKey('ab12cd34');
    expect(token).toMatch(/^hth_live_ab12cd34_[0-9a-f]{48}$/);
    expect(token.startsWith(keyPrefixOf('ab12cd34'))).toBe(true);
  });

  it('draws ids from [a-z0-9] only', () => {
    expect(newKeyId()).toMatch(/^[a-z0-9]{8}$/);
    expect(newKeyId(fixedBytes)).toBe('hhhhhhhh');
  });

  it.each([
    ['hth_live_ab12cd34_' + 'a'.repeat(48), 'ab12cd34'],
    ['hth_live_ab12cd34_' + 'a'.repeat(47), null],
    ['hth_live_AB12CD34_' + 'a'.repeat(48), null],
    ['hth_test_ab12cd34_' + 'a'.repeat(48), null],
    ['hth_live_ab12cd34_' + 'g'.repeat(48), null],
    [' hth_live_ab12cd34_' + 'a'.repeat(48), null],
    ['', null],
  ])('reads the id of %j as %j', (token, id) => {
    expect(keyIdOf(token)).toBe(id);
  });
});

describe('API key hashing', () => {
  it('stores the SHA-256 of the whole key, never the key', () => {
    const { token, hash } = newApiKey('ab12cd34', fixedBytes);
    expect(hash).toBe(hashApiKey(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token.slice(-48));
  });

  it('matches the key it was made from and no other', () => {
    const { token, hash } = newApiKey('ab12cd34');
    const other = newApiKey('ab12cd34');
    expect(tokenMatches(token, hash)).toBe(true);
    expect(tokenMatches(other.token, hash)).toBe(false);
    expect(tokenMatches(token, 'not-hex')).toBe(false);
  });

  it('gives two keys of the same id different secrets', () => {
    expect(newApiKey('ab12cd34').token).not.toBe(newApiKey('ab12cd34').token);
  });
});

describe('API key scopes', () => {
  it.each([
    ['read', 'read', true],
    ['read', 'write', false],
    ['read-write', 'read', true],
    ['read-write', 'write', true],
  ] as const)('a %s key may %s: %s', (scope, need, allowed) => {
    expect(scopeAllows(scope, need)).toBe(allowed);
  });
});
