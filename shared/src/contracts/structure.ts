// The dashboard's subforum and category endpoints (owner-dashboard §4, §7 Structure). They answer on the owner app
// (the owner's or an editor's account, through its staff record in the community named in the path) and on the
// community's own host (where the path's community must be the host's); owners and editors only.
import { communityParamsSchema } from '../schemas/communities.ts';
import {
  adminCategorySchema,
  adminSubforumSchema,
  categoryDeletionSchema,
  categoryListSchema,
  categoryParamsSchema,
  categoryScopeQuerySchema,
  createCategoryBodySchema,
  deleteCategoryBodySchema,
  deleteSubforumBodySchema,
  deletedSchema,
  rankBodySchema,
  subforumBodySchema,
  subforumListSchema,
  subforumParamsSchema,
  updateCategoryBodySchema,
} from '../schemas/structure.ts';
import { endpoint } from './endpoint.ts';
import { communityRoutes as r } from './routes.ts';

const managed = { tenancy: 'site', auth: 'user' } as const;

export const structureEndpoints = {
  listSubforums: endpoint({
    ...r.listSubforums,
    ...managed,
    summary: 'Every subforum of the community (disabled and private too), by rank, with the roles for overrides.',
    request: { params: communityParamsSchema },
    response: subforumListSchema,
    errors: [401, 403, 404],
  }),
  createSubforum: endpoint({
    ...r.createSubforum,
    ...managed,
    summary: 'Adds a subforum at the end of the list (title 3-20, emoji, verified icon and banner, flags, overrides).',
    request: { params: communityParamsSchema, body: subforumBodySchema },
    response: adminSubforumSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  updateSubforum: endpoint({
    ...r.updateSubforum,
    ...managed,
    summary: 'Edits a subforum: the whole form, including the per-role overrides (false / null / true).',
    request: { params: subforumParamsSchema, body: subforumBodySchema },
    response: adminSubforumSchema,
    errors: [400, 401, 403, 404],
  }),
  rankSubforum: endpoint({
    ...r.rankSubforum,
    ...managed,
    summary: 'Moves a subforum: its new rank (the midpoint of its new neighbours); a rank outside the list is refused.',
    request: { params: subforumParamsSchema, body: rankBodySchema },
    response: adminSubforumSchema,
    errors: [400, 401, 403, 404],
  }),
  deleteSubforum: endpoint({
    ...r.deleteSubforum,
    ...managed,
    summary:
      'Deletes a subforum and its categories ("delete this subforum"); their posts are removed in the background.',
    request: { params: subforumParamsSchema, body: deleteSubforumBodySchema },
    response: deletedSchema,
    errors: [400, 401, 403, 404],
  }),
  listManagedCategories: endpoint({
    ...r.listManagedCategories,
    ...managed,
    summary: 'The categories of home (`subforumId=home`) or of a subforum, disabled ones too, by rank.',
    request: { params: communityParamsSchema, query: categoryScopeQuerySchema },
    response: categoryListSchema,
    errors: [401, 403, 404],
  }),
  createCategory: endpoint({
    ...r.createCategory,
    ...managed,
    summary: 'Adds a category at the end of its subforum (or home).',
    request: { params: communityParamsSchema, body: createCategoryBodySchema },
    response: adminCategorySchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  updateCategory: endpoint({
    ...r.updateCategory,
    ...managed,
    summary: 'Renames, enables or disables, or moves a category; disabling the last active one is refused.',
    request: { params: categoryParamsSchema, body: updateCategoryBodySchema },
    response: adminCategorySchema,
    errors: [400, 401, 403, 404, 409],
  }),
  deleteCategory: endpoint({
    ...r.deleteCategory,
    ...managed,
    summary:
      'Deletes a category ("delete this category"), deleting its posts or moving them to another category of the ' +
      'same subforum; answers at once, the posts follow in the background. The last active category stays.',
    request: { params: categoryParamsSchema, body: deleteCategoryBodySchema },
    response: categoryDeletionSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
