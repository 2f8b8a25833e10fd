// Onboarding questions (owner-dashboard §2 /community-onboarding): the owner and editors edit the ordered list; the
// sign-up form reads it, and auth's sign-up checks the answers against it (questionsOf).
import { ACCESS_LEVEL_ADMIN } from '@hearth/shared/constants/auth';
import type { OnboardingQuestion, SaveOnboardingQuestionsBody } from '@hearth/shared/schemas/onboarding-questions';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal } from '../platform/http/errors.ts';
import { getCommunity } from './store/community.ts';
import * as questionStore from './store/onboarding-questions.ts';
import { getStaffRecord } from './store/staff.ts';

/** The community's questions in order (one GetItem); sign-up checks its answers against these. */
export const questionsOf = (communityId: string): Promise<OnboardingQuestion[]> =>
  questionStore.getOnboardingQuestions(communityId);

/** The sign-up form's list. */
export async function listForSignUp(communityId: string) {
  return { items: await questionsOf(communityId) };
}

/** The owner and editors (staff with access level 90+) of an existing community; anyone else is refused. */
async function assertCanEdit(actor: Actor, communityId: string) {
  const [staff, community] = await Promise.all([
    getStaffRecord(communityId, actor.memberId),
    getCommunity(communityId),
  ]);
  if (!community) throw refusal('NOT_STAFF');
  if (!staff || staff.accessLevel < ACCESS_LEVEL_ADMIN) throw refusal('ONBOARDING_QUESTIONS_STAFF_ONLY');
}

export async function getForEditor(actor: Actor, communityId: string) {
  await assertCanEdit(actor, communityId);
  return { items: await questionsOf(communityId) };
}

/** Saves the whole list in its order: the position becomes `order`; options of a paragraph are none. */
export async function saveForEditor(actor: Actor, communityId: string, body: SaveOnboardingQuestionsBody) {
  await assertCanEdit(actor, communityId);
  const questions: OnboardingQuestion[] = body.questions.map((q, order) => ({
    id: q.id,
    title: q.title,
    type: q.type,
    options: q.type === 'paragraph' ? [] : q.options,
    required: q.required,
    order,
  }));
  await questionStore.putOnboardingQuestions(communityId, questions);
  return { items: questions };
}
