// Roles and editors (owner-dashboard §3, §5, §6, §7; member-forum §2.10, §7.4): the role screens' requests and
// answers, shared by the API and the SPA's forms.
import * as z from 'zod';
import { PERMISSION_NAMES } from '../constants/permissions.ts';
import * as messages from '../messages.ts';
import { emailSchema } from './auth.ts';
import { ROLE_NAME_MAX, ROLE_NAME_MIN, isRoleColor, listedPermissionNames } from '../rules/roles.ts';

/** Name: 3-15 characters after trimming (owner-dashboard §5). */
export const roleNameSchema = z
  .string({ error: messages.roleNameLength })
  .trim()
  .min(ROLE_NAME_MIN, messages.roleNameLength)
  .max(ROLE_NAME_MAX, messages.roleNameLength);

/** Colour: required, and a real colour (#rgb or #rrggbb), stored lower case. */
export const roleColorSchema = z
  .string({ error: messages.roleColorRequired })
  .trim()
  .min(1, messages.roleColorRequired)
  .refine(isRoleColor, messages.roleColorInvalid)
  .transform((value) => value.toLowerCase());

/** Only the listed permissions (level above 0) can be given on the role screens. */
export const listedPermissionSchema = z.enum(listedPermissionNames() as [string, ...string[]]);

export const roleBodySchema = z.object({
  name: roleNameSchema,
  color: roleColorSchema,
  permissionIds: z.array(listedPermissionSchema).max(PERMISSION_NAMES.length),
});
export type RoleBody = z.input<typeof roleBodySchema>;

export const roleParamsSchema = z.object({
  communityId: z.string().min(1).max(64),
  roleId: z.string().min(1).max(64),
});

export const deleteRoleBodySchema = z.object({
  keyPhrase: z
    .string({ error: messages.roleDeletePhraseRequired })
    .min(1, messages.roleDeletePhraseRequired)
    .refine((value) => value === messages.roleDeletePhrase, messages.roleDeletePhraseIncorrect),
});

export const permissionViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number(),
  value: z.boolean(),
  texts: z.object({ title: z.string(), subtitle: z.string(), desc: z.string() }),
});

export const roleViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  /** The listed permissions (level above 0) with this role's value. */
  permissions: z.array(permissionViewSchema),
  usersCount: z.number().int().min(0),
  isAdminRole: z.boolean(),
  isModerRole: z.boolean(),
  /** Admins, Moderators and Members: every community has them; they can be edited, not deleted. */
  isDefault: z.boolean(),
});
export type RoleView = z.infer<typeof roleViewSchema>;

export const rolesListSchema = z.object({
  roles: z.array(roleViewSchema),
  /** Custom roles on this plan: the cap, how many exist and how many more may be added. */
  limit: z.object({ max: z.number().int(), used: z.number().int(), remaining: z.number().int() }),
});
export type RolesList = z.infer<typeof rolesListSchema>;

export const roleResponseSchema = z.object({ role: roleViewSchema });
export const roleDeletedSchema = z.object({
  id: z.string(),
  deleted: z.literal(true),
  /** Members who held it; they are moved to Members in the background. */
  membersToMove: z.number().int().min(0),
});

// ── members and their roles (member-forum §2.10) ──────────────────────────────────────────────────────────────

export const ROLE_MEMBERS_PAGE = 25;
/** One request assigns or removes a role for at most this many members. */
export const ASSIGN_MAX_MEMBERS = 1000;

export const roleMembersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  roleId: z.string().min(1).max(64).optional(),
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ROLE_MEMBERS_PAGE),
});

export const roleMemberSchema = z.object({
  memberId: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** Roles held besides Members. */
  roleIds: z.array(z.string()),
});
export type RoleMember = z.infer<typeof roleMemberSchema>;

export const roleMembersSchema = z.object({
  items: z.array(roleMemberSchema),
  nextCursor: z.string().nullable(),
});

export const assignRoleBodySchema = z.object({
  roleId: z.string().min(1).max(64),
  memberIds: z.array(z.string().min(1).max(64)).min(1).max(ASSIGN_MAX_MEMBERS),
  /** true removes the role (unchecking), false assigns it (checking). */
  remove: z.boolean().default(false),
});

export const ASSIGNMENT_OUTCOMES = ['assigned', 'removed', 'unchanged', 'not-found'] as const;
export const assignRoleResponseSchema = z.object({
  role: z.object({ id: z.string(), name: z.string() }),
  /** One result per requested member, in the request's order. */
  results: z.array(z.object({ memberId: z.string(), outcome: z.enum(ASSIGNMENT_OUTCOMES) })),
});
export type AssignRoleResponse = z.infer<typeof assignRoleResponseSchema>;

// ── editors (owner-dashboard /account) ──────────────────────────────────────────────────────────────────────────

export const staffPersonSchema = z.object({
  memberId: z.string(),
  email: z.string(),
  fullName: z.string(),
});

/**
 * An editor invitation as the owner sees it: by address only (never a name: whether the address has a Hearth account
 * is not told). `expired` is a pending one past its expiry; `declined` the invitee said no. Accepted ones become
 * editors and leave this list.
 */
export const EDITOR_INVITATION_STATUSES = ['pending', 'expired', 'declined'] as const;
export const editorInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(EDITOR_INVITATION_STATUSES),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type EditorInvitation = z.infer<typeof editorInvitationSchema>;

export const editorsSchema = z.object({
  owner: staffPersonSchema.nullable(),
  editors: z.array(staffPersonSchema),
  /** Invitations not (yet) accepted, newest first. */
  invitations: z.array(editorInvitationSchema),
});
export type Editors = z.infer<typeof editorsSchema>;

export const assignEditorBodySchema = z.object({ email: emailSchema });
export const editorParamsSchema = z.object({
  communityId: z.string().min(1).max(64),
  memberId: z.string().min(1).max(64),
});
export const editorInvitationParamsSchema = z.object({
  communityId: z.string().min(1).max(64),
  invitationId: z.string().min(1).max(64),
});

/** The e-mailed link's token: the community, the address and a 256-bit secret (only its SHA-256 is stored). */
export const editorInvitationTokenBodySchema = z.object({ token: z.string().trim().min(1).max(600) });

/** What the invitee's page shows before they accept or decline. */
export const editorInvitationViewSchema = z.object({
  email: z.string(),
  communityName: z.string(),
  inviterName: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'expired']),
});
export type EditorInvitationView = z.infer<typeof editorInvitationViewSchema>;

export const editorInvitationAcceptedSchema = z.object({
  communityId: z.string(),
  communityName: z.string(),
  subdomain: z.string(),
});
export const editorInvitationDeclinedSchema = z.object({ declined: z.literal(true) });
