import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { flag, oneOf, searchValidator, text } from './search-params.ts';

// What the route validators were before they lost zod: each field `schema.optional().catch(undefined)`.
const zodSearch = z.object({
  title: z.string().min(1).max(5).optional().catch(undefined),
  note: z.string().max(3).optional().catch(undefined),
  sort: z.enum(['hot', 'new']).optional().catch(undefined),
  ban: z.boolean().optional().catch(undefined),
});
const plainSearch = searchValidator({
  title: text({ min: 1, max: 5 }),
  note: text({ max: 3 }),
  sort: oneOf(['hot', 'new']),
  ban: flag,
});

describe('searchValidator', () => {
  it.each<Record<string, unknown>>([
    {},
    { title: 'hello', note: '', sort: 'new', ban: true },
    { title: '', note: 'long', sort: 'top', ban: 'true' },
    { title: 'toolong', sort: 'HOT', ban: 0 },
    { title: 12345, note: null, sort: ['hot'], ban: false },
    { title: undefined, other: 'dropped', 'title ': 'x' },
    { note: 'abc', sort: 'hot' },
    { title: 'héllo', note: '😀' },
    { title: 'a😀😀' },
  ])('gives what the zod object gave for %o', (search) => {
    const plain = plainSearch(search);
    expect(plain).toStrictEqual(zodSearch.parse(search));
    expect(Object.keys(plain).sort()).toEqual(Object.keys(zodSearch.parse(search)).sort());
  });

  it('keeps acceptable values and drops the rest to undefined', () => {
    expect(plainSearch({ title: 'ok', sort: 'old', ban: true, page: '2' })).toStrictEqual({
      title: 'ok',
      sort: undefined,
      ban: true,
    });
  });
});

describe('fields', () => {
  it('text checks the type and the length bounds, inclusive', () => {
    const field = text({ min: 2, max: 3 });
    expect([field('a'), field('ab'), field('abc'), field('abcd'), field(12), field(undefined)]).toEqual([
      undefined,
      'ab',
      'abc',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('oneOf accepts only the listed values', () => {
    const field = oneOf(['all', 'poll']);
    expect([field('all'), field('poll'), field('Poll'), field(''), field(undefined)]).toEqual([
      'all',
      'poll',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('flag accepts only booleans', () => {
    expect([flag(true), flag(false), flag('true'), flag(1)]).toEqual([true, false, undefined, undefined]);
  });
});
