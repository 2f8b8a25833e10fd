// The session's view of the signed-in account: its own module (no form rules, no messages), so the SPA parses the
// session answer after hydration without building every auth form's schemas.
import * as z from 'zod';

export const accountStateSchema = z.enum(['active', 'pending', 'denied', 'banned']);

export const sessionUserSchema = z
  .object({
    memberId: z.string(),
    communityId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** `owner`: an app-host account (also when acting in a community through a staff record). */
    kind: z.enum(['member', 'owner']),
    /** `banned`: a ban in force, permanent or timed (no access, the ban page with `ban`'s expiry). */
    state: accountStateSchema,
    welcomePending: z.boolean(),
    /**
     * The ban in force, else null. A timeout (`permanent: false`, its `expiresAt`) shuts the member out until then:
     * the ban page says when it ends, and the API refuses the community's reads and writes with 403 ACCOUNT_BANNED.
     */
    ban: z.object({ permanent: z.boolean(), expiresAt: z.string().nullable() }).nullable(),
    /** Staff record in this community: access level 100 owner, 90+ admin-like. */
    staff: z.object({ accessLevel: z.number().int(), role: z.string() }).nullable(),
    // gamification
    /** Level 1-99 from the member's XP, and its rank (shared/src/rules/xp.ts). */
    level: z.number().int(),
    rank: z.string(),
    /** The avatar frame the member wears (the spec's profileUpgrades.avatarFrameDetails), for the top bar's avatar. */
    avatarFrameId: z.string().nullable().optional(),
    /** The member's profile picture, for the top bar's avatar; null shows their initials. */
    avatarURL: z.string().nullable().optional(),
    /** member-forum §3 User: the subscriber flag (an active supporter subscription) and the subscription's status. */
    subscriber: z.boolean(),
    subscriptionStatus: z.string().nullable(),
  })
  .meta({ id: 'SessionUser' });

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() }).meta({ id: 'Session' });

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type AccountState = z.infer<typeof accountStateSchema>;
