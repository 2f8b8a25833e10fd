// Sign-up and verification: a new account (its e-mail claim, its member item and the pool user, or none of them),
// an invitation accepted with it, the verification link and its confirmation.
import { SAME_ANSWER_MS } from '@hearth/shared/constants/auth';
import * as messages from '@hearth/shared/messages';
import {
  judgeAnswers,
  type OnboardingAnswer,
  type OnboardingAnswerInput,
} from '@hearth/shared/schemas/onboarding-questions';
import { ulid } from 'ulid';
import { memberJoinedWrites } from '../communities/members-total.ts';
import { questionsOf } from '../communities/onboarding-questions.ts';
import type { MemberItem } from '../members/model.ts';
import * as members from '../members/service.ts';
import { poolUsername } from '../platform/auth/verify.ts';
import { TransactionConditionFailed } from '../platform/db/transact.ts';
import { sendMail } from '../platform/email/port.ts';
import { outboxItem } from '../platform/events/port.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import { answerAfter } from '../platform/http/same-answer.ts';
import { countAttempt } from '../platform/rate-limit.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import {
  type Deps,
  type RequestContext,
  type Site,
  USERNAME_MAX,
  assertHuman,
  assertPasswordRules,
  defaultDeps,
  isWhitelisted,
  mailLink,
  memberByEmail,
  siteOf,
} from './account-steps.ts';
import { UserExistsError } from './identity-provider.ts';
import { type InvitationToAccept, invitationLookup } from './invitations.ts';
import { consumeLink } from './links.ts';
import { accountExistsMail, approvalMail } from './mail.ts';
import { toSessionUser } from './session.ts';
import type { SignedIn } from './sign-in.ts';
import * as store from './store.ts';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  captcha?: string;
  invitation?: string;
  onboardingAnswers?: OnboardingAnswerInput[];
}

/**
 * Sign-up answers the same, in the same time, whether the address is new or already has an account here: a new one
 * gets its account and a verification link, an existing one's owner a notice by mail (an account exists; a denied
 * registration stays denied). Nobody but the address's owner learns which it was.
 */
export function signUp(ctx: RequestContext, input: SignUpInput, deps: Deps = defaultDeps) {
  return answerAfter(SAME_ANSWER_MS.signUp, 'sign-up', async () => {
    const { tenant } = ctx;
    await assertHuman(input.captcha, ctx.ip);
    await countAttempt(tenant.communityId, 'signUp', { account: input.email, ip: ctx.ip });
    assertPasswordRules(tenant, input.password, 'password');
    const invitation = input.invitation ? await invitationFor(tenant, input.invitation, input.email) : null;
    const onboardingAnswers = await checkOnboardingAnswers(tenant, input.onboardingAnswers);
    const username = poolUsername(tenant.communityId, input.email);
    if (username.length > USERNAME_MAX) throw refusal('EMAIL_TOO_LONG');

    // Only a new address goes on to Cognito: both load its client, so a fresh container's first call shows nothing.
    await deps.idp.prepare();
    const site = await siteOf(tenant);
    const existing = await memberByEmail(tenant.communityId, input.email);
    if (existing) await tellOwnerOfExisting(existing, site);
    else {
      const session = await registerNew(ctx, { ...input, onboardingAnswers }, username, site, deps, invitation);
      if (session) return { message: messages.welcomeInvited(site.name), email: input.email, signedIn: true, session };
    }
    return { message: messages.verificationSent(input.email), email: input.email, signedIn: false };
  });
}

/** A sign-up's invitation: this community's current link, sent to the address signing up (gatekeeping's rule). */
async function invitationFor(tenant: Tenant, token: string, email: string): Promise<InvitationToAccept> {
  if (tenant.kind !== 'community') throw refusal('INVITATION_INVALID');
  const invitation = await (await invitationLookup())(tenant.communityId, token);
  if (invitation.email !== email.toLowerCase()) throw refusal('INVITATION_FOR_ANOTHER_EMAIL');
  return invitation;
}

/**
 * A community sign-up answers the community's onboarding questions: a required one unanswered, or an answer that
 * is not one of its question's options, refuses the sign-up before anything is created. The owner app asks none.
 */
async function checkOnboardingAnswers(tenant: Tenant, given: OnboardingAnswerInput[] | undefined) {
  if (tenant.kind === 'app') return [];
  const verdict = judgeAnswers(await questionsOf(tenant.communityId), given);
  if (verdict.ok) return verdict.answers;
  if (verdict.reason === 'required') throw refusal('ONBOARDING_ANSWER_REQUIRED', verdict.title);
  if (verdict.reason === 'invalid') throw refusal('ONBOARDING_ANSWER_INVALID', verdict.title);
  throw refusal('ONBOARDING_ANSWER_UNKNOWN');
}

type RegisterInput = Omit<SignUpInput, 'onboardingAnswers'> & { onboardingAnswers: OnboardingAnswer[] };

/**
 * Creates the account and mails its verification link; with an invitation (which proves the address) the account is
 * verified and active at once, the invitation accepted in the same transaction, and the new member signed in.
 */
async function registerNew(
  ctx: RequestContext,
  input: RegisterInput,
  username: string,
  site: Site,
  deps: Deps,
  invitation: InvitationToAccept | null = null,
): Promise<SignedIn | null> {
  const { tenant } = ctx;
  const member: MemberItem = {
    communityId: tenant.communityId,
    memberId: ulid(),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    kind: tenant.kind === 'app' ? 'owner' : 'member',
    state: 'unverified',
    needsApproval: !invitation && site.memberApproval && !isWhitelisted(input.email, site.memberWhitelist),
    welcomePending: true,
    createdAt: new Date().toISOString(),
    ...(input.onboardingAnswers?.length ? { onboardingAnswers: input.onboardingAnswers } : {}),
  };
  try {
    await createAccount(member, username, input.password, deps);
  } catch (error) {
    // Two sign-ups of one address at once: the loser is answered like any repeated sign-up.
    const winner =
      error instanceof AppError && error.code === 'ACCOUNT_EXISTS'
        ? await memberByEmail(tenant.communityId, input.email)
        : null;
    if (!winner) throw error;
    await tellOwnerOfExisting(winner, site);
    return null;
  }
  if (invitation && (await acceptInvitation(member, invitation))) {
    await deps.idp.markEmailVerified(username, member.email);
    const tokens = await deps.idp.authenticate(username, input.password);
    if (tokens) return { user: toSessionUser({ ...member, state: 'active' }), tokens };
    return null;
  }
  await mailLink(ctx, 'verify-email', member.email, { memberId: member.memberId }, site);
  return null;
}

/**
 * The invited account verified and active, and its invitation accepted, in one transaction. False when the link was
 * used or replaced meanwhile: the account then stays unverified and gets the usual verification link.
 */
async function acceptInvitation(member: MemberItem, invitation: InvitationToAccept): Promise<boolean> {
  const { communityId, memberId } = member;
  try {
    return await members.transitionState(
      communityId,
      memberId,
      'unverified',
      'active',
      { verifiedAt: new Date().toISOString() },
      [
        outboxItem('member.verified', communityId, { memberId, state: 'active' }),
        invitation.accepted({ id: memberId, name: `${member.firstName} ${member.lastName}`.trim() }),
      ],
    );
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

/** The mail a repeated sign-up sends instead of a second account: denied stays denied (member-forum §9). */
async function tellOwnerOfExisting(member: MemberItem, site: Site) {
  const { origin } = site;
  await sendMail(
    member.state === 'denied'
      ? approvalMail(member.email, site.name, false, origin)
      : accountExistsMail(member.email, site.name, {
          signIn: `${origin}/sign-in`,
          forgotPassword: `${origin}/forgot-password`,
        }),
  );
}

/**
 * Claims the e-mail and creates the pool user, or neither: whichever step fails, the other is undone, so a failed
 * sign-up leaves nothing behind in Cognito or DynamoDB.
 */
export async function createAccount(member: MemberItem, username: string, password: string, deps: Deps) {
  const claimed = await store.putEmailClaim(member.communityId, member.email, member.memberId, [
    ...members.newMemberWrites(member),
    ...memberJoinedWrites(member.communityId, member.createdAt),
  ]);
  if (!claimed) {
    throw new AppError(409, 'ACCOUNT_EXISTS', messages.accountExists, { email: messages.accountExists });
  }
  try {
    await deps.idp.createUser({
      username,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      communityId: member.communityId,
      memberId: member.memberId,
      password,
    });
  } catch (error) {
    await store.deleteEmailClaim(member.communityId, member.email, [
      members.deleteMemberWrite(member.communityId, member.memberId),
    ]);
    if (error instanceof UserExistsError) {
      throw new AppError(409, 'ACCOUNT_EXISTS', messages.accountExists, { email: messages.accountExists });
    }
    if ((error as Error).name === 'InvalidPasswordException') {
      throw new AppError(400, 'VALIDATION_FAILED', messages.validationFailed, {
        password: messages.passwordGuidelines,
      });
    }
    throw error;
  }
}

export async function verifyEmail(ctx: RequestContext, token: string, deps: Deps = defaultDeps) {
  const { tenant } = ctx;
  let data;
  try {
    data = await consumeLink(tenant.communityId, 'verify-email', token);
  } catch (error) {
    throw error instanceof AppError ? new AppError(error.status, error.code, messages.verificationFailed) : error;
  }
  const member = await members.getMember(tenant.communityId, data.memberId);
  if (!member) throw new AppError(400, 'LINK_INVALID', messages.verificationFailed);
  await completeVerification(member, deps);
  return { message: 'Your e-mail address is verified.' };
}

/**
 * An unverified account's address confirmed: pending when it needs approval (`member.verified` puts it on member
 * approval's list), else active. Nothing happens to an account that is past verification. The demo seed makes its
 * pending account through this too, so staff find it where they find every other registration.
 */
export async function completeVerification(member: MemberItem, deps: Deps = defaultDeps) {
  if (member.state !== 'unverified') return;
  const next = member.needsApproval ? 'pending' : 'active';
  await members.transitionState(
    member.communityId,
    member.memberId,
    'unverified',
    next,
    { verifiedAt: new Date().toISOString() },
    [outboxItem('member.verified', member.communityId, { memberId: member.memberId, state: next })],
  );
  await deps.idp.markEmailVerified(poolUsername(member.communityId, member.email), member.email);
}

/** The same answer, in the same time, whether or not the account exists or still needs verifying. */
export function resendVerification(ctx: RequestContext, email: string, captcha?: string) {
  return answerAfter(SAME_ANSWER_MS.resendVerification, 'resend-verification', async () => {
    const { tenant } = ctx;
    await assertHuman(captcha, ctx.ip);
    await countAttempt(tenant.communityId, 'resendVerification', { account: email, ip: ctx.ip });
    const member = await memberByEmail(tenant.communityId, email);
    if (member?.state === 'unverified') {
      await mailLink(ctx, 'verify-email', member.email, { memberId: member.memberId });
    }
    return { message: messages.verificationSent(email) };
  });
}
