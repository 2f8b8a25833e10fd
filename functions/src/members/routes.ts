// The members domain's route table. The routes a page's first load calls are bound statically; the others load
// their handler with their first request (lazyRoute), so a cold start loads only the first-paint code.
import { memberEndpoints as e } from '@hearth/shared/contracts/members';
import { lazyRoute, route } from '../platform/http/route.ts';
import { getProfile } from './handlers/get-profile.ts';
import { listTopMembers } from './handlers/list-top-members.ts';

export const routes = [
  lazyRoute(e.decideApproval, () => import('./handlers/decide-approval.ts').then((m) => m.decideApproval)),
  // owner-profile
  lazyRoute(e.getOnboardingAnswers, () =>
    import('./handlers/get-onboarding-answers.ts').then((m) => m.getOnboardingAnswers),
  ),
  // roles
  lazyRoute(e.listRoleMembers, () => import('./handlers/list-role-members.ts').then((m) => m.listRoleMembers)),
  lazyRoute(e.assignRole, () => import('./handlers/assign-role.ts').then((m) => m.assignRole)),
  lazyRoute(e.listSiteRoleMembers, () =>
    import('./handlers/list-site-role-members.ts').then((m) => m.listSiteRoleMembers),
  ),
  lazyRoute(e.assignSiteRole, () => import('./handlers/assign-site-role.ts').then((m) => m.assignSiteRole)),
  // members (issue 15)
  lazyRoute(e.checkUsername, () => import('./handlers/check-username.ts').then((m) => m.checkUsername)),
  route(e.getProfile, getProfile),
  lazyRoute(e.listProfilePosts, () => import('./handlers/list-profile-posts.ts').then((m) => m.listProfilePosts)),
  lazyRoute(e.listProfileComments, () =>
    import('./handlers/list-profile-comments.ts').then((m) => m.listProfileComments),
  ),
  lazyRoute(e.updateMyProfile, () => import('./handlers/update-my-profile.ts').then((m) => m.updateMyProfile)),
  lazyRoute(e.createAvatarUpload, () => import('./handlers/create-avatar-upload.ts').then((m) => m.createAvatarUpload)),
  lazyRoute(e.setAvatar, () => import('./handlers/set-avatar.ts').then((m) => m.setAvatar)),
  // members2
  lazyRoute(e.exportMyData, () => import('./handlers/export-my-data.ts').then((m) => m.exportMyData)),
  // gamification
  lazyRoute(e.getLeaderboard, () => import('./handlers/get-leaderboard.ts').then((m) => m.getLeaderboard)),
  lazyRoute(e.listDirectory, () => import('./handlers/list-directory.ts').then((m) => m.listDirectory)),
  lazyRoute(e.listBadges, () => import('./handlers/list-badges.ts').then((m) => m.listBadges)),
  lazyRoute(e.listAvatarFrames, () => import('./handlers/list-avatar-frames.ts').then((m) => m.listAvatarFrames)),
  lazyRoute(e.equipAvatarFrame, () => import('./handlers/equip-avatar-frame.ts').then((m) => m.equipAvatarFrame)),
  lazyRoute(e.listProfileCovers, () => import('./handlers/list-profile-covers.ts').then((m) => m.listProfileCovers)),
  lazyRoute(e.equipProfileCover, () => import('./handlers/equip-profile-cover.ts').then((m) => m.equipProfileCover)),
  lazyRoute(e.listQuests, () => import('./handlers/list-quests.ts').then((m) => m.listQuests)),
  lazyRoute(e.claimQuest, () => import('./handlers/claim-quest.ts').then((m) => m.claimQuest)),
  route(e.listTopMembers, listTopMembers),
];
