// Staff decide a pending registration (member approval): the member's state moves with its event, and the member is
// told by mail.
import type { MemberItem } from '../members/model.ts';
import * as members from '../members/service.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { sendMail } from '../platform/email/port.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal } from '../platform/http/errors.ts';
import { type RequestContext, siteOf } from './account-steps.ts';
import { approvalMail } from './mail.ts';

/**
 * Approves or denies a pending registration and e-mails the member. `record` builds what else the decision's
 * transaction carries (gatekeeping's audit entry, from the member as read).
 */
export async function decideApproval(
  ctx: RequestContext,
  memberId: string,
  decision: 'approve' | 'deny',
  record: (member: MemberItem) => TransactItem[] = () => [],
) {
  const { communityId } = ctx.tenant;
  const member = await members.getMember(communityId, memberId);
  if (!member) throw refusal('MEMBER_MISSING');
  const to = decision === 'approve' ? 'active' : 'denied';
  const event = outboxItem(to === 'active' ? 'member.approved' : 'member.denied', communityId, { memberId });
  if (!(await members.transitionState(communityId, memberId, 'pending', to, {}, [event, ...record(member)]))) {
    throw refusal('REGISTRATION_NOT_PENDING');
  }
  const site = await siteOf(ctx.tenant);
  await sendMail(approvalMail(member.email, site.name, to === 'active', site.origin));
  return { memberId, state: to } as const;
}
