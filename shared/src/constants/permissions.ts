// The permission model (member-forum §6, owner-dashboard §3, §5, §6): permission names with their levels and texts,
// and the roles every new community starts with. The policy that reads them is rules/permissions.ts.

export type PermissionName =
  | 'admin'
  | 'moderator'
  | 'post'
  | 'image'
  | 'poll'
  | 'approvedPost'
  | 'anonymousPost'
  | 'anonymousComment'
  | 'comment'
  | 'view';

export const PERMISSION_NAMES = [
  'admin',
  'moderator',
  'post',
  'image',
  'poll',
  'approvedPost',
  'anonymousPost',
  'anonymousComment',
  'comment',
  'view',
] as const satisfies readonly PermissionName[];

export interface PermissionEntry {
  /** Equal to the name, so a stored role's permissions never need a lookup table. */
  id: PermissionName;
  name: PermissionName;
  level: number;
  texts: { title: string; subtitle: string; desc: string };
}

/**
 * A new role starts with every permission below this level (owner-dashboard §5); admin and moderator sit at or
 * above it, so a new custom role is never staff until the owner says so.
 */
export const NEW_ROLE_LEVEL_BELOW = 20;
/** Only permissions above this level are listed on the role screens; view (level 0) is set per subforum. */
export const LISTED_LEVEL_ABOVE = 0;

/** The owner's Platform Permissions toggles (owner-dashboard §3), stored as the community-wide (-1) overrides. */
export const PLATFORM_PERMISSIONS = [
  'post',
  'image',
  'poll',
  'approvedPost',
  'anonymousPost',
  'anonymousComment',
] as const satisfies readonly PermissionName[];

/** Subforum id -1: none / home / community-wide permissions (member-forum §3). */
export const COMMUNITY_WIDE_SUBFORUM_ID = -1;

const entry = (
  name: PermissionName,
  level: number,
  title: string,
  subtitle: string,
  desc: string,
): PermissionEntry => ({
  id: name,
  name,
  level,
  texts: { title, subtitle, desc },
});

/** Every permission, lowest level first. Platform permissions sit at levels 1-19 (owner-dashboard §5). */
export const permissionCatalogue: readonly PermissionEntry[] = [
  entry(
    'view',
    0,
    'View',
    'Read subforums',
    'Can open the subforum and read its posts and comments. Set per subforum; admins and moderators always have it.',
  ),
  entry(
    'comment',
    1,
    'Comment',
    'Comment and reply',
    'Can comment on posts and reply to comments. Without it the member sees Limited Replies.',
  ),
  entry('post', 2, 'Post', 'Create text posts', 'Can submit text posts.'),
  entry('image', 3, 'Image', 'Create image posts', 'Can submit image posts.'),
  entry('poll', 4, 'Poll', 'Create polls', 'Can submit polls.'),
  entry(
    'approvedPost',
    5,
    'Approved Post',
    'Publish without review',
    'Posts are published straight away. Without it, posts wait for a moderator to approve them and only the author sees them until then.',
  ),
  entry(
    'anonymousPost',
    6,
    'Anonymous Post',
    'Post anonymously',
    'Can hide their name on new posts (the Post anonymously checkbox).',
  ),
  entry(
    'anonymousComment',
    7,
    'Anonymous Comment',
    'Comment anonymously',
    'Can hide their name on comments and replies (the Post anonymously checkbox).',
  ),
  entry(
    'moderator',
    20,
    'Moderator',
    'Moderate the community',
    'Can delete posts, comments and replies, ban and time out members, and view audit logs, reports and the word filter. Sees every subforum.',
  ),
  entry(
    'admin',
    30,
    'Admin',
    'Complete access',
    'Full access and management, including roles, audit logs, reports and the word filter. Sees every subforum.',
  ),
];

const grant = (names: readonly PermissionName[]): Record<PermissionName, boolean> =>
  Object.fromEntries(PERMISSION_NAMES.map((name) => [name, names.includes(name)])) as Record<PermissionName, boolean>;

export type DefaultRoleKey = 'admins' | 'moderators' | 'members';

export interface DefaultRole {
  key: DefaultRoleKey;
  name: string;
  /** #rrggbb */
  color: string;
  permissions: Record<PermissionName, boolean>;
  isAdminRole: boolean;
  isModerRole: boolean;
}

/**
 * The roles every new community gets (member-forum §6): Admins have everything; Moderators everything but admin;
 * Members post (text, image, poll), comment and reply, published without review. Anonymous posting is off for
 * Members until the owner turns it on.
 */
export const defaultRoles: readonly DefaultRole[] = [
  {
    key: 'admins',
    name: 'Admins',
    color: '#e03131',
    permissions: grant(PERMISSION_NAMES),
    isAdminRole: true,
    isModerRole: false,
  },
  {
    key: 'moderators',
    name: 'Moderators',
    color: '#1971c2',
    permissions: grant(PERMISSION_NAMES.filter((name) => name !== 'admin')),
    isAdminRole: false,
    isModerRole: true,
  },
  {
    key: 'members',
    name: 'Members',
    color: '#868e96',
    permissions: grant(['view', 'comment', 'post', 'image', 'poll', 'approvedPost']),
    isAdminRole: false,
    isModerRole: false,
  },
];
