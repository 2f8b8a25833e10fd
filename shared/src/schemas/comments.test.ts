import { describe, expect, it } from 'vitest';
import * as messages from '../messages.ts';
import { COMMENT_CONTENT_MAX, createCommentBodySchema, editCommentBodySchema } from './comments.ts';

describe('comment (member-forum §2.6, §5: cannot be empty)', () => {
  it.each<[unknown, string | null]>([
    ['<p>Nice</p>', null],
    ['<p><img src="/media/a.gif"></p>', null],
    ['', messages.commentEmpty],
    ['<p><br></p>', messages.commentEmpty],
    ['<p>&nbsp; </p>', messages.commentEmpty],
    [undefined, messages.commentEmpty],
    [`<p>${'x'.repeat(COMMENT_CONTENT_MAX)}</p>`, messages.contentTooLong],
  ])('%j → %s', (content, message) => {
    for (const schema of [createCommentBodySchema, editCommentBodySchema]) {
      const result = schema.safeParse({ content });
      expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
    }
  });

  it('defaults to a top-level, signed comment', () => {
    expect(createCommentBodySchema.parse({ content: '<p>Hi</p>' })).toEqual({ content: '<p>Hi</p>', anonymous: false });
  });

  it('takes a reply target and anonymity', () => {
    const body = { content: '<p>Hi</p>', anonymous: true, parentId: 'c1' };
    expect(createCommentBodySchema.parse(body)).toEqual(body);
    expect(createCommentBodySchema.safeParse({ ...body, parentId: '' }).success).toBe(false);
  });
});
