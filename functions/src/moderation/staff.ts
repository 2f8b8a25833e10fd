// What every staff action of the moderation domain shares: the staff member acting (403 for anyone else), the
// context an action is decided in, and a bulk action's per-report failure.
import * as messages from '@hearth/shared/messages';
import { isStaff } from '@hearth/shared/rules/permissions';
import type { BulkResult } from '@hearth/shared/schemas/moderation';
import { type Forum, forumWriter } from '../members/gate.ts';
import type { MemberItem } from '../members/model.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { rankOf } from '../members/rank.ts';

export const nameOf = (member: Pick<MemberItem, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();

/** The staff member acting, with their forum; 403 for anyone else. */
export async function staffForum(tenant: Tenant | null, actor: Actor | null) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  if (!isStaff(forum.viewer)) throw refusal('STAFF_ONLY');
  return { forum, me: { id: memberId, name: nameOf(member) }, rank: rankOf(forum.viewer) };
}

export interface ActionContext {
  forum: Forum;
  me: { id: string; name: string };
  /** The acting staff member's rank, recorded on each entry: undoing it takes at least as much. */
  rank: number;
  now: Date;
}

/** One report's result in a bulk answer when its action was refused or failed. */
export const failure = (reportId: string, error: unknown): BulkResult['results'][number] =>
  error instanceof AppError
    ? { reportId, ok: false, ...(error.reason ? { reason: error.reason } : {}), message: error.message }
    : { reportId, ok: false, message: messages.generic };
