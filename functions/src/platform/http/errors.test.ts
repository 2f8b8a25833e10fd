import * as messages from '@hearth/shared/messages';
import { problemCodes, problems } from '@hearth/shared/problems';
import { describe, expect, it } from 'vitest';
import { errorResponse } from './handler.ts';
import { refusal, refusalSaying } from './errors.ts';

describe('refusal', () => {
  it('carries the reason, its status, the class of that status and the spec text', () => {
    const error = refusal('POST_ARCHIVED');
    expect([error.status, error.code, error.reason, error.message]).toEqual([
      409,
      'CONFLICT',
      'POST_ARCHIVED',
      messages.postArchived,
    ]);
    expect(error.fields).toBeUndefined();
  });

  it('shows the text under the field the problem belongs to', () => {
    const error = refusal('COMMENT_EMPTY');
    expect([error.status, error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(error.fields).toEqual({ content: messages.commentEmpty });
  });

  it("fills a composed text with the caller's numbers", () => {
    expect(refusal('TOO_MANY_PINS', 3).message).toBe(messages.tooManyPins(3));
    expect(refusal('FEED_OPTION_UNAVAILABLE', 'poll').on('type', messages.notOfferedHere).fields).toEqual({
      type: messages.notOfferedHere,
    });
  });

  it("keeps a rule's own text and moves it under the problem's field", () => {
    const error = refusalSaying('POLL_OPTION_NOT_FOUND', 'Gone.');
    expect([error.message, error.fields, error.reason]).toEqual([
      'Gone.',
      { optionId: 'Gone.' },
      'POLL_OPTION_NOT_FOUND',
    ]);
  });

  it('puts the reason in the error body a client reads', async () => {
    const body: unknown = JSON.parse(errorResponse(refusal('NOT_AUTHOR')).body ?? '{}');
    expect(body).toEqual({ error: 'FORBIDDEN', reason: 'NOT_AUTHOR', message: messages.notAuthor });
  });

  it('maps every status of the table to its class', () => {
    const classes = new Set(problemCodes.map((code) => `${problems[code].status} ${refusal(code as never).code}`));
    expect([...classes].sort()).toEqual(['400 BAD_REQUEST', '403 FORBIDDEN', '404 NOT_FOUND', '409 CONFLICT']);
  });
});
