import { describe, expect, it } from 'vitest';
import { apiQueryOf, searchFor } from './search-query.ts';

describe('searchFor', () => {
  it.each([
    ['  trail loop ', { title: 'trail loop', hashtag: undefined }],
    ['#lake', { title: undefined, hashtag: 'lake' }],
    ['#café_2', { title: undefined, hashtag: 'café_2' }],
    ['#two words', { title: '#two words', hashtag: undefined }],
    ['   ', { title: undefined, hashtag: undefined }],
  ])('reads %j as title or hashtag', (typed, expected) => {
    expect(searchFor(typed)).toEqual(expected);
  });
});

describe('apiQueryOf', () => {
  it('sends a hashtag as #tag and title words as they are', () => {
    expect(apiQueryOf({ hashtag: 'lake', title: 'ignored' })).toBe('#lake');
    expect(apiQueryOf({ hashtag: '#lake' })).toBe('#lake');
    expect(apiQueryOf({ title: ' trail loop ' })).toBe('trail loop');
    expect(apiQueryOf({})).toBe('');
  });
});
