import { describe, expect, it } from 'vitest';
import * as messages from '../messages.ts';
import { rolePermissionInScope, type PermissionScope } from './permissions.ts';
import {
  CATEGORY_DELETE_PHRASE,
  SUBFORUM_DELETE_PHRASE,
  categoryTitleProblem,
  deletePhraseProblem,
  mergeRoleOverrides,
  rankBetween,
  rankFits,
  rankForMove,
  subforumSlugFor,
  subforumTitleProblem,
} from './structure.ts';

describe('subforum title (owner-dashboard §5: required, 3-20)', () => {
  it.each([
    ['', messages.subforumNameRequired],
    ['   ', messages.subforumNameRequired],
    ['ab', 'Name must be 3-20 chars long'],
    [' ab ', 'Name must be 3-20 chars long'],
    ['abc', null],
    ['a'.repeat(20), null],
    ['a'.repeat(21), 'Name must be 3-20 chars long'],
  ])('%j → %j', (title, expected) => {
    expect(subforumTitleProblem(title)).toBe(expected);
  });

  it('says the spec texts', () => {
    expect(messages.subforumNameRequired).toBe('Subforum name is required.');
  });
});

describe('category title (required)', () => {
  it.each([
    ['', 'Title is required!'],
    [' ', 'Title is required!'],
    ['News', null],
    ['a'.repeat(51), messages.categoryTitleLength],
  ])('%j → %j', (title, expected) => {
    expect(categoryTitleProblem(title)).toBe(expected);
  });
});

describe('delete phrases', () => {
  it.each([
    ['', SUBFORUM_DELETE_PHRASE, 'Key phrase is required'],
    ['delete this', SUBFORUM_DELETE_PHRASE, 'Incorrect keyword. Please input “delete this subforum”.'],
    ['Delete this subforum', SUBFORUM_DELETE_PHRASE, 'Incorrect keyword. Please input “delete this subforum”.'],
    ['delete this subforum', SUBFORUM_DELETE_PHRASE, null],
    ['delete this subforum', CATEGORY_DELETE_PHRASE, 'Incorrect keyword. Please input “delete this category”.'],
    ['delete this category', CATEGORY_DELETE_PHRASE, null],
  ])('%j for %j → %j', (typed, phrase, expected) => {
    expect(deletePhraseProblem(typed, phrase)).toBe(expected);
  });
});

describe('rank of a moved item: the midpoint of its neighbours, one beyond at the ends', () => {
  it.each([
    [null, null, 1],
    [1, 2, 1.5],
    [1, 1.5, 1.25],
    [null, 1, 0],
    [3, null, 4],
    [-2, 0, -1],
  ])('between %j and %j → %j', (before, after, expected) => {
    expect(rankBetween(before, after)).toBe(expected);
  });

  it.each([
    // ranks, from, to, expected
    [[1, 2, 3], 0, 2, 4],
    [[1, 2, 3], 2, 0, 0],
    [[1, 2, 3], 0, 1, 2.5],
    [[1, 2, 3], 2, 1, 1.5],
    [[1, 2, 3], 1, 1, 2],
  ])('%j moving %i to %i → %j', (ranks, from, to, expected) => {
    expect(rankForMove(ranks, from, to)).toBe(expected);
  });

  it.each([
    [1.5, [1, 2], true],
    [0, [1, 2], true],
    [3, [1, 2], true],
    [-0.5, [1, 2], false],
    [3.5, [1, 2], false],
    [2, [1, 2], false],
    [Number.NaN, [1, 2], false],
    [42, [], true],
  ])('rank %j fits %j: %j', (rank, others, fits) => {
    expect(rankFits(rank, others)).toBe(fits);
  });
});

describe('per-role overrides of a subforum', () => {
  it('starts a role added now with view allowed, and keeps what roles already there are given', () => {
    const before = { moderators: { view: null, post: false } };
    const merged = mergeRoleOverrides(before, {
      moderators: { post: true },
      members: { post: false },
      custom: { view: false },
    });
    expect(merged).toEqual({
      moderators: { post: true },
      members: { view: true, post: false },
      custom: { view: false },
    });
  });

  const scope = (overrides: Record<string, Record<string, boolean | null>>, isPrivate = false): PermissionScope => ({
    communityWide: {},
    subforum: { enabled: true, private: isPrivate, navigation: true, roleOverrides: overrides },
  });
  const role = { id: 'members', permissions: { view: true, post: true, comment: true } };

  it.each([
    // override, role default, private, expected (post)
    [false, true, false, false],
    [null, true, false, true],
    [true, true, false, true],
    [undefined, true, false, true],
  ])('post override %j over the role default → %j', (override, _default, isPrivate, expected) => {
    const overrides: Record<string, Record<string, boolean | null>> = override === undefined
      ? {}
      : { members: { post: override } };
    expect(rolePermissionInScope(role, 'post', scope(overrides, isPrivate))).toBe(expected);
  });

  it.each([
    [undefined, false],
    [null, false],
    [true, true],
    [false, false],
  ])('view in a private subforum with override %j → %j', (override, expected) => {
    const overrides: Record<string, Record<string, boolean | null>> = override === undefined
      ? {}
      : { members: { view: override } };
    expect(rolePermissionInScope(role, 'view', scope(overrides, true))).toBe(expected);
  });
});

describe('subforum slug', () => {
  it.each([
    ['General Talk', [], 'general-talk'],
    ['Café', [], 'cafe'],
    ['Search', [], 'search-2'],
    ['News', ['news'], 'news-2'],
    ['News', ['news', 'news-2'], 'news-3'],
    ['!!!', [], 'subforum'],
  ])('%j with %j taken → %j', (title, taken, expected) => {
    expect(subforumSlugFor(title, new Set(taken))).toBe(expected);
  });
});
