// Deleting one's account (member-forum §2.8, §5: the typed phrase) and exporting one's data (GDPR art. 20:
// the member's profile, posts, comments, votes and reactions in this community, a page of one part at a time).
import * as z from 'zod';
import * as messages from '../messages.ts';
import { deletePhraseProblem } from '../rules/member-profile.ts';

export const deleteAccountBodySchema = z
  .object({
    phrase: z
      .string({ error: messages.keyPhraseRequired })
      .max(200)
      .superRefine((value, ctx) => {
        const problem = deletePhraseProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .meta({ id: 'DeleteAccount' });

/** The parts of a data export, each read a page at a time (the SPA joins them into one archive). */
export const EXPORT_PARTS = [
  'profile',
  'posts',
  'comments',
  'anonymousComments',
  'postActions',
  'commentActions',
] as const;
export type ExportPart = (typeof EXPORT_PARTS)[number];

export const exportQuerySchema = z.object({
  part: z.enum(EXPORT_PARTS),
  cursor: z.string().max(2000).optional(),
});

export const exportPageSchema = z
  .object({
    part: z.enum(EXPORT_PARTS),
    items: z.array(z.record(z.string(), z.unknown())),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ExportPage' });
export type ExportPage = z.infer<typeof exportPageSchema>;
