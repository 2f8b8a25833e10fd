import { describe, expect, it } from 'vitest';
import { firstOfFeedPage } from './store/feed.ts';

const entry = (n: number) => ({
  PK: 'C#cm-1#F#home#all',
  SK: `2026-11-26T00:00:0${n}.000Z#p${n}`,
  GSI2PK: 'C#cm-1#F#home#all',
  GSI2SK: `h${n}`,
  GSI3PK: 'C#cm-1#F#home#all',
  GSI3SK: `t${n}`,
  id: `p${n}`,
  title: `Post ${n}`,
});

describe('firstOfFeedPage (page 1 reads a full page beside the pins, then shows what they leave room for)', () => {
  const read = { items: [1, 2, 3, 4].map(entry), lastKey: { PK: 'from-the-query' } };

  it('keeps the Query page and its last key when nothing is cut', () => {
    expect(firstOfFeedPage(read, 'hot', 4)).toEqual(read);
    const short = { items: [entry(1)] };
    expect(firstOfFeedPage(short, 'new', 4)).toEqual(short);
  });

  it.each([
    ['hot', { PK: entry(2).PK, SK: entry(2).SK, GSI2PK: entry(2).GSI2PK, GSI2SK: 'h2' }],
    ['top', { PK: entry(2).PK, SK: entry(2).SK, GSI3PK: entry(2).GSI3PK, GSI3SK: 't2' }],
    ['new', { PK: entry(2).PK, SK: entry(2).SK }],
    ['old', { PK: entry(2).PK, SK: entry(2).SK }],
  ] as const)('cuts a %s page and continues after the last entry shown, keyed as its Query would', (order, key) => {
    const page = firstOfFeedPage(read, order, 2);
    expect(page.items.map((i) => i.id)).toEqual(['p1', 'p2']);
    expect(page.lastKey).toEqual(key);
  });
});
