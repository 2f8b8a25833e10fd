// A member's profile as the profile page reads it (member-forum §3 Profile), in a module of its own: the members
// function's cold start binds the profile route without evaluating the settings and activity schemas.
import * as z from 'zod';
import { coverVariationSchema } from './gamification.ts';
import { supporterSubscriptionSchema } from './supporter-subscription.ts';

export const locationSchema = z
  .object({ city: z.string(), province: z.string().nullable(), country: z.string() })
  .meta({ id: 'Location' });

export const privacySchema = z.object({ dateOfBirth: z.boolean(), location: z.boolean() }).meta({ id: 'Privacy' });

export const roleChipSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });

export const profileSchema = z
  .object({
    memberId: z.string(),
    /** The address of the profile: the username when there is one, else the member id. */
    slug: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    username: z.string().nullable(),
    bio: z.string().nullable(),
    profilePicURL: z.string().nullable(),
    coverURL: z.string().nullable(),
    roles: z.array(roleChipSchema),
    /** Staff access level in this community (0 for members): 100 owner, 90+ admin-like. */
    accessLevel: z.number().int(),
    registeredAt: z.string(),
    /** null when unknown or hidden by the member's privacy switch (the member always sees their own). */
    dateOfBirth: z.string().nullable(),
    location: locationSchema.nullable(),
    /** Only on one's own profile. */
    privacy: privacySchema.nullable(),
    /** Level 1-99 from the cumulative XP, the rank of the level, and the XP the next level needs (cumulative). */
    level: z.number().int(),
    // gamification
    xp: z.number().int(),
    nextLevelXPTarget: z.number().int(),
    /** The experience bar: percent of the way from this level to the next, rounded. */
    levelPercent: z.number().int(),
    rank: z.string(),
    statistics: z.object({
      postSubmissions: z.number().int(),
      commentSubmissions: z.number().int(),
      reactionsReceived: z.number().int(),
      upvotesReceived: z.number().int(),
    }),
    /** The avatar frame and profile cover the member wears (gamification; member-forum §3 profileUpgrades). */
    profileUpgrades: z.object({
      avatarFrameDetails: z.object({ id: z.string(), label: z.string() }).nullable(),
      profileCoverDetails: z
        .object({ id: z.string(), label: z.string(), variations: z.array(coverVariationSchema) })
        .nullable(),
    }),
    isMe: z.boolean(),
    /** The subscriber badge shows (an active supporter subscription, not the owner: `showsSubscriberBadge`). */
    subscriber: z.boolean(),
    /** The member's own supporter subscription (member-forum §3 Profile): on one's own profile only, else null. */
    subscription: supporterSubscriptionSchema.nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const profileParamsSchema = z.object({
  slug: z.string().min(1).max(64).meta({ description: 'A username, a member id, or `me`.' }),
});
