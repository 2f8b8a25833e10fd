// Member approval (member-forum §2.10, §4, §7.4): the registration requests by status with each member's onboarding
// answers, and bulk Approve / Deny. Admins, the owner and editors decide; moderators and members are refused. Each
// decision is the auth service's (the member's state, its event, its e-mail) with gatekeeping's audit entry in the
// same transaction; one member's refusal never fails the others.
import {
  MEMBER_REQUESTS_PAGE_SIZE,
  type MemberRequest,
  type MemberRequestStatus,
} from '@hearth/shared/schemas/member-approval';
import type { OnboardingAnswer } from '@hearth/shared/schemas/onboarding-questions';
import type { RequestContext } from '../auth/account-steps.ts';
import { decideApproval } from '../auth/approval.ts';
import { getMemberWhitelist, setMemberWhitelist } from '../communities/member-whitelist.ts';
import type { MemberItem } from '../members/model.ts';
import { getMember, getMembers } from '../members/service.ts';
import { auditItem } from '../platform/audit.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { isAdminLike, staffIn } from '../members/staff.ts';
import * as store from './store.ts';

async function deciderIn(tenant: Tenant | null, actor: Actor | null, communityId: string) {
  const staff = await staffIn(tenant, actor, communityId, 'MEMBER_APPROVAL_ADMINS_ONLY');
  if (!isAdminLike(staff.changer)) throw refusal('MEMBER_APPROVAL_ADMINS_ONLY');
  return staff;
}

const MEMBER_STATE_OF: Record<MemberRequestStatus, string> = {
  pending: 'pending',
  approved: 'active',
  denied: 'denied',
};

const answerText = (a: OnboardingAnswer) => a.text ?? (a.options ?? []).join(', ');

export async function listMemberRequests(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  status: MemberRequestStatus,
  cursor: string | undefined,
) {
  await deciderIn(tenant, actor, communityId);
  const startKey = decodeCursor(cursor, store.memberRequestPartition(communityId, status));
  const page = await store.queryMemberRequests(communityId, status, MEMBER_REQUESTS_PAGE_SIZE, startKey);
  const members = new Map(
    (
      await getMembers(
        communityId,
        page.items.map((r) => r.memberId),
      )
    ).map((m) => [m.memberId, m] as const),
  );
  const items: MemberRequest[] = page.items.flatMap((request) => {
    const member = members.get(request.memberId);
    // The member item is the truth: a decision shows at once, before the consumer moves the request (events lag).
    if (!member || member.state !== MEMBER_STATE_OF[status]) return [];
    return [
      {
        memberId: request.memberId,
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        status: request.status,
        requestedAt: request.requestedAt,
        decidedAt: request.decidedAt,
        answers: (member.onboardingAnswers ?? []).map((a) => ({ question: a.question, answer: answerText(a) })),
      },
    ];
  });
  return { items, nextCursor: encodeCursor(page.lastKey) };
}

const nameOf = (m: Pick<MemberItem, 'firstName' | 'lastName'> | null, fallback: string) =>
  m ? `${m.firstName} ${m.lastName}`.trim() : fallback;

export async function decideMemberRequests(
  tenant: Tenant | null,
  actor: Actor | null,
  context: { host: string; ip: string },
  communityId: string,
  memberIds: string[],
  decision: 'approve' | 'deny',
) {
  await deciderIn(tenant, actor, communityId);
  const self = actor!.communityId === communityId ? await getMember(communityId, actor!.memberId) : null;
  const actorDetails = { id: actor!.memberId, name: nameOf(self, actor!.email) };
  // The decision acts in the community, whichever host the staff member decided from; the member's e-mail links to the
  // community's own site origin (auth's Site.origin: its custom domain once connected, else its subdomain).
  const { host, ip } = context;
  const ctx: RequestContext = { tenant: { kind: 'community', communityId, host }, host, ip };
  const results = [];
  for (const memberId of memberIds) {
    try {
      const out = await decideApproval(ctx, memberId, decision, (member) => [
        auditItem(communityId, {
          action: decision,
          reason: null,
          isDirectAction: true,
          reportId: null,
          contentType: 'user',
          postId: null,
          commentId: null,
          actorDetails,
          reportedUserDetails: { id: member.memberId, name: nameOf(member, member.email) },
        }).item,
      ]);
      results.push({ memberId, ok: true, state: out.state });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ memberId, ok: false, ...(error.reason ? { reason: error.reason } : {}), message: error.message });
    }
  }
  return { results };
}

export async function memberWhitelist(tenant: Tenant | null, actor: Actor | null, communityId: string) {
  await deciderIn(tenant, actor, communityId);
  return { memberWhitelist: await getMemberWhitelist(communityId) };
}

export async function saveMemberWhitelist(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  entries: string[],
) {
  await deciderIn(tenant, actor, communityId);
  return { memberWhitelist: await setMemberWhitelist(communityId, entries) };
}
