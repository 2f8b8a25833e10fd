// The members domain's route table.
import { memberEndpoints as e } from '@hearth/shared/contracts/members';
import { route } from '../platform/http/route.ts';
import { checkUsername } from './handlers/check-username.ts';
import { createAvatarUpload } from './handlers/create-avatar-upload.ts';
import { decideApproval } from './handlers/decide-approval.ts';
import { getOnboardingAnswers } from './handlers/get-onboarding-answers.ts';

// roles
import { assignRole } from './handlers/assign-role.ts';
import { assignSiteRole } from './handlers/assign-site-role.ts';
import { listRoleMembers } from './handlers/list-role-members.ts';
import { listSiteRoleMembers } from './handlers/list-site-role-members.ts';

// members (issue 15)
import { getProfile } from './handlers/get-profile.ts';
import { listProfileComments } from './handlers/list-profile-comments.ts';
import { listProfilePosts } from './handlers/list-profile-posts.ts';
import { setAvatar } from './handlers/set-avatar.ts';
import { updateMyProfile } from './handlers/update-my-profile.ts';

// members2
import { exportMyData } from './handlers/export-my-data.ts';
// gamification
import { getLeaderboard } from './handlers/get-leaderboard.ts';
import { listDirectory } from './handlers/list-directory.ts';
import { listBadges } from './handlers/list-badges.ts';
import { equipAvatarFrame } from './handlers/equip-avatar-frame.ts';
import { equipProfileCover } from './handlers/equip-profile-cover.ts';
import { listAvatarFrames } from './handlers/list-avatar-frames.ts';
import { listProfileCovers } from './handlers/list-profile-covers.ts';
import { claimQuest } from './handlers/claim-quest.ts';
import { listQuests } from './handlers/list-quests.ts';
import { listTopMembers } from './handlers/list-top-members.ts';

export const routes = [
  route(e.decideApproval, decideApproval),
  // owner-profile
  route(e.getOnboardingAnswers, getOnboardingAnswers),
  // roles
  route(e.listRoleMembers, listRoleMembers),
  route(e.assignRole, assignRole),
  route(e.listSiteRoleMembers, listSiteRoleMembers),
  route(e.assignSiteRole, assignSiteRole),
  // members (issue 15)
  route(e.checkUsername, checkUsername),
  route(e.getProfile, getProfile),
  route(e.listProfilePosts, listProfilePosts),
  route(e.listProfileComments, listProfileComments),
  route(e.updateMyProfile, updateMyProfile),
  route(e.createAvatarUpload, createAvatarUpload),
  route(e.setAvatar, setAvatar),
  // members2
  route(e.exportMyData, exportMyData),
  // gamification
  route(e.getLeaderboard, getLeaderboard),
  route(e.listDirectory, listDirectory),
  route(e.listBadges, listBadges),
  route(e.listAvatarFrames, listAvatarFrames),
  route(e.equipAvatarFrame, equipAvatarFrame),
  route(e.listProfileCovers, listProfileCovers),
  route(e.equipProfileCover, equipProfileCover),
  route(e.listQuests, listQuests),
  route(e.claimQuest, claimQuest),
  route(e.listTopMembers, listTopMembers),
];
