// The communities domain's route table.
import { communityEndpoints as e } from '@hearth/shared/contracts/communities';
import { route } from '../platform/http/route.ts';
import { checkSubdomain } from './handlers/check-subdomain.ts';
import { choosePlan } from './handlers/choose-plan.ts';
import { createBrandingUpload } from './handlers/create-branding-upload.ts';
import { createCommunity } from './handlers/create-community.ts';
import { getOnboarding } from './handlers/get-onboarding.ts';
import { getLayout } from './handlers/get-layout.ts';
import { getLegalPage } from './handlers/get-legal-page.ts';
import { getOverview } from './handlers/get-overview.ts';
import { getSite } from './handlers/get-site.ts';
import { listCategories } from './handlers/list-categories.ts';
import { listMyCommunities } from './handlers/list-my-communities.ts';
import { saveOrganization } from './handlers/save-organization.ts';
import { setPublished } from './handlers/set-published.ts';
import { verifyBrandingUpload } from './handlers/verify-branding-upload.ts';
import { getOnboardingQuestions } from './handlers/get-onboarding-questions.ts';
import { listOnboardingQuestions } from './handlers/list-onboarding-questions.ts';
import { saveOnboardingQuestions } from './handlers/save-onboarding-questions.ts';
import { listSubforums } from './handlers/list-subforums.ts';
import { createSubforum } from './handlers/create-subforum.ts';
import { updateSubforum } from './handlers/update-subforum.ts';
import { rankSubforum } from './handlers/rank-subforum.ts';
import { deleteSubforum } from './handlers/delete-subforum.ts';
import { listManagedCategories } from './handlers/list-managed-categories.ts';
import { createCategory } from './handlers/create-category.ts';
import { updateCategory } from './handlers/update-category.ts';
import { deleteCategory } from './handlers/delete-category.ts';
// roles
import { addRole } from './handlers/add-role.ts';
import { assignEditor } from './handlers/assign-editor.ts';
import { deleteRole } from './handlers/delete-role.ts';
import { editRole } from './handlers/edit-role.ts';
import { listEditors } from './handlers/list-editors.ts';
import { listRoles } from './handlers/list-roles.ts';
import { listSiteRoles } from './handlers/list-site-roles.ts';
import { removeEditor } from './handlers/remove-editor.ts';
// platform settings
import { createReactionUpload } from './handlers/create-reaction-upload.ts';
import { getPlatformSettings } from './handlers/get-platform-settings.ts';
import { saveDesign } from './handlers/save-design.ts';
import { saveFeedMenu } from './handlers/save-feed-menu.ts';
import { saveInformation } from './handlers/save-information.ts';
import { savePlatformPermissions } from './handlers/save-platform-permissions.ts';
import { savePrivacy } from './handlers/save-privacy.ts';
import { saveSeo } from './handlers/save-seo.ts';
import { saveTerms } from './handlers/save-terms.ts';
import { saveVisibility } from './handlers/save-visibility.ts';
import { updateReaction } from './handlers/update-reaction.ts';

export const routes = [
  route(e.getSite, getSite),
  route(e.checkSubdomain, checkSubdomain),
  route(e.getOnboarding, getOnboarding),
  route(e.saveOrganization, saveOrganization),
  route(e.choosePlan, choosePlan),
  route(e.createBrandingUpload, createBrandingUpload),
  route(e.verifyBrandingUpload, verifyBrandingUpload),
  route(e.createCommunity, createCommunity),
  route(e.listMyCommunities, listMyCommunities),
  route(e.setPublished, setPublished),
  route(e.getOverview, getOverview),
  route(e.getLayout, getLayout),
  route(e.getLegalPage, getLegalPage),
  route(e.listCategories, listCategories),
  // owner-profile
  route(e.listOnboardingQuestions, listOnboardingQuestions),
  route(e.getOnboardingQuestions, getOnboardingQuestions),
  route(e.saveOnboardingQuestions, saveOnboardingQuestions),
  // subforums and categories
  route(e.listSubforums, listSubforums),
  route(e.createSubforum, createSubforum),
  route(e.updateSubforum, updateSubforum),
  route(e.rankSubforum, rankSubforum),
  route(e.deleteSubforum, deleteSubforum),
  route(e.listManagedCategories, listManagedCategories),
  route(e.createCategory, createCategory),
  route(e.updateCategory, updateCategory),
  route(e.deleteCategory, deleteCategory),
  // roles
  route(e.listRoles, listRoles),
  route(e.addRole, addRole),
  route(e.editRole, editRole),
  route(e.deleteRole, deleteRole),
  route(e.listEditors, listEditors),
  route(e.assignEditor, assignEditor),
  route(e.removeEditor, removeEditor),
  route(e.listSiteRoles, listSiteRoles),
  // platform settings
  route(e.getPlatformSettings, getPlatformSettings),
  route(e.saveInformation, saveInformation),
  route(e.saveFeedMenu, saveFeedMenu),
  route(e.saveSeo, saveSeo),
  route(e.savePlatformPermissions, savePlatformPermissions),
  route(e.saveVisibility, saveVisibility),
  route(e.saveDesign, saveDesign),
  route(e.saveTerms, saveTerms),
  route(e.savePrivacy, savePrivacy),
  route(e.createReactionUpload, createReactionUpload),
  route(e.updateReaction, updateReaction),
];
