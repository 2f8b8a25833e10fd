// Who may moderate whom (member-forum §6 and the server's rules): staff only; a moderator never acts on an admin,
// the owner, or anyone at or above their own level; a moderator permission set per subforum holds only there.
import {
  type Actor,
  type ActorRole,
  type PermissionScope,
  isCommunityAdmin,
  isStaff,
  rolePermissionInScope,
} from '@hearth/shared/rules/permissions';

/** Owner 100, access level 90+ as given, admins 90, moderators 50, everyone else 0. */
export function rankOf(actor: Actor): number {
  if (actor.owner) return 100;
  if (actor.accessLevel >= 90) return actor.accessLevel;
  if (isCommunityAdmin(actor)) return 90;
  if (isStaff(actor)) return 50;
  return 0;
}

/** A member as the permission model sees them (no session needed): their roles and whether they own the community. */
export function memberAsActor(
  member: { memberId: string; kind: 'member' | 'owner'; roleIds?: string[] },
  roles: readonly { id: string; permissions: ActorRole['permissions'] }[],
  membersRole: ActorRole,
): Actor {
  const held = roles
    .filter((role) => role.id !== 'members' && (member.roleIds ?? []).includes(role.id))
    .map((role): ActorRole => ({ id: role.id, permissions: role.permissions }));
  return {
    memberId: member.memberId,
    roles: [membersRole, ...held],
    accessLevel: member.kind === 'owner' ? 100 : 0,
    owner: member.kind === 'owner',
    ban: null,
  };
}

/** Why `actor` may not act on `target`, or null: themselves, or someone at or above their rank. */
export function targetRefusal(actor: Actor, target: Actor): 'MODERATION_SELF' | 'MODERATION_TARGET_PROTECTED' | null {
  if (actor.memberId !== null && actor.memberId === target.memberId) return 'MODERATION_SELF';
  if (rankOf(target) >= rankOf(actor)) return 'MODERATION_TARGET_PROTECTED';
  return null;
}

/** Staff who may moderate content in this scope: admins anywhere; moderators where their role is not turned off. */
export const canModerateIn = (actor: Actor, scope: PermissionScope): boolean =>
  isCommunityAdmin(actor) ||
  (actor.memberId !== null && actor.roles.some((role) => rolePermissionInScope(role, 'moderator', scope)));
