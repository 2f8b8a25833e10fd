import { describe, expect, it } from 'vitest';
import { meetsPasswordGuidelines, passwordGuidelines } from './password.ts';

describe('password guidelines', () => {
  it.each([
    ['abc123', 6, true],
    ['abc12', 6, false],
    ['abcdef', 6, false],
    ['123456', 6, false],
    ['ñandú12', 6, true],
    [' abc123', 6, false],
    ['abc123 ', 6, false],
    ['abc123', 8, false],
    ['abcd1234', 8, true],
  ])('%j with minimum %i → %s', (password, min, ok) => {
    expect(meetsPasswordGuidelines(password, min)).toBe(ok);
  });

  it('names each failing guideline', () => {
    expect(
      passwordGuidelines(6)
        .filter((g) => !g.test('abc'))
        .map((g) => g.id),
    ).toEqual(['length', 'number']);
  });
});
