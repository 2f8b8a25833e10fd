// Roles and editors: role definitions (communities domain), members' roles (members domain), editors (communities).
// The owner app names the community in the path (its staff record is checked); the community site's Roles page
// reads the community from the host.
import { communityParamsSchema } from '../schemas/communities.ts';
import {
  assignEditorBodySchema,
  assignRoleBodySchema,
  assignRoleResponseSchema,
  deleteRoleBodySchema,
  editorInvitationAcceptedSchema,
  editorInvitationDeclinedSchema,
  editorInvitationParamsSchema,
  editorInvitationTokenBodySchema,
  editorInvitationViewSchema,
  editorParamsSchema,
  editorsSchema,
  roleBodySchema,
  roleDeletedSchema,
  roleMembersQuerySchema,
  roleMembersSchema,
  roleParamsSchema,
  roleResponseSchema,
  rolesListSchema,
} from '../schemas/roles.ts';
import { endpoint } from './endpoint.ts';
import { communityRoutes as roleRoutes, memberRoutes as memberRoleRoutes } from './routes.ts';

const staffApp = { tenancy: 'app', auth: 'user' } as const;

export const listRoles = endpoint({
  ...roleRoutes.listRoles,
  summary: "The community's roles with each one's member count, and the plan's custom-role allowance (owner, editor).",
  ...staffApp,
  request: { params: communityParamsSchema },
  response: rolesListSchema,
  errors: [400, 401, 403, 404],
});

export const addRole = endpoint({
  ...roleRoutes.addRole,
  summary: 'Adds a custom role (owner, editor); refused at the plan’s custom-role cap.',
  ...staffApp,
  request: { params: communityParamsSchema, body: roleBodySchema },
  response: roleResponseSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

export const editRole = endpoint({
  ...roleRoutes.editRole,
  summary: "Changes a role's name, colour and permissions (owner, editor).",
  ...staffApp,
  request: { params: roleParamsSchema, body: roleBodySchema },
  response: roleResponseSchema,
  errors: [400, 401, 403, 404, 409],
});

export const deleteRole = endpoint({
  ...roleRoutes.deleteRole,
  summary:
    'Deletes a custom role with the key phrase (owner, editor). Answers at once; its members are moved to Members in the background.',
  ...staffApp,
  request: { params: roleParamsSchema, body: deleteRoleBodySchema },
  response: roleDeletedSchema,
  errors: [400, 401, 403, 404, 409],
});

export const listEditors = endpoint({
  ...roleRoutes.listEditors,
  summary: "The community's owner and editors (owner, editor).",
  ...staffApp,
  request: { params: communityParamsSchema },
  response: editorsSchema,
  errors: [400, 401, 403, 404],
});

export const assignEditor = endpoint({
  ...roleRoutes.assignEditor,
  summary:
    'Invites an e-mail address to become an editor (owner only): records a pending invitation and mails its link. ' +
    'Answers the same, in the same time, whether or not the address has a Hearth account; the role comes only when ' +
    'the invitee accepts. Inviting an address again replaces its invitation (the older link stops working).',
  ...staffApp,
  request: { params: communityParamsSchema, body: assignEditorBodySchema },
  response: editorsSchema,
  errors: [400, 401, 403, 404, 409],
});

export const cancelEditorInvitation = endpoint({
  ...roleRoutes.cancelEditorInvitation,
  summary: 'Cancels an editor invitation (owner only): its link stops working.',
  ...staffApp,
  request: { params: editorInvitationParamsSchema },
  response: editorsSchema,
  errors: [400, 401, 403, 404],
});

export const viewEditorInvitation = endpoint({
  ...roleRoutes.viewEditorInvitation,
  summary:
    "The invitee's page: the invited address, the community and who invited, for a current link (404 otherwise).",
  tenancy: 'app',
  auth: 'public',
  request: { body: editorInvitationTokenBodySchema },
  response: editorInvitationViewSchema,
  errors: [400, 404],
});

export const acceptEditorInvitation = endpoint({
  ...roleRoutes.acceptEditorInvitation,
  summary:
    'Accepts an editor invitation: the signed-in owner-app account must use the invited address. The link works ' +
    'once, until it expires, and grants only the community it names.',
  tenancy: 'app',
  auth: 'user',
  request: { body: editorInvitationTokenBodySchema },
  response: editorInvitationAcceptedSchema,
  errors: [400, 401, 403, 404, 409],
});

export const declineEditorInvitation = endpoint({
  ...roleRoutes.declineEditorInvitation,
  summary: 'Declines an editor invitation (whoever holds the e-mailed link): the owner sees it declined.',
  tenancy: 'app',
  auth: 'public',
  request: { body: editorInvitationTokenBodySchema },
  response: editorInvitationDeclinedSchema,
  errors: [400, 404],
});

export const removeEditor = endpoint({
  ...roleRoutes.removeEditor,
  summary: 'Removes an editor (owner only); the owner cannot be removed.',
  ...staffApp,
  request: { params: editorParamsSchema },
  response: editorsSchema,
  errors: [400, 401, 403, 404],
});

export const listSiteRoles = endpoint({
  ...roleRoutes.listSiteRoles,
  summary: "The community's roles and their permissions, for its Roles page (admins and moderators).",
  tenancy: 'community',
  auth: 'user',
  request: {},
  response: rolesListSchema,
  errors: [401, 403, 404],
});

export const roleEndpoints = {
  listRoles,
  addRole,
  editRole,
  deleteRole,
  listEditors,
  assignEditor,
  removeEditor,
  cancelEditorInvitation,
  viewEditorInvitation,
  acceptEditorInvitation,
  declineEditorInvitation,
  listSiteRoles,
};

export const listRoleMembers = endpoint({
  ...memberRoleRoutes.listRoleMembers,
  summary: 'Members with their roles, by name search and role (owner, editor).',
  ...staffApp,
  request: { params: communityParamsSchema, query: roleMembersQuerySchema },
  response: roleMembersSchema,
  errors: [400, 401, 403, 404],
});

export const assignRole = endpoint({
  ...memberRoleRoutes.assignRole,
  summary: 'Gives (or with remove, takes) a role to up to 1,000 members; one result per member (owner, editor).',
  ...staffApp,
  request: { params: communityParamsSchema, body: assignRoleBodySchema },
  response: assignRoleResponseSchema,
  errors: [400, 401, 403, 404],
});

export const listSiteRoleMembers = endpoint({
  ...memberRoleRoutes.listSiteRoleMembers,
  summary: 'Members with their roles, by name search and role (admins and moderators).',
  tenancy: 'community',
  auth: 'user',
  request: { query: roleMembersQuerySchema },
  response: roleMembersSchema,
  errors: [400, 401, 403, 404],
});

export const assignSiteRole = endpoint({
  ...memberRoleRoutes.assignSiteRole,
  summary:
    'Gives or takes a role from members (admins; never the admin permission). Moderators and members are refused.',
  tenancy: 'community',
  auth: 'user',
  request: { body: assignRoleBodySchema },
  response: assignRoleResponseSchema,
  errors: [400, 401, 403, 404],
});

export const memberRoleEndpoints = { listRoleMembers, assignRole, listSiteRoleMembers, assignSiteRole };
