// The public REST API's own request shapes (docs/architecture/users-api.md); its answers are the site's.
import * as z from 'zod';
import { moderationReasonSchema, timeoutDaysSchema } from './moderation.ts';

export const publicMemberParamsSchema = z.object({ memberId: z.string().min(1).max(64) });

export const publicMemberRoleParamsSchema = z.object({
  memberId: z.string().min(1).max(64),
  roleId: z.string().min(1).max(64),
});

/** A ban: permanent, or for `days` days (a time-out) when given. The reason is the staff menu's (and logged). */
export const publicBanBodySchema = z.object({ reason: moderationReasonSchema, days: timeoutDaysSchema.optional() });
export type PublicBanBody = z.infer<typeof publicBanBodySchema>;
