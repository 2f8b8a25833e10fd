// Invitations (member-forum §2.10, §4, §5, §7.4): staff e-mail people a single-use registration link; the list of
// Invited Members by status (pending: not opened yet, opened: the link was clicked, accepted: registration completed,
// member: the address already had an account). The form's rules are here so the dialog and the API say the same.
import * as z from 'zod';
import { INVITATION_STATUSES, INVITATION_TABS } from '../constants/invitations.ts';
import * as messages from '../messages.ts';

export { INVITATION_STATUSES, INVITATION_TABS };
export type { InvitationStatus, InvitationTab } from '../constants/invitations.ts';

export const INVITATION_SUBJECT_MIN = 9;
export const INVITATION_SUBJECT_MAX = 100;
export const INVITATION_MESSAGE_MIN = 20;
/** The message's HTML as sent; its text is what the 20-character minimum counts. */
export const INVITATION_HTML_MAX = 20_000;
export const INVITATION_EMAILS_MAX = 1000;
export const INVITATIONS_PAGE_SIZE = 20;

const EMAIL = /^[^\s@|,]+@[^\s@|,]+\.[^\s@|,]+$/;

/** The dialog's e-mail field: addresses split on whitespace or commas, blanks dropped. */
export const splitEmails = (text: string): string[] => text.split(/[\s,]+/).filter((part) => part !== '');

/**
 * The first problem with a list of addresses, in the spec's words, or null: each must be a valid e-mail ("{value} is
 * not a valid email"), no address twice (case-insensitive), at least 1 and at most 1,000.
 */
export function emailListProblem(emails: readonly string[]): string | null {
  if (emails.length === 0) return messages.invitationEmailsMin;
  if (emails.length > INVITATION_EMAILS_MAX) return messages.invitationEmailsMax;
  const invalid = emails.find((e) => e.length > 200 || !EMAIL.test(e));
  if (invalid !== undefined) return messages.invitationEmailInvalid(invalid);
  if (new Set(emails.map((e) => e.toLowerCase())).size !== emails.length) return messages.invitationEmailsUnique;
  return null;
}

export const invitationSubjectSchema = z
  .string({ error: messages.invitationSubjectRequired })
  .trim()
  .min(1, messages.invitationSubjectRequired)
  .min(INVITATION_SUBJECT_MIN, messages.invitationSubjectMin)
  .max(INVITATION_SUBJECT_MAX, messages.invitationSubjectMax);

export const invitationsParamsSchema = z.object({ communityId: z.string().min(1).max(64) });

export const inviteMembersBodySchema = z.object({
  subject: invitationSubjectSchema,
  /** The message as HTML (sanitized by the server); at least 20 characters of text. */
  html: z
    .string({ error: messages.invitationMessageRequired })
    .min(1, messages.invitationMessageRequired)
    .max(INVITATION_HTML_MAX, messages.invitationMessageMax),
  emails: z
    .array(z.string().max(1000), { error: messages.invitationEmailsMin })
    .max(INVITATION_EMAILS_MAX + 1000, messages.invitationEmailsMax)
    .transform((list) => list.map((e) => e.trim()).filter((e) => e !== ''))
    .superRefine((list, ctx) => {
      const problem = emailListProblem(list);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((list) => list.map((e) => e.toLowerCase())),
  skipInvited: z.boolean().default(false),
});
export type InviteMembersBody = z.input<typeof inviteMembersBodySchema>;

export const inviteMembersResponseSchema = z.object({
  message: z.string(),
  /** The batch the e-mails go out in, in the background. */
  batch: z.object({ id: z.string(), count: z.number().int() }),
});

export const invitationsQuerySchema = z.object({
  status: z.enum(INVITATION_TABS).default('all'),
  search: z.string().trim().max(200).optional(),
  cursor: z.string().max(2000).optional(),
});

const person = z.object({ id: z.string(), name: z.string() });

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  subject: z.string(),
  status: z.enum(INVITATION_STATUSES),
  authorData: person,
  userData: person.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationsPageSchema = z.object({
  items: z.array(invitationSchema),
  nextCursor: z.string().nullable(),
});

export const openInvitationBodySchema = z.object({
  token: z.string({ error: messages.invitationInvalid }).min(20, messages.invitationInvalid).max(400),
});
export const openInvitationResponseSchema = z.object({ email: z.string(), status: z.enum(INVITATION_STATUSES) });
