// The members domain's route table: the routes a page's first load calls are bound statically; the others are
// deferred, their handler and the domain's contracts loading with their first request (deferredRoutes).
import * as e from '@hearth/shared/contracts/member-pages';
import { memberRoutes } from '@hearth/shared/contracts/routes';
import { deferredRoutes, route } from '../platform/http/route.ts';
import { getProfile } from './handlers/get-profile.ts';
import { listTopMembers } from './handlers/list-top-members.ts';

const lazy = deferredRoutes(memberRoutes, () =>
  import('@hearth/shared/contracts/members').then((m) => m.memberEndpoints),
);

export const routes = [
  lazy('decideApproval', () => import('./handlers/decide-approval.ts').then((m) => m.decideApproval)),
  lazy('getOnboardingAnswers', () =>
    import('./handlers/get-onboarding-answers.ts').then((m) => m.getOnboardingAnswers),
  ),
  // roles
  lazy('listRoleMembers', () => import('./handlers/list-role-members.ts').then((m) => m.listRoleMembers)),
  lazy('assignRole', () => import('./handlers/assign-role.ts').then((m) => m.assignRole)),
  lazy('listSiteRoleMembers', () => import('./handlers/list-site-role-members.ts').then((m) => m.listSiteRoleMembers)),
  lazy('assignSiteRole', () => import('./handlers/assign-site-role.ts').then((m) => m.assignSiteRole)),
  // profiles and usernames
  lazy('checkUsername', () => import('./handlers/check-username.ts').then((m) => m.checkUsername)),
  route(e.getProfile, getProfile),
  lazy('listProfilePosts', () => import('./handlers/list-profile-posts.ts').then((m) => m.listProfilePosts)),
  lazy('listProfileComments', () => import('./handlers/list-profile-comments.ts').then((m) => m.listProfileComments)),
  lazy('updateMyProfile', () => import('./handlers/update-my-profile.ts').then((m) => m.updateMyProfile)),
  lazy('createAvatarUpload', () => import('./handlers/create-avatar-upload.ts').then((m) => m.createAvatarUpload)),
  lazy('setAvatar', () => import('./handlers/set-avatar.ts').then((m) => m.setAvatar)),
  lazy('exportMyData', () => import('./handlers/export-my-data.ts').then((m) => m.exportMyData)),
  // gamification
  lazy('getLeaderboard', () => import('./handlers/get-leaderboard.ts').then((m) => m.getLeaderboard)),
  lazy('listDirectory', () => import('./handlers/list-directory.ts').then((m) => m.listDirectory)),
  lazy('listBadges', () => import('./handlers/list-badges.ts').then((m) => m.listBadges)),
  lazy('listAvatarFrames', () => import('./handlers/list-avatar-frames.ts').then((m) => m.listAvatarFrames)),
  lazy('equipAvatarFrame', () => import('./handlers/equip-avatar-frame.ts').then((m) => m.equipAvatarFrame)),
  lazy('listProfileCovers', () => import('./handlers/list-profile-covers.ts').then((m) => m.listProfileCovers)),
  lazy('equipProfileCover', () => import('./handlers/equip-profile-cover.ts').then((m) => m.equipProfileCover)),
  lazy('listQuests', () => import('./handlers/list-quests.ts').then((m) => m.listQuests)),
  lazy('claimQuest', () => import('./handlers/claim-quest.ts').then((m) => m.claimQuest)),
  route(e.listTopMembers, listTopMembers),
];
