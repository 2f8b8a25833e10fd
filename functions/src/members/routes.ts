// The members domain's route table.
import { memberEndpoints as e } from '@hearth/shared/contracts/members';
import { route } from '../platform/http/route.ts';
import { decideApproval } from './handlers/decide-approval.ts';
import { getOnboardingAnswers } from './handlers/get-onboarding-answers.ts';

// roles
import { assignRole } from './handlers/assign-role.ts';
import { assignSiteRole } from './handlers/assign-site-role.ts';
import { listRoleMembers } from './handlers/list-role-members.ts';
import { listSiteRoleMembers } from './handlers/list-site-role-members.ts';

export const routes = [
  route(e.decideApproval, decideApproval),
  // owner-profile
  route(e.getOnboardingAnswers, getOnboardingAnswers),
  // roles
  route(e.listRoleMembers, listRoleMembers),
  route(e.assignRole, assignRole),
  route(e.listSiteRoleMembers, listSiteRoleMembers),
  route(e.assignSiteRole, assignSiteRole),
];
