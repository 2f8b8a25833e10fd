// What a draft needs before the later builder steps (and Publish) make sense.
import { communityNameSchema } from '@hearth/shared/schemas/communities';
import { subdomainProblem } from '@hearth/shared/rules/subdomain';
import type { BuilderDraft } from './draft.ts';

export const hasValidSetup = (draft: BuilderDraft) =>
  draft.setup !== null &&
  communityNameSchema.safeParse(draft.communityName).success &&
  subdomainProblem(draft.communitySubdomain) === null;
