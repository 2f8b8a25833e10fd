// The public REST API's actions on members, as the owner (owner-actor.ts) through the domains' own services: a role
// given or taken (the Community Manager's assignment), a ban or time-out (the staff menu's action, its rank rules,
// audit entry and event), and a ban lifted by undoing the audit entry that set it, as the audit log's Undo does.
import type { PublicBanBody } from '@hearth/shared/schemas/public-api';
import { assignRoleAsStaff } from '../members/role-assignment.ts';
import { getMember } from '../members/service.ts';
import { undoAuditEntry } from '../moderation/audit-log.ts';
import { actOnMember } from '../moderation/member-actions.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';

export const setMemberRole = (actor: Actor, communityId: string, memberId: string, roleId: string, remove: boolean) =>
  assignRoleAsStaff(actor, communityId, { roleId, memberIds: [memberId], remove });

export function banMember(tenant: Tenant | null, actor: Actor, memberId: string, body: PublicBanBody) {
  const action =
    body.days === undefined
      ? ({ action: 'permanentBan', reason: body.reason } as const)
      : ({ action: 'timedBan', reason: body.reason, days: body.days } as const);
  return actOnMember(tenant, actor, memberId, action);
}

export async function unbanMember(tenant: Tenant | null, actor: Actor, communityId: string, memberId: string) {
  const member = await getMember(communityId, memberId);
  if (!member) throw refusal('MEMBER_MISSING');
  // Undo lifts a ban by its audit entry; a ban item without one (the field is optional) has no Undo to use.
  if (!member.ban?.auditId) throw refusal('MEMBER_NOT_BANNED');
  return undoAuditEntry(tenant, actor, member.ban.auditId);
}
