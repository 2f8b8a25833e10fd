import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/account-settings', '/account-settings'],
    ['/post/hello?comment=c1#top', '/post/hello?comment=c1#top'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/path'],
    ['/\\evil.com'],
    ['https://evil.com/'],
    ['http://demo.localhost:4321/'],
    ['javascript:alert(1)'],
    ['evil.com'],
    ['account-settings'],
    [' /account-settings'],
    ['/\tevil'],
    [''],
    [undefined],
    [42],
  ])('refuses %o', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });
});
