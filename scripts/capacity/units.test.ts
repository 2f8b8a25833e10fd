import { describe, expect, it } from 'vitest';
import { itemSize, keyTemplate, readUnits, writeUnits } from './units.ts';

describe('DynamoDB size and unit arithmetic', () => {
  it('sizes an item by its attribute names and values, marshalled or plain', () => {
    // "PK" 2 + "C#x" 3; "n" 1 + 12345 (5 digits: 3 + 1); "ok" 2 + 1.
    expect(itemSize({ PK: { S: 'C#x' }, n: { N: '12345' }, ok: { BOOL: true } })).toBe(5 + 5 + 3);
    expect(itemSize({ PK: 'C#x', n: 12345, ok: true } as never)).toBe(13);
    // A list: 3 + (1 + 1) per element; a map: 3 + (1 + name + value) per entry.
    expect(itemSize({ l: { L: [{ S: 'a' }] }, m: { M: { k: { S: 'vv' } } } })).toBe(1 + 5 + 1 + (3 + 1 + 1 + 2));
  });

  it('counts read units per 4 KB (half for eventually consistent) and write units per 1 KB', () => {
    expect(readUnits(100)).toBe(0.5);
    expect(readUnits(4097, true)).toBe(2);
    expect(writeUnits(0)).toBe(1);
    expect(writeUnits(1025)).toBe(2);
  });

  it('turns a key into a template: tags kept, ids replaced', () => {
    expect(keyTemplate('C#cm-demo#P#01JABCDEF0123456789')).toBe('C#{id}#P#{id}');
    expect(keyTemplate('C#cm-demo#LB')).toBe('C#{id}#LB');
    expect(keyTemplate('C#cm-demo#F#home#all')).toBe('C#{id}#F#home#all');
    expect(keyTemplate('C#cm-demo#F#c:cat-1#post')).toBe('C#{id}#F#c:{id}#post');
    expect(keyTemplate('C#cm-demo#T#home')).toBe('C#{id}#T#{id}');
  });
});
