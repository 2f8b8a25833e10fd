// The communities domain's route table: the routes a page's first load calls are bound statically; the others are
// deferred, their handler and the domain's contracts loading with their first request (deferredRoutes).
import { getSite as getSiteEndpoint } from '@hearth/shared/contracts/site';
import { communityRoutes } from '@hearth/shared/contracts/routes';
import { deferredRoutes, route } from '../platform/http/route.ts';
import { getSite } from './handlers/get-site.ts';

const lazy = deferredRoutes(communityRoutes, () =>
  import('@hearth/shared/contracts/communities').then((m) => m.communityEndpoints),
);

export const routes = [
  route(getSiteEndpoint, getSite),
  lazy('checkSubdomain', () => import('./handlers/check-subdomain.ts').then((m) => m.checkSubdomain)),
  lazy('getOnboarding', () => import('./handlers/get-onboarding.ts').then((m) => m.getOnboarding)),
  lazy('saveOrganization', () => import('./handlers/save-organization.ts').then((m) => m.saveOrganization)),
  lazy('choosePlan', () => import('./handlers/choose-plan.ts').then((m) => m.choosePlan)),
  lazy('createBrandingUpload', () =>
    import('./handlers/create-branding-upload.ts').then((m) => m.createBrandingUpload),
  ),
  lazy('verifyBrandingUpload', () =>
    import('./handlers/verify-branding-upload.ts').then((m) => m.verifyBrandingUpload),
  ),
  lazy('createCommunity', () => import('./handlers/create-community.ts').then((m) => m.createCommunity)),
  lazy('listMyCommunities', () => import('./handlers/list-my-communities.ts').then((m) => m.listMyCommunities)),
  lazy('setPublished', () => import('./handlers/set-published.ts').then((m) => m.setPublished)),
  lazy('getOverview', () => import('./handlers/get-overview.ts').then((m) => m.getOverview)),
  lazy('getLayout', () => import('./handlers/get-layout.ts').then((m) => m.getLayout)),
  lazy('getLegalPage', () => import('./handlers/get-legal-page.ts').then((m) => m.getLegalPage)),
  lazy('listCategories', () => import('./handlers/list-categories.ts').then((m) => m.listCategories)),
  lazy('listOnboardingQuestions', () =>
    import('./handlers/list-onboarding-questions.ts').then((m) => m.listOnboardingQuestions),
  ),
  lazy('getOnboardingQuestions', () =>
    import('./handlers/get-onboarding-questions.ts').then((m) => m.getOnboardingQuestions),
  ),
  lazy('saveOnboardingQuestions', () =>
    import('./handlers/save-onboarding-questions.ts').then((m) => m.saveOnboardingQuestions),
  ),
  // subforums and categories
  lazy('listSubforums', () => import('./handlers/list-subforums.ts').then((m) => m.listSubforums)),
  lazy('createSubforum', () => import('./handlers/create-subforum.ts').then((m) => m.createSubforum)),
  lazy('updateSubforum', () => import('./handlers/update-subforum.ts').then((m) => m.updateSubforum)),
  lazy('rankSubforum', () => import('./handlers/rank-subforum.ts').then((m) => m.rankSubforum)),
  lazy('deleteSubforum', () => import('./handlers/delete-subforum.ts').then((m) => m.deleteSubforum)),
  lazy('listManagedCategories', () =>
    import('./handlers/list-managed-categories.ts').then((m) => m.listManagedCategories),
  ),
  lazy('createCategory', () => import('./handlers/create-category.ts').then((m) => m.createCategory)),
  lazy('updateCategory', () => import('./handlers/update-category.ts').then((m) => m.updateCategory)),
  lazy('deleteCategory', () => import('./handlers/delete-category.ts').then((m) => m.deleteCategory)),
  // roles
  lazy('listRoles', () => import('./handlers/list-roles.ts').then((m) => m.listRoles)),
  lazy('addRole', () => import('./handlers/add-role.ts').then((m) => m.addRole)),
  lazy('editRole', () => import('./handlers/edit-role.ts').then((m) => m.editRole)),
  lazy('deleteRole', () => import('./handlers/delete-role.ts').then((m) => m.deleteRole)),
  lazy('listEditors', () => import('./handlers/list-editors.ts').then((m) => m.listEditors)),
  lazy('assignEditor', () => import('./handlers/assign-editor.ts').then((m) => m.assignEditor)),
  lazy('removeEditor', () => import('./handlers/remove-editor.ts').then((m) => m.removeEditor)),
  lazy('cancelEditorInvitation', () =>
    import('./handlers/cancel-editor-invitation.ts').then((m) => m.cancelEditorInvitation),
  ),
  lazy('viewEditorInvitation', () =>
    import('./handlers/view-editor-invitation.ts').then((m) => m.viewEditorInvitation),
  ),
  lazy('acceptEditorInvitation', () =>
    import('./handlers/accept-editor-invitation.ts').then((m) => m.acceptEditorInvitation),
  ),
  lazy('declineEditorInvitation', () =>
    import('./handlers/decline-editor-invitation.ts').then((m) => m.declineEditorInvitation),
  ),
  lazy('listSiteRoles', () => import('./handlers/list-site-roles.ts').then((m) => m.listSiteRoles)),
  // platform settings
  lazy('getPlatformSettings', () => import('./handlers/get-platform-settings.ts').then((m) => m.getPlatformSettings)),
  lazy('saveInformation', () => import('./handlers/save-information.ts').then((m) => m.saveInformation)),
  lazy('saveFeedMenu', () => import('./handlers/save-feed-menu.ts').then((m) => m.saveFeedMenu)),
  lazy('saveSeo', () => import('./handlers/save-seo.ts').then((m) => m.saveSeo)),
  lazy('savePlatformPermissions', () =>
    import('./handlers/save-platform-permissions.ts').then((m) => m.savePlatformPermissions),
  ),
  lazy('saveVisibility', () => import('./handlers/save-visibility.ts').then((m) => m.saveVisibility)),
  lazy('saveDesign', () => import('./handlers/save-design.ts').then((m) => m.saveDesign)),
  lazy('saveTerms', () => import('./handlers/save-terms.ts').then((m) => m.saveTerms)),
  lazy('savePrivacy', () => import('./handlers/save-privacy.ts').then((m) => m.savePrivacy)),
  lazy('createReactionUpload', () =>
    import('./handlers/create-reaction-upload.ts').then((m) => m.createReactionUpload),
  ),
  lazy('updateReaction', () => import('./handlers/update-reaction.ts').then((m) => m.updateReaction)),
];
