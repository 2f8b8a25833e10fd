import { describe, expect, it } from 'vitest';
import { SUBDOMAIN_MAX, subdomainMessages as m, subdomainProblem } from './subdomain.ts';

describe('subdomainProblem (owner-dashboard §5)', () => {
  it.each([
    ['makers', null],
    ['abc', null],
    ['my-community-42', null],
    ['a'.repeat(SUBDOMAIN_MAX), null],
    ['', m.required],
    ['ab', m.length],
    ['a'.repeat(SUBDOMAIN_MAX + 1), m.length],
    ['Makers', m.characters],
    ['-makers', m.characters],
    ['makers-', m.characters],
    ['mak_ers', m.characters],
    ['mak ers', m.characters],
    ['makérs', m.characters],
    ['ma.kers', m.characters],
    ['app', m.unavailable],
    ['www', m.unavailable],
    ['admin', m.unavailable],
    ['api', m.unavailable],
  ])('%j → %s', (value, expected) => {
    expect(subdomainProblem(value)).toBe(expected);
  });
});
