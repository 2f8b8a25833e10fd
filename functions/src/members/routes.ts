// The members domain's route table.
import { memberEndpoints as e } from '@hearth/shared/contracts/members';
import { route } from '../platform/http/route.ts';
import { decideApproval } from './handlers/decide-approval.ts';
import { getOnboardingAnswers } from './handlers/get-onboarding-answers.ts';

export const routes = [
  route(e.decideApproval, decideApproval),
  // owner-profile
  route(e.getOnboardingAnswers, getOnboardingAnswers),
];
