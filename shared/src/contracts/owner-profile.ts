// The owner's Beam Profile and the onboarding questions: the editor's list (owner app), the sign-up form's list
// (community site) and a member's answers (staff). Each domain's endpoint map spreads its part.
import { sessionResponseSchema } from '../schemas/auth.ts';
import { communityParamsSchema } from '../schemas/communities.ts';
import {
  communityMemberParamsSchema,
  onboardingAnswersResponseSchema,
  onboardingQuestionsResponseSchema,
  saveOnboardingQuestionsBodySchema,
} from '../schemas/onboarding-questions.ts';
import { updateProfileBodySchema } from '../schemas/profile.ts';
import { endpoint } from './endpoint.ts';
import { authRoutes, communityRoutes, memberRoutes } from './routes.ts';

export const updateProfile = endpoint({
  ...authRoutes.updateProfile,
  summary: "Saves the owner-app account's first and last name (Beam Profile); answers the session view.",
  tenancy: 'app',
  auth: 'user',
  request: { body: updateProfileBodySchema },
  response: sessionResponseSchema,
  errors: [400, 401],
});

export const listOnboardingQuestions = endpoint({
  ...communityRoutes.listOnboardingQuestions,
  summary: "The community's onboarding questions in order, for the sign-up form (none on the owner app).",
  // Part of the sign-in gate: a private community's sign-up form asks them before anyone is let in.
  tenancy: 'site',
  auth: 'public',
  request: {},
  response: onboardingQuestionsResponseSchema,
  errors: [404],
});

export const getOnboardingQuestions = endpoint({
  ...communityRoutes.getOnboardingQuestions,
  summary: "The community's onboarding questions for the editor (owner and editors).",
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema },
  response: onboardingQuestionsResponseSchema,
  errors: [401, 403, 404],
});

export const saveOnboardingQuestions = endpoint({
  ...communityRoutes.saveOnboardingQuestions,
  summary: 'Replaces the onboarding questions with the list in its order: add, edit, remove, reorder (owner, editors).',
  tenancy: 'app',
  auth: 'user',
  request: { params: communityParamsSchema, body: saveOnboardingQuestionsBodySchema },
  response: onboardingQuestionsResponseSchema,
  errors: [400, 401, 403, 404],
});

export const getOnboardingAnswers = endpoint({
  ...memberRoutes.getOnboardingAnswers,
  summary: "A member's answers to the onboarding questions at sign-up (owner and editors: staff 90+).",
  tenancy: 'app',
  auth: 'user',
  request: { params: communityMemberParamsSchema },
  response: onboardingAnswersResponseSchema,
  errors: [401, 403, 404],
});

export const ownerProfileAuthEndpoints = { updateProfile };
export const ownerProfileCommunityEndpoints = {
  listOnboardingQuestions,
  getOnboardingQuestions,
  saveOnboardingQuestions,
};
export const ownerProfileMemberEndpoints = { getOnboardingAnswers };
