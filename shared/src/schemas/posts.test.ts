import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import * as messages from '../messages.ts';
import {
  POST_CONTENT_MAX,
  createPostBodySchema,
  editPostBodySchema,
  isBlankHtml,
  postImageTypeSchema,
  postTitleSchema,
} from './posts.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? null
    : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('post title (member-forum §5: required, at most 75)', () => {
  it.each<[unknown, string | null]>([
    ['Hello', null],
    ['x'.repeat(75), null],
    ['x'.repeat(76), messages.titleTooLong],
    ['', messages.titleRequired],
    ['   ', messages.titleRequired],
    [undefined, messages.titleRequired],
    [`  ${'x'.repeat(75)}  `, null],
  ])('%j → %s', (title, message) => {
    const result = postTitleSchema.safeParse(title);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('isBlankHtml', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['<p><br></p>', true],
    ['<p>   </p><p><br></p>', true],
    ['<p>&nbsp;</p>', true],
    ['<p>\u200b</p>', true],
    ['<p>Hi</p>', false],
    ['<p><strong>x</strong></p>', false],
    ['<p><img src="/media/a.png"></p>', false],
    ['<iframe class="ql-video" src="https://www.youtube.com/embed/abc"></iframe>', false],
    ['<p>&lt;</p>', false],
  ])('%j → %s', (html, blank) => {
    expect(isBlankHtml(html)).toBe(blank);
  });
});

const text = { type: 'post', title: 'Hello', categoryId: 'c1', content: '<p>Hi</p>' };
const image = { type: 'image', title: 'Look', categoryId: 'c1', bannerKey: 'communities/x/posts/a.png' };
const poll = { type: 'poll', title: 'Pick', categoryId: 'c1', options: ['Yes', 'No'] };

describe('create post (member-forum §3, §5)', () => {
  it.each<[string, Record<string, unknown>, { path: string; message: unknown } | null]>([
    ['a text post', text, null],
    ['an image post', image, null],
    ['a poll', poll, null],
    [
      'a text post without content',
      { ...text, content: '<p><br></p>' },
      { path: 'content', message: messages.contentRequired },
    ],
    [
      'a text post with no content field',
      { ...text, content: undefined },
      { path: 'content', message: messages.contentRequired },
    ],
    [
      'a text post too long',
      { ...text, content: `<p>${'x'.repeat(POST_CONTENT_MAX)}</p>` },
      { path: 'content', message: messages.contentTooLong },
    ],
    [
      'an image post without an attachment',
      { ...image, bannerKey: undefined },
      { path: 'bannerKey', message: messages.attachmentRequired },
    ],
    [
      'an image post with an empty attachment',
      { ...image, bannerKey: '' },
      { path: 'bannerKey', message: messages.attachmentRequired },
    ],
    ['no category', { ...text, categoryId: undefined }, { path: 'categoryId', message: messages.categoryRequired }],
    ['an empty category', { ...text, categoryId: ' ' }, { path: 'categoryId', message: messages.categoryRequired }],
    ['no title', { ...poll, title: '' }, { path: 'title', message: messages.titleRequired }],
    ['a long title', { ...image, title: 'x'.repeat(76) }, { path: 'title', message: messages.titleTooLong }],
    ['a poll with one option', { ...poll, options: ['Yes'] }, { path: 'options', message: messages.pollOptionsMin }],
    [
      'a poll with maxChoices 0',
      { ...poll, maxChoices: 0 },
      { path: 'maxChoices', message: messages.pollMaxChoicesRange },
    ],
    [
      'a link preview to a javascript: URL',
      { ...text, linkPreview: { requestUrl: 'javascript:alert(1)' } },
      { path: 'linkPreview.requestUrl', message: expect.any(String) },
    ],
    [
      'a link preview to ftp',
      { ...text, linkPreview: { requestUrl: 'ftp://example.com/a' } },
      { path: 'linkPreview.requestUrl', message: expect.any(String) },
    ],
  ])('%s → %j', (_, body, issue) => {
    expect(firstIssue(createPostBodySchema, body)).toEqual(issue);
  });

  it('rejects an unknown type', () => {
    expect(createPostBodySchema.safeParse({ ...text, type: 'video' }).success).toBe(false);
  });

  it('fills the defaults: not anonymous, no link preview, home scope; poll defaults', () => {
    expect(createPostBodySchema.parse(text)).toEqual({ ...text, anonymous: false, linkPreview: null });
    expect(createPostBodySchema.parse(poll)).toEqual({
      ...poll,
      content: '',
      anonymous: false,
      linkPreview: null,
      maxChoices: 1,
      duration: 3,
      extendable: false,
    });
  });

  it('keeps an http(s) link preview and a subforum', () => {
    const body = {
      ...text,
      subforumId: 's1',
      anonymous: true,
      linkPreview: { requestUrl: 'https://example.com/a?b=1' },
    };
    expect(createPostBodySchema.parse(body)).toEqual(body);
  });
});

describe('edit post', () => {
  it('needs no attachment on an image post and drops anonymity and poll fields', () => {
    expect(editPostBodySchema.parse({ ...image, bannerKey: undefined, anonymous: true })).toEqual({
      type: 'image',
      title: 'Look',
      categoryId: 'c1',
      content: '',
      linkPreview: null,
    });
    expect(editPostBodySchema.parse({ ...poll, maxChoices: 5 })).toEqual({
      type: 'poll',
      title: 'Pick',
      categoryId: 'c1',
      content: '',
      linkPreview: null,
    });
  });

  it('still needs content on a text post and the title rules', () => {
    expect(firstIssue(editPostBodySchema, { ...text, content: '' })).toEqual({
      path: 'content',
      message: messages.contentRequired,
    });
    expect(firstIssue(editPostBodySchema, { ...text, title: 'x'.repeat(76) })).toEqual({
      path: 'title',
      message: messages.titleTooLong,
    });
  });
});

describe('post image types (member-forum §5)', () => {
  it.each<[string, string | null]>([
    ['image/png', null],
    ['image/jpeg', null],
    ['image/gif', null],
    ['image/webp', messages.unsupportedImageType],
    ['image/svg+xml', messages.unsupportedImageType],
    ['text/html', messages.unsupportedImageType],
  ])('%s → %s', (type, message) => {
    const result = postImageTypeSchema.safeParse(type);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
