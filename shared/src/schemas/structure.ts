// The dashboard's subforum and category contracts (owner-dashboard §3, §4, §5): what the Subforums and Post
// Categories sections read and send. Titles are checked by the same rules the forms show (rules/structure.ts).
import * as z from 'zod';
import * as messages from '../messages.ts';
import {
  CATEGORY_DELETE_PHRASE,
  SUBFORUM_DELETE_PHRASE,
  SUBFORUM_OVERRIDABLE,
  categoryTitleProblem,
  deletePhraseProblem,
  subforumTitleProblem,
} from '../rules/structure.ts';

const id = z.string().min(1).max(64);
const uploadKey = z.string().min(1).max(300);

const subforumTitle = z.string({ error: messages.subforumNameRequired }).superRefine((value, ctx) => {
  const problem = subforumTitleProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const categoryTitle = z.string({ error: messages.categoryTitleRequired }).superRefine((value, ctx) => {
  const problem = categoryTitleProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** false off, null the role's default, true on (owner-dashboard §4). */
export const overrideValueSchema = z.boolean().nullable();
export const roleOverridesSchema = z.partialRecord(z.enum(SUBFORUM_OVERRIDABLE), overrideValueSchema);
export const subforumPermissionsSchema = z.record(id, roleOverridesSchema);

export const subforumParamsSchema = z.object({ communityId: id, subforumId: id });
export const categoryParamsSchema = z.object({ communityId: id, categoryId: id });

/** Add and edit take the whole form. Icon and banner are keys of verified uploads (or null to clear). */
export const subforumBodySchema = z.object({
  title: subforumTitle,
  emoji: z.string().max(16).default(''),
  iconKey: uploadKey.nullable().default(null),
  bannerKey: uploadKey.nullable().default(null),
  enabled: z.boolean().default(true),
  private: z.boolean().default(false),
  navigation: z.boolean().default(true),
  permissions: subforumPermissionsSchema.default({}),
});

export const rankBodySchema = z.object({ rank: z.number({ error: messages.rankOutsideList }).finite() });

export const deleteSubforumBodySchema = z.object({
  phrase: z.string().superRefine((value, ctx) => {
    const problem = deletePhraseProblem(value, SUBFORUM_DELETE_PHRASE);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

export const adminSubforumSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    emoji: z.string(),
    iconKey: z.string().nullable(),
    iconURL: z.string().nullable(),
    bannerKey: z.string().nullable(),
    bannerURL: z.string().nullable(),
    rank: z.number(),
    enabled: z.boolean(),
    private: z.boolean(),
    navigation: z.boolean(),
    permissions: subforumPermissionsSchema,
    categoriesCount: z.number(),
  })
  .meta({ id: 'AdminSubforum' });
export type AdminSubforum = z.infer<typeof adminSubforumSchema>;

export const structureRoleSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });

export const subforumListSchema = z.object({
  items: z.array(adminSubforumSchema),
  /** The community's roles, for the per-role overrides. */
  roles: z.array(structureRoleSchema),
  nextCursor: z.null(),
});

export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** `home` is the community-wide categories; otherwise a subforum id. */
export const categoryScopeQuerySchema = z.object({ subforumId: id.default('home') });

export const adminCategorySchema = z
  .object({
    id: z.string(),
    subforumId: z.string(),
    title: z.string(),
    enabled: z.boolean(),
    rank: z.number(),
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoryListSchema = z.object({ items: z.array(adminCategorySchema), nextCursor: z.null() });

export const createCategoryBodySchema = z.object({ subforumId: id.default('home'), title: categoryTitle });

export const updateCategoryBodySchema = z
  .object({ title: categoryTitle.optional(), enabled: z.boolean().optional(), rank: z.number().finite().optional() })
  .refine((b) => b.title !== undefined || b.enabled !== undefined || b.rank !== undefined, 'Nothing to change.');

export const deleteCategoryBodySchema = z
  .object({
    phrase: z.string().superRefine((value, ctx) => {
      const problem = deletePhraseProblem(value, CATEGORY_DELETE_PHRASE);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    mode: z.enum(['delete', 'reassign']),
    targetCategoryId: id.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.mode === 'reassign' && !b.targetCategoryId) {
      ctx.addIssue({ code: 'custom', path: ['targetCategoryId'], message: messages.reassignTargetRequired });
    }
  });

/** A category's deletion answers at once; its posts are deleted or moved in the background. */
export const categoryDeletionSchema = z.object({
  id: z.string(),
  deleted: z.literal(true),
  mode: z.enum(['delete', 'reassign']),
  targetCategoryId: z.string().nullable(),
});
