import type { Layout } from '@hearth/shared/schemas/forum';
import { describe, expect, it } from 'vitest';
import { effectiveFeed, validateFeedSearch } from './feed-search.ts';

describe('validateFeedSearch', () => {
  it('keeps the known types, sortings and a category id', () => {
    expect(validateFeedSearch({ type: 'poll', orderBy: 'top', categoryId: 'c1' })).toEqual({
      type: 'poll',
      orderBy: 'top',
      categoryId: 'c1',
    });
  });

  it('drops unknown values instead of failing, so an old link still opens the feed', () => {
    expect(validateFeedSearch({ type: 'video', orderBy: 'random', categoryId: '', page: '3' })).toStrictEqual({
      type: undefined,
      orderBy: undefined,
      categoryId: undefined,
    });
    expect(validateFeedSearch({ categoryId: 'x'.repeat(101) })).toStrictEqual({ categoryId: undefined });
  });

  it('falls back to the defaults in the feed the search shows', () => {
    const layout: Pick<Layout, 'feed'> = {
      feed: { postTypes: ['post', 'poll'], postsSorting: ['new', 'top'], commentsSorting: ['new'] },
    };
    const feed = (search: Record<string, unknown>) => effectiveFeed(validateFeedSearch(search), layout);
    expect(feed({})).toEqual({ type: 'all', sort: 'new', categoryId: null });
    expect(feed({ type: 'image', orderBy: 'hot' })).toEqual({ type: 'all', sort: 'new', categoryId: null });
    expect(feed({ type: 'poll', orderBy: 'top', categoryId: 'c1' })).toEqual({
      type: 'poll',
      sort: 'top',
      categoryId: 'c1',
    });
  });
});
