// The communities domain's route table. The routes a page's first load calls are bound statically; the others load
// their handler with their first request (lazyRoute), so a cold start loads only the first-paint code.
import { communityEndpoints as e } from '@hearth/shared/contracts/communities';
import { lazyRoute, route } from '../platform/http/route.ts';
import { getSite } from './handlers/get-site.ts';

export const routes = [
  route(e.getSite, getSite),
  lazyRoute(e.checkSubdomain, () => import('./handlers/check-subdomain.ts').then((m) => m.checkSubdomain)),
  lazyRoute(e.getOnboarding, () => import('./handlers/get-onboarding.ts').then((m) => m.getOnboarding)),
  lazyRoute(e.saveOrganization, () => import('./handlers/save-organization.ts').then((m) => m.saveOrganization)),
  lazyRoute(e.choosePlan, () => import('./handlers/choose-plan.ts').then((m) => m.choosePlan)),
  lazyRoute(e.createBrandingUpload, () =>
    import('./handlers/create-branding-upload.ts').then((m) => m.createBrandingUpload),
  ),
  lazyRoute(e.verifyBrandingUpload, () =>
    import('./handlers/verify-branding-upload.ts').then((m) => m.verifyBrandingUpload),
  ),
  lazyRoute(e.createCommunity, () => import('./handlers/create-community.ts').then((m) => m.createCommunity)),
  lazyRoute(e.listMyCommunities, () => import('./handlers/list-my-communities.ts').then((m) => m.listMyCommunities)),
  lazyRoute(e.setPublished, () => import('./handlers/set-published.ts').then((m) => m.setPublished)),
  lazyRoute(e.getOverview, () => import('./handlers/get-overview.ts').then((m) => m.getOverview)),
  lazyRoute(e.getLayout, () => import('./handlers/get-layout.ts').then((m) => m.getLayout)),
  lazyRoute(e.getLegalPage, () => import('./handlers/get-legal-page.ts').then((m) => m.getLegalPage)),
  lazyRoute(e.listCategories, () => import('./handlers/list-categories.ts').then((m) => m.listCategories)),
  // owner-profile
  lazyRoute(e.listOnboardingQuestions, () =>
    import('./handlers/list-onboarding-questions.ts').then((m) => m.listOnboardingQuestions),
  ),
  lazyRoute(e.getOnboardingQuestions, () =>
    import('./handlers/get-onboarding-questions.ts').then((m) => m.getOnboardingQuestions),
  ),
  lazyRoute(e.saveOnboardingQuestions, () =>
    import('./handlers/save-onboarding-questions.ts').then((m) => m.saveOnboardingQuestions),
  ),
  // subforums and categories
  lazyRoute(e.listSubforums, () => import('./handlers/list-subforums.ts').then((m) => m.listSubforums)),
  lazyRoute(e.createSubforum, () => import('./handlers/create-subforum.ts').then((m) => m.createSubforum)),
  lazyRoute(e.updateSubforum, () => import('./handlers/update-subforum.ts').then((m) => m.updateSubforum)),
  lazyRoute(e.rankSubforum, () => import('./handlers/rank-subforum.ts').then((m) => m.rankSubforum)),
  lazyRoute(e.deleteSubforum, () => import('./handlers/delete-subforum.ts').then((m) => m.deleteSubforum)),
  lazyRoute(e.listManagedCategories, () =>
    import('./handlers/list-managed-categories.ts').then((m) => m.listManagedCategories),
  ),
  lazyRoute(e.createCategory, () => import('./handlers/create-category.ts').then((m) => m.createCategory)),
  lazyRoute(e.updateCategory, () => import('./handlers/update-category.ts').then((m) => m.updateCategory)),
  lazyRoute(e.deleteCategory, () => import('./handlers/delete-category.ts').then((m) => m.deleteCategory)),
  // roles
  lazyRoute(e.listRoles, () => import('./handlers/list-roles.ts').then((m) => m.listRoles)),
  lazyRoute(e.addRole, () => import('./handlers/add-role.ts').then((m) => m.addRole)),
  lazyRoute(e.editRole, () => import('./handlers/edit-role.ts').then((m) => m.editRole)),
  lazyRoute(e.deleteRole, () => import('./handlers/delete-role.ts').then((m) => m.deleteRole)),
  lazyRoute(e.listEditors, () => import('./handlers/list-editors.ts').then((m) => m.listEditors)),
  lazyRoute(e.assignEditor, () => import('./handlers/assign-editor.ts').then((m) => m.assignEditor)),
  lazyRoute(e.removeEditor, () => import('./handlers/remove-editor.ts').then((m) => m.removeEditor)),
  lazyRoute(e.listSiteRoles, () => import('./handlers/list-site-roles.ts').then((m) => m.listSiteRoles)),
  // platform settings
  lazyRoute(e.getPlatformSettings, () =>
    import('./handlers/get-platform-settings.ts').then((m) => m.getPlatformSettings),
  ),
  lazyRoute(e.saveInformation, () => import('./handlers/save-information.ts').then((m) => m.saveInformation)),
  lazyRoute(e.saveFeedMenu, () => import('./handlers/save-feed-menu.ts').then((m) => m.saveFeedMenu)),
  lazyRoute(e.saveSeo, () => import('./handlers/save-seo.ts').then((m) => m.saveSeo)),
  lazyRoute(e.savePlatformPermissions, () =>
    import('./handlers/save-platform-permissions.ts').then((m) => m.savePlatformPermissions),
  ),
  lazyRoute(e.saveVisibility, () => import('./handlers/save-visibility.ts').then((m) => m.saveVisibility)),
  lazyRoute(e.saveDesign, () => import('./handlers/save-design.ts').then((m) => m.saveDesign)),
  lazyRoute(e.saveTerms, () => import('./handlers/save-terms.ts').then((m) => m.saveTerms)),
  lazyRoute(e.savePrivacy, () => import('./handlers/save-privacy.ts').then((m) => m.savePrivacy)),
  lazyRoute(e.createReactionUpload, () =>
    import('./handlers/create-reaction-upload.ts').then((m) => m.createReactionUpload),
  ),
  lazyRoute(e.updateReaction, () => import('./handlers/update-reaction.ts').then((m) => m.updateReaction)),
];
