// The Invite Members form's rules (member-forum §5): the e-mail list as the dialog splits it, and every message.
import { describe, expect, it } from 'vitest';
import * as messages from '../messages.ts';
import { emailListProblem, inviteMembersBodySchema, splitEmails } from './invitations.ts';

describe('splitEmails', () => {
  it.each([
    ['a@x.co b@x.co', ['a@x.co', 'b@x.co']],
    ['a@x.co,b@x.co', ['a@x.co', 'b@x.co']],
    ['  a@x.co ,\n\n b@x.co\t,, c@x.co  ', ['a@x.co', 'b@x.co', 'c@x.co']],
    ['', []],
    [' , \n ', []],
  ])('%j → %j', (text, emails) => expect(splitEmails(text)).toEqual(emails));
});

describe('emailListProblem', () => {
  it.each([
    [[], messages.invitationEmailsMin],
    [['a@x.co', 'nope'], 'nope is not a valid email'],
    [['a@x.co', 'a@@x.co'], 'a@@x.co is not a valid email'],
    [['a@x.co', 'A@X.co'], messages.invitationEmailsUnique],
    [Array.from({ length: 1001 }, (_, i) => `p${i}@x.co`), messages.invitationEmailsMax],
    [Array.from({ length: 1000 }, (_, i) => `p${i}@x.co`), null],
    [['ünï@exämple.de'], null],
  ])('%#', (emails, problem) => expect(emailListProblem(emails)).toBe(problem));
});

describe('inviteMembersBodySchema', () => {
  const valid = { subject: 'Join our hall', html: '<p>Come and join us in the hall.</p>', emails: ['A@x.co'] };

  it('lower-cases the addresses and defaults skipInvited to false', () => {
    expect(inviteMembersBodySchema.parse(valid)).toEqual({ ...valid, emails: ['a@x.co'], skipInvited: false });
  });

  it.each([
    [{ subject: '' }, messages.invitationSubjectRequired],
    [{ subject: '12345678' }, messages.invitationSubjectMin],
    [{ subject: 'x'.repeat(101) }, messages.invitationSubjectMax],
    [{ html: '' }, messages.invitationMessageRequired],
    [{ emails: ['a@x.co', 'bad'] }, 'bad is not a valid email'],
  ])('%j → %s', (change, message) => {
    const result = inviteMembersBodySchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(message);
  });

  it('accepts a subject of 9 and of 100 characters', () => {
    for (const subject of ['123456789', 'x'.repeat(100)]) {
      expect(inviteMembersBodySchema.safeParse({ ...valid, subject }).success).toBe(true);
    }
  });
});
