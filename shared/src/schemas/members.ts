// Member profiles and settings (member-forum §2.7, §2.8, §3 Profile and User settings, §5, §7.1): the username
// check, the profile page, a member's activity and the settings a member edits about themselves.
import * as z from 'zod';
import * as messages from '../messages.ts';
import { BIO_MAX, USERNAME_MAX, isValidBirthDate, parseLocation, usernameProblem } from '../rules/member-profile.ts';
import { nameSchema } from './auth.ts';
import { postCardSchema } from './forum.ts';
import { coverVariationSchema } from './gamification.ts';

export const usernameSchema = z
  .string({ error: messages.usernameRequired })
  .trim()
  .max(USERNAME_MAX + 20, messages.usernameMax)
  .superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const usernameQuerySchema = z.object({ username: usernameSchema });
export const usernameAvailabilitySchema = z.object({ username: z.string(), available: z.boolean() });

export const locationSchema = z
  .object({ city: z.string(), province: z.string().nullable(), country: z.string() })
  .meta({ id: 'Location' });

export const privacySchema = z.object({ dateOfBirth: z.boolean(), location: z.boolean() }).meta({ id: 'Privacy' });

const birthDateSchema = z
  .string({ error: messages.birthDateIncomplete })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.birthDateInvalid)
  .refine((iso) => {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    return isValidBirthDate({ day, month, year });
  }, messages.birthDateInvalid);

/** A location as typed ("city, province, country" or "city, country"). */
const locationTextSchema = z
  .string({ error: messages.locationRequired })
  .trim()
  .min(1, messages.locationRequired)
  .max(250, messages.locationWrong)
  .refine((text) => parseLocation(text) !== null, messages.locationWrong);

/** updateUserInfo / updateLocation / updateUserVisibleInfo in one: any of the member's own fields. */
export const updateProfileBodySchema = z
  .object({
    firstName: nameSchema(messages.firstNameRequired),
    lastName: nameSchema(messages.lastNameRequired),
    username: usernameSchema,
    bio: z.string().trim().max(BIO_MAX, messages.bioLength),
    dateOfBirth: birthDateSchema,
    location: locationTextSchema,
    privacy: privacySchema.partial(),
  })
  .partial()
  .meta({ id: 'ProfileUpdate' });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

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
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const profileParamsSchema = z.object({
  slug: z.string().min(1).max(64).meta({ description: 'A username, a member id, or `me`.' }),
});

export const activityQuerySchema = z.object({ cursor: z.string().max(2000).optional() });

export const activityPostsSchema = z.object({ items: z.array(postCardSchema), nextCursor: z.string().nullable() });

export const activityCommentSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    postId: z.string(),
    postSlug: z.string(),
    postTitle: z.string(),
    content: z.string(),
    publishedAt: z.string(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
  })
  .meta({ id: 'ActivityComment' });
export const activityCommentsSchema = z.object({
  items: z.array(activityCommentSchema),
  nextCursor: z.string().nullable(),
});
export type ActivityComment = z.infer<typeof activityCommentSchema>;

/** A new avatar: a cropped JPEG or PNG, or (subscribers only) an animated GIF as it is (member-forum §4, §5). */
export const avatarUploadBodySchema = z.object({ fileType: z.enum(['image/png', 'image/jpeg', 'image/gif']) });
export const setAvatarBodySchema = z.object({ key: z.string().min(1).max(300) });
