// The method and path tables of the routes the SPA's first paint calls (the site, layout and categories, the session,
// the feed and a post with its comments, the bell, the leaderboard): a module of their own, imported by the
// first-paint code, so that routes.ts, which re-exports these beside every other table, stays out of that chunk.
// Type imports only, as routes.ts.
import type { Route } from './routes.ts';

export const communityRoutes = {
  getSite: { method: 'GET', path: '/api/v1/site' },
  checkSubdomain: { method: 'GET', path: '/api/v1/communities/subdomains/{subdomain}' },
  getOnboarding: { method: 'GET', path: '/api/v1/onboarding' },
  saveOrganization: { method: 'PUT', path: '/api/v1/onboarding/organization' },
  choosePlan: { method: 'PUT', path: '/api/v1/onboarding/plan' },
  createBrandingUpload: { method: 'POST', path: '/api/v1/communities/branding-uploads' },
  verifyBrandingUpload: { method: 'POST', path: '/api/v1/communities/branding-uploads/verify' },
  createCommunity: { method: 'POST', path: '/api/v1/communities' },
  listMyCommunities: { method: 'GET', path: '/api/v1/communities' },
  setPublished: { method: 'PUT', path: '/api/v1/communities/{communityId}/published' },
  getOverview: { method: 'GET', path: '/api/v1/communities/{communityId}/overview' },
  getLayout: { method: 'GET', path: '/api/v1/layout' },
  getLegalPage: { method: 'GET', path: '/api/v1/pages/{page}' },
  listCategories: { method: 'GET', path: '/api/v1/categories' },
  // subforums and categories (the dashboard's Subforums and Post Categories sections)
  listSubforums: { method: 'GET', path: '/api/v1/communities/{communityId}/subforums' },
  createSubforum: { method: 'POST', path: '/api/v1/communities/{communityId}/subforums' },
  updateSubforum: { method: 'PUT', path: '/api/v1/communities/{communityId}/subforums/{subforumId}' },
  rankSubforum: { method: 'PUT', path: '/api/v1/communities/{communityId}/subforums/{subforumId}/rank' },
  deleteSubforum: { method: 'DELETE', path: '/api/v1/communities/{communityId}/subforums/{subforumId}' },
  listManagedCategories: { method: 'GET', path: '/api/v1/communities/{communityId}/categories' },
  createCategory: { method: 'POST', path: '/api/v1/communities/{communityId}/categories' },
  updateCategory: { method: 'PUT', path: '/api/v1/communities/{communityId}/categories/{categoryId}' },
  deleteCategory: { method: 'DELETE', path: '/api/v1/communities/{communityId}/categories/{categoryId}' },
  // roles
  listRoles: { method: 'GET', path: '/api/v1/communities/{communityId}/roles' },
  addRole: { method: 'POST', path: '/api/v1/communities/{communityId}/roles' },
  editRole: { method: 'PUT', path: '/api/v1/communities/{communityId}/roles/{roleId}' },
  deleteRole: { method: 'DELETE', path: '/api/v1/communities/{communityId}/roles/{roleId}' },
  listEditors: { method: 'GET', path: '/api/v1/communities/{communityId}/editors' },
  assignEditor: { method: 'POST', path: '/api/v1/communities/{communityId}/editors' },
  removeEditor: { method: 'DELETE', path: '/api/v1/communities/{communityId}/editors/{memberId}' },
  cancelEditorInvitation: {
    method: 'DELETE',
    path: '/api/v1/communities/{communityId}/editor-invitations/{invitationId}',
  },
  viewEditorInvitation: { method: 'POST', path: '/api/v1/editor-invitations/view' },
  acceptEditorInvitation: { method: 'POST', path: '/api/v1/editor-invitations/accept' },
  declineEditorInvitation: { method: 'POST', path: '/api/v1/editor-invitations/decline' },
  listSiteRoles: { method: 'GET', path: '/api/v1/roles' },
  // platform settings
  getPlatformSettings: { method: 'GET', path: '/api/v1/communities/{communityId}/settings' },
  saveInformation: { method: 'PUT', path: '/api/v1/communities/{communityId}/settings/information' },
  saveFeedMenu: { method: 'PUT', path: '/api/v1/communities/{communityId}/settings/feed' },
  saveSeo: { method: 'PUT', path: '/api/v1/communities/{communityId}/settings/seo' },
  savePlatformPermissions: { method: 'PUT', path: '/api/v1/communities/{communityId}/settings/permissions' },
  saveVisibility: { method: 'PUT', path: '/api/v1/communities/{communityId}/settings/visibility' },
  saveDesign: { method: 'PUT', path: '/api/v1/communities/{communityId}/settings/design' },
  saveTerms: { method: 'PUT', path: '/api/v1/communities/{communityId}/settings/terms' },
  savePrivacy: { method: 'PUT', path: '/api/v1/communities/{communityId}/settings/privacy' },
  createReactionUpload: { method: 'POST', path: '/api/v1/communities/{communityId}/settings/reaction-uploads' },
  updateReaction: { method: 'PUT', path: '/api/v1/communities/{communityId}/settings/reactions/{reactionId}' },
  listOnboardingQuestions: { method: 'GET', path: '/api/v1/onboarding-questions' },
  getOnboardingQuestions: { method: 'GET', path: '/api/v1/communities/{communityId}/onboarding-questions' },
  saveOnboardingQuestions: { method: 'PUT', path: '/api/v1/communities/{communityId}/onboarding-questions' },
} as const satisfies Record<string, Route>;

export const authRoutes = {
  signUp: { method: 'POST', path: '/api/v1/auth/sign-up' },
  verifyEmail: { method: 'POST', path: '/api/v1/auth/verify-email' },
  resendVerification: { method: 'POST', path: '/api/v1/auth/resend-verification' },
  signIn: { method: 'POST', path: '/api/v1/auth/sign-in' },
  refreshSession: { method: 'POST', path: '/api/v1/auth/refresh' },
  signOut: { method: 'POST', path: '/api/v1/auth/sign-out' },
  getSession: { method: 'GET', path: '/api/v1/auth/session' },
  forgotPassword: { method: 'POST', path: '/api/v1/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/v1/auth/reset-password' },
  changeEmail: { method: 'POST', path: '/api/v1/auth/change-email' },
  confirmEmailChange: { method: 'POST', path: '/api/v1/auth/confirm-email-change' },
  changePassword: { method: 'POST', path: '/api/v1/auth/change-password' },
  completeWelcome: { method: 'POST', path: '/api/v1/auth/welcome/complete' },
  getAuthOptions: { method: 'GET', path: '/api/v1/auth/options' },
  startSocialSignIn: { method: 'GET', path: '/api/v1/auth/social/{provider}' },
  socialSignInCallback: { method: 'GET', path: '/api/v1/auth/social/callback' },
  completeSocialSignIn: { method: 'GET', path: '/api/v1/auth/social/complete' },
  updateProfile: { method: 'PUT', path: '/api/v1/auth/profile' },
  deleteAccount: { method: 'POST', path: '/api/v1/auth/delete-account' },
} as const satisfies Record<string, Route>;

export const memberRoutes = {
  decideApproval: { method: 'POST', path: '/api/v1/members/{memberId}/approval' },
  // roles
  listRoleMembers: { method: 'GET', path: '/api/v1/communities/{communityId}/role-members' },
  assignRole: { method: 'PUT', path: '/api/v1/communities/{communityId}/role-assignments' },
  listSiteRoleMembers: { method: 'GET', path: '/api/v1/role-members' },
  assignSiteRole: { method: 'PUT', path: '/api/v1/role-assignments' },
  // profiles and the member's own settings
  checkUsername: { method: 'GET', path: '/api/v1/usernames/{username}' },
  getProfile: { method: 'GET', path: '/api/v1/profiles/{slug}' },
  listProfilePosts: { method: 'GET', path: '/api/v1/profiles/{slug}/posts' },
  listProfileComments: { method: 'GET', path: '/api/v1/profiles/{slug}/comments' },
  updateMyProfile: { method: 'PATCH', path: '/api/v1/me/profile' },
  createAvatarUpload: { method: 'POST', path: '/api/v1/me/avatar-uploads' },
  setAvatar: { method: 'PUT', path: '/api/v1/me/avatar' },
  getOnboardingAnswers: {
    method: 'GET',
    path: '/api/v1/communities/{communityId}/members/{memberId}/onboarding-answers',
  },
  exportMyData: { method: 'GET', path: '/api/v1/me/export' },
  // gamification
  getLeaderboard: { method: 'GET', path: '/api/v1/leaderboard' },
  listDirectory: { method: 'GET', path: '/api/v1/members-directory' },
  listBadges: { method: 'GET', path: '/api/v1/profiles/{slug}/badges' },
  listAvatarFrames: { method: 'GET', path: '/api/v1/me/avatar-frames' },
  equipAvatarFrame: { method: 'PUT', path: '/api/v1/me/avatar-frame' },
  listProfileCovers: { method: 'GET', path: '/api/v1/me/profile-covers' },
  equipProfileCover: { method: 'PUT', path: '/api/v1/me/profile-cover' },
  listQuests: { method: 'GET', path: '/api/v1/me/quests' },
  claimQuest: { method: 'POST', path: '/api/v1/me/quests/{questId}/claim' },
  listTopMembers: { method: 'GET', path: '/api/v1/communities/{communityId}/top-members' },
} as const satisfies Record<string, Route>;

export const postRoutes = {
  getFeed: { method: 'GET', path: '/api/v1/feed' },
  searchPosts: { method: 'GET', path: '/api/v1/search' },
  getPost: { method: 'GET', path: '/api/v1/posts/{slug}' },
  createPost: { method: 'POST', path: '/api/v1/posts' },
  editPost: { method: 'PUT', path: '/api/v1/posts/{postId}' },
  deletePost: { method: 'DELETE', path: '/api/v1/posts/{postId}' },
  setPinned: { method: 'PUT', path: '/api/v1/posts/{postId}/pinned' },
  setArchived: { method: 'PUT', path: '/api/v1/posts/{postId}/archived' },
  movePost: { method: 'PUT', path: '/api/v1/posts/{postId}/place' },
  setApproval: { method: 'PUT', path: '/api/v1/posts/{postId}/approval' },
  setSubscribed: { method: 'PUT', path: '/api/v1/posts/{postId}/subscription' },
  votePost: { method: 'PUT', path: '/api/v1/posts/{postId}/vote' },
  reactToPost: { method: 'PUT', path: '/api/v1/posts/{postId}/reactions/{key}' },
  votePoll: { method: 'POST', path: '/api/v1/posts/{postId}/poll/votes' },
  addPollOption: { method: 'POST', path: '/api/v1/posts/{postId}/poll/options' },
  createPostMediaUpload: { method: 'POST', path: '/api/v1/posts/media-uploads' },
  previewLink: { method: 'POST', path: '/api/v1/link-previews' },
  searchMentions: { method: 'GET', path: '/api/v1/mentions' },
} as const satisfies Record<string, Route>;

export const commentRoutes = {
  listComments: { method: 'GET', path: '/api/v1/posts/{postId}/comments' },
  getThread: { method: 'GET', path: '/api/v1/comments/{commentId}/thread' },
  addComment: { method: 'POST', path: '/api/v1/posts/{postId}/comments' },
  editComment: { method: 'PUT', path: '/api/v1/comments/{commentId}' },
  deleteComment: { method: 'DELETE', path: '/api/v1/comments/{commentId}' },
  voteComment: { method: 'PUT', path: '/api/v1/comments/{commentId}/vote' },
  reactToComment: { method: 'PUT', path: '/api/v1/comments/{commentId}/reactions/{key}' },
} as const satisfies Record<string, Route>;

// notifications
export const notificationRoutes = {
  listNotifications: { method: 'GET', path: '/api/v1/notifications' },
  getUnread: { method: 'GET', path: '/api/v1/notifications/unread' },
  markSeen: { method: 'PUT', path: '/api/v1/notifications/seen' },
  getPreferences: { method: 'GET', path: '/api/v1/notification-preferences' },
  updatePreferences: { method: 'PATCH', path: '/api/v1/notification-preferences' },
  getPostUnsubscribe: { method: 'GET', path: '/api/v1/unsubscribe/posts/{postSlug}' },
  unsubscribePost: { method: 'POST', path: '/api/v1/unsubscribe/posts/{postSlug}' },
  // Web push
  getPushKey: { method: 'GET', path: '/api/v1/push-subscriptions/key' },
  addPushSubscription: { method: 'POST', path: '/api/v1/push-subscriptions' },
  removePushSubscription: { method: 'DELETE', path: '/api/v1/push-subscriptions/{subscriptionId}' },
  // Trigger tester
  triggerNotification: { method: 'POST', path: '/api/v1/notification-triggers/{trigger}' },
  /** The owner app's trigger tester: the community named in the path (its owner-app staff only). */
  triggerCommunityNotification: {
    method: 'POST',
    path: '/api/v1/communities/{communityId}/notification-triggers/{trigger}',
  },
} as const satisfies Record<string, Route>;
