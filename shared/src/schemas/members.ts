// Member profiles and settings (member-forum §2.7, §2.8, §3 Profile and User settings, §5, §7.1): the username
// check, the profile page, a member's activity and the settings a member edits about themselves.
import * as z from 'zod';
import * as messages from '../messages.ts';
import { BIO_MAX, USERNAME_MAX, isValidBirthDate, parseLocation, usernameProblem } from '../rules/member-profile.ts';
import { nameSchema } from './auth.ts';
import { postCardSchema } from './forum.ts';
import { privacySchema } from './member-profile.ts';

export {
  locationSchema,
  privacySchema,
  profileParamsSchema,
  profileSchema,
  roleChipSchema,
  type Profile,
} from './member-profile.ts';

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
