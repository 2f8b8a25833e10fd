// The owner's onboarding answers (owner-dashboard §1): the organization and the plan an owner-app account chooses
// before building its first community, kept on its member item. A new community takes the plan from there
// (members/service.ts `ownerOfNewCommunity`).
import type { Organization, PlanChoice } from '@hearth/shared/schemas/communities';
import type { Actor } from '../platform/auth/verify.ts';
import type { OnboardingAnswers } from './model.ts';
import * as store from './store/owner-onboarding.ts';

const onboardingView = (answers: OnboardingAnswers | null) => ({
  organization: answers?.organization ?? null,
  planChoice: answers?.planChoice ?? null,
});

export async function getOnboarding(actor: Actor) {
  return onboardingView(await store.getOnboardingAnswers(actor.memberId));
}

export async function saveOrganization(actor: Actor, organization: Organization) {
  return onboardingView(await store.saveOnboardingAnswer(actor.memberId, 'organization', organization));
}

/** Records the choice; billing (checkout, trials) arrives with the billing issue, so nothing is charged here. */
export async function choosePlan(actor: Actor, choice: PlanChoice) {
  return onboardingView(await store.saveOnboardingAnswer(actor.memberId, 'planChoice', choice));
}
