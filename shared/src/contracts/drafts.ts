// Post drafts: a member's unfinished posts in the community, saved by the composer as they type, listed at /drafts,
// deleted when discarded (with their uploaded images) or when the post is published from them. Only their author
// reads or writes them; the posts domain serves them.
import * as z from 'zod';
import {
  draftListQuerySchema,
  draftListSchema,
  draftParamsSchema,
  draftSchema,
  saveDraftBodySchema,
  savedDraftSchema,
} from '../schemas/drafts.ts';
import { endpoint } from './endpoint.ts';
import { draftRoutes } from './draft-routes.ts';

const mine = { tenancy: 'community', auth: 'user' } as const;

export const listDrafts = endpoint({
  ...draftRoutes.listDrafts,
  summary: "The signed-in member's drafts in the host's community, last saved first, 20 a page.",
  ...mine,
  request: { query: draftListQuerySchema },
  response: draftListSchema,
  errors: [400, 401, 403],
});

export const getDraft = endpoint({
  ...draftRoutes.getDraft,
  summary: "One of the signed-in member's drafts, to continue it in the composer.",
  ...mine,
  request: { params: draftParamsSchema },
  response: draftSchema,
  errors: [400, 401, 403, 404],
});

export const saveDraft = endpoint({
  ...draftRoutes.saveDraft,
  summary:
    'Creates or replaces a draft by its id (a ULID the composer chooses): held to the post limits, at most 50 ' +
    'drafts a member, 30 saves a minute.',
  ...mine,
  request: { params: draftParamsSchema, body: saveDraftBodySchema },
  response: savedDraftSchema,
  errors: [400, 401, 403, 409, 429],
});

export const deleteDraft = endpoint({
  ...draftRoutes.deleteDraft,
  summary: 'Discards a draft and deletes the images uploaded to it.',
  ...mine,
  request: { params: draftParamsSchema },
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
  errors: [400, 401, 403, 404],
});

export const draftEndpoints = { listDrafts, getDraft, saveDraft, deleteDraft };
