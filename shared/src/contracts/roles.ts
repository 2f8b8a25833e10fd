// Roles and editors: role definitions (communities domain), members' roles (members domain), editors (communities).
// The owner app names the community in the path (its staff record is checked); the community site's Roles page
// reads the community from the host.
import { communityParamsSchema } from '../schemas/communities.ts';
import {
  assignEditorBodySchema,
  assignRoleBodySchema,
  assignRoleResponseSchema,
  deleteRoleBodySchema,
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
  summary: 'Makes a Hearth account an editor of the community, by its e-mail (owner only).',
  ...staffApp,
  request: { params: communityParamsSchema, body: assignEditorBodySchema },
  response: editorsSchema,
  errors: [400, 401, 403, 404, 409],
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
