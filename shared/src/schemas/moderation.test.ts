// Every §5 moderation message, straight from the shared schemas the forms and the Lambda both use.
import { describe, expect, it } from 'vitest';
import * as messages from '../messages.ts';
import {
  ACTION_TAKEN_LABELS,
  createReportBodySchema,
  memberActionBodySchema,
  reportActionBodySchema,
} from './moderation.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('moderation reasons (member-forum §5)', () => {
  it.each([
    [{ action: 'permanentBan', reason: '' }, messages.reasonRequired],
    [{ action: 'permanentBan', reason: '    ' }, messages.reasonRequired],
    [{ action: 'permanentBan', reason: 'abcd' }, messages.reasonMin],
    [{ action: 'permanentBan', reason: '  abcd  ' }, messages.reasonMin],
    [{ action: 'timedBan', reason: 'Too loud', days: 0 }, messages.timeoutMinDay],
    [{ action: 'timedBan', reason: 'Too loud', days: 1.5 }, messages.timeoutMinDay],
    [{ action: 'warn', comment: '' }, messages.commentRequired],
    [{ action: 'warn', comment: 'abc' }, messages.commentMin],
    [{ action: 'permanentBan', reason: 'abcde' }, null],
    [{ action: 'warn', comment: 'Be kind' }, null],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(memberActionBodySchema.safeParse(body))).toBe(message);
  });

  it('defaults a timeout to 1 day', () => {
    expect(memberActionBodySchema.parse({ action: 'timedBan', reason: 'Too loud' })).toMatchObject({ days: 1 });
  });

  it('takes 1 to 100 reports at once', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `r${i}`);
    expect(reportActionBodySchema.safeParse({ action: 'discard', reportIds: ids(0) }).success).toBe(false);
    expect(reportActionBodySchema.safeParse({ action: 'discard', reportIds: ids(100) }).success).toBe(true);
    expect(reportActionBodySchema.safeParse({ action: 'discard', reportIds: ids(101) }).success).toBe(false);
  });
});

describe('report reasons (member-forum §5)', () => {
  const body = (reason: string, text?: string) => ({ contentType: 'post', contentId: 'p1', reason, text });
  it.each([
    [body('Spam'), null],
    [body('Misleading Information'), null],
    [body('This is offensive (racism, etc)'), null],
    [body('Community rules violation'), null],
    [body('Other issues'), messages.reportReasonInput],
    [body('Other issues', '   '), messages.reportReasonInput],
    [body('Other issues', 'meh'), messages.reasonMin],
    [body('Other issues', 'Not what it says'), null],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(createReportBodySchema.safeParse(input))).toBe(message);
  });

  it('labels every actionTaken as the spec does', () => {
    expect(ACTION_TAKEN_LABELS).toEqual({
      pending: 'PENDING',
      delete: 'Content Deleted',
      discard: 'Ignored',
      warn: 'Warned',
      timedBan: 'Timed Out',
      permanentBan: 'Banned',
      unban: 'Unbanned',
      republish: 'Content Republished',
    });
  });
});
