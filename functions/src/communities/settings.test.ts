// The feed menu rule of the Platform Settings service: the same items, a new order, at least one active per menu.
import { DEFAULT_FEED_MENU } from '@hearth/shared/constants/community-defaults';
import * as messages from '@hearth/shared/messages';
import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/http/errors.ts';
import { rankedMenu } from './settings.ts';

const current = DEFAULT_FEED_MENU.map((m) => ({ id: `${m.name}-${m.value}`, ...m }));
const body = {
  postTypes: [
    { value: 'poll', enabled: true },
    { value: 'post', enabled: true },
    { value: 'image', enabled: false },
  ],
  postsSorting: ['new', 'hot', 'top', 'old'].map((value) => ({ value, enabled: true })),
  commentsSorting: ['top', 'new'].map((value) => ({ value, enabled: value === 'top' })),
};

const refusalOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, reason: error.reason, fields: error.fields };
    throw error;
  }
  return null;
};

describe('rankedMenu', () => {
  it('ranks each menu by the order given and keeps the enabled flags', () => {
    const items = rankedMenu(current, body);
    expect(items.filter((m) => m.name === 'postTypes')).toEqual([
      { id: 'postTypes-poll', name: 'postTypes', value: 'poll', enabled: true, rank: 1 },
      { id: 'postTypes-post', name: 'postTypes', value: 'post', enabled: true, rank: 2 },
      { id: 'postTypes-image', name: 'postTypes', value: 'image', enabled: false, rank: 3 },
    ]);
    expect(items).toHaveLength(current.length);
  });

  it.each([
    [
      'the last active post type turned off',
      { postTypes: body.postTypes.map((m) => ({ ...m, enabled: false })) },
      'FEED_MENU_EMPTY',
      messages.feedMenuActiveRequired,
      'postTypes',
    ],
    [
      'no active comments sorting',
      { commentsSorting: body.commentsSorting.map((m) => ({ ...m, enabled: false })) },
      'FEED_MENU_EMPTY',
      messages.feedMenuActiveRequired,
      'commentsSorting',
    ],
    [
      'an unknown sorting',
      { postsSorting: [...body.postsSorting.slice(0, 3), { value: 'random', enabled: true }] },
      'FEED_MENU_MISMATCH',
      messages.feedMenuMismatch,
      'postsSorting',
    ],
    [
      'a missing post type',
      { postTypes: body.postTypes.slice(0, 2) },
      'FEED_MENU_MISMATCH',
      messages.feedMenuMismatch,
      'postTypes',
    ],
    [
      'a repeated post type',
      { postTypes: [body.postTypes[0]!, body.postTypes[0]!, body.postTypes[1]!] },
      'FEED_MENU_MISMATCH',
      messages.feedMenuMismatch,
      'postTypes',
    ],
  ])('refuses %s', (_, change, reason, message, field) => {
    expect(refusalOf(() => rankedMenu(current, { ...body, ...change }))).toEqual({
      status: 400,
      reason,
      fields: { [field]: message },
    });
  });
});
