// Account write paths as named steps: sign-up, verification, sign-in, refresh, recovery, e-mail and password changes.
// Cognito holds the credentials; DynamoDB holds the account (state, welcome, ban) and the unique e-mail claim.
import {
  EMAIL_CHANGE_LINK_TTL_SECONDS,
  PASSWORD_MIN_MEMBER,
  PASSWORD_MIN_OWNER,
  RESET_LINK_TTL_SECONDS,
  SAME_ANSWER_MS,
  VERIFICATION_LINK_TTL_SECONDS,
} from '@hearth/shared/constants/auth';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import * as messages from '@hearth/shared/messages';
import { meetsPasswordGuidelines } from '@hearth/shared/rules/password';
import type { SessionUser } from '@hearth/shared/schemas/auth';
import {
  judgeAnswers,
  type OnboardingAnswer,
  type OnboardingAnswerInput,
} from '@hearth/shared/schemas/onboarding-questions';
import { decodeJwt } from 'jose';
import { ulid } from 'ulid';
import { getCommunity } from '../communities/config.ts';
import { memberJoinedWrites } from '../communities/members-total.ts';
import { questionsOf } from '../communities/onboarding-questions.ts';
import type { MemberItem } from '../members/model.ts';
import { type TransactItem, TransactionConditionFailed } from '../platform/db/transact.ts';
import { accountLookup } from '../members/accounts.ts';
import * as members from '../members/service.ts';
import { resolveActor } from '../platform/auth/actor.ts';
import { getStaffRecord } from '../communities/staff.ts';
import { type Actor, poolUsername } from '../platform/auth/verify.ts';
import { siteOrigin } from '../platform/auth/cookies.ts';
import { verifyCaptcha } from '../platform/captcha/port.ts';
import { type Mail, sendMail } from '../platform/email/port.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import { countAttempt } from '../platform/rate-limit.ts';
import { recordActive } from '../platform/activity.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { type IdentityProvider, type Tokens, UserExistsError, cognitoIdentityProvider } from './identity-provider.ts';
import { type LinkData, type LinkKind, consumeLink, createLink } from './links.ts';
import { sessionStillValid } from '../platform/auth/session-cutoff.ts';
import { endAllSessions, forgetSession, sessionOfRefreshToken } from './sessions.ts';
import { accountExistsMail, approvalMail, changeEmailMail, resetPasswordMail, verificationMail } from './mail.ts';
import { answerAfter } from '../platform/http/same-answer.ts';
import { toSessionUser } from './session.ts';
import * as store from './store.ts';
import { outboxItem } from '../platform/events/port.ts';
import { type InvitationToAccept, invitationLookup } from './invitations.ts';

/** Cognito usernames are at most 128 characters: `<communityId>|<email>` must fit. */
export const USERNAME_MAX = 128;

export interface Deps {
  idp: IdentityProvider;
}
export const defaultDeps: Deps = { idp: cognitoIdentityProvider };

export interface RequestContext {
  tenant: Tenant;
  host: string;
  ip: string;
}

export interface Site {
  name: string;
  memberApproval: boolean;
  memberWhitelist: string[];
}

export async function siteOf(tenant: Tenant): Promise<Site> {
  if (tenant.kind === 'app') return { name: 'Hearth', memberApproval: false, memberWhitelist: [] };
  const community = await getCommunity(tenant.communityId);
  return {
    name: community?.communityName ?? 'this community',
    memberApproval: community?.memberApproval ?? false,
    memberWhitelist: community?.memberWhitelist ?? [],
  };
}

/** The member holding an e-mail here, or null: the account's e-mail claim (auth), then its member item (members). */
export async function memberByEmail(communityId: string, email: string): Promise<MemberItem | null> {
  const memberId = await store.getMemberIdByEmail(communityId, email);
  return memberId ? members.getMember(communityId, memberId) : null;
}

/** Which of these addresses already have an account here (invitations list them as members, and mail them not). */
export const accountsByEmail = (communityId: string, emails: string[]) =>
  store.getMemberIdsByEmail(communityId, emails);

const passwordMinFor = (tenant: Tenant) => (tenant.kind === 'app' ? PASSWORD_MIN_OWNER : PASSWORD_MIN_MEMBER);

function assertPasswordRules(tenant: Tenant, password: string, field: string) {
  if (!meetsPasswordGuidelines(password, passwordMinFor(tenant))) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.validationFailed, { [field]: messages.passwordGuidelines });
  }
}

async function assertHuman(token: string | undefined, ip: string) {
  if (!(await verifyCaptcha(token, ip))) throw new AppError(400, 'CAPTCHA_FAILED', messages.captchaFailed);
}

/** Whitelist entries are e-mail addresses or domains (member-forum §5); a match skips approval. */
export function isWhitelisted(email: string, whitelist: string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return whitelist.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e.includes('@') ? e === email : e === domain || domain.endsWith(`.${e}`);
  });
}

/** Each e-mailed link: the SPA page it opens, how long it works, and the mail that carries it. */
const links: Record<
  LinkKind,
  { path: string; ttlSeconds: number; mail: (to: string, site: string, url: string) => Mail }
> = {
  'verify-email': { path: '/verify-email', ttlSeconds: VERIFICATION_LINK_TTL_SECONDS, mail: verificationMail },
  'reset-password': { path: '/reset-password', ttlSeconds: RESET_LINK_TTL_SECONDS, mail: resetPasswordMail },
  'change-email': { path: '/confirm-email-change', ttlSeconds: EMAIL_CHANGE_LINK_TTL_SECONDS, mail: changeEmailMail },
};

/** Creates a single-use link and e-mails it to `to`, pointing at the host the request came from. */
async function mailLink(ctx: RequestContext, kind: LinkKind, to: string, data: LinkData, site?: Site) {
  const { path, ttlSeconds, mail } = links[kind];
  const token = await createLink(ctx.tenant.communityId, kind, data, ttlSeconds);
  const url = `${siteOrigin(ctx.host)}${path}?token=${encodeURIComponent(token)}`;
  await sendMail(mail(to, (site ?? (await siteOf(ctx.tenant))).name, url));
}

// ── sign-up ─────────────────────────────────────────────────────────────────────────────────────────────────────

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
    if (existing) await tellOwnerOfExisting(ctx, existing, site);
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
    await tellOwnerOfExisting(ctx, winner, site);
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
async function tellOwnerOfExisting(ctx: RequestContext, member: MemberItem, site: Site) {
  const origin = siteOrigin(ctx.host);
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

// ── sessions ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface SignedIn {
  user: SessionUser;
  tokens: Tokens;
}

export function memberIdOf(tokens: Tokens): string {
  const claims = decodeJwt(tokens.idToken);
  return String(claims['custom:memberId'] ?? '');
}

/**
 * Community accounts first; on a community host an owner-app account signs in too when it holds a staff record
 * there (owners use their owner credentials in their own communities).
 */
export async function signIn(
  ctx: RequestContext,
  input: { email: string; password: string; captcha?: string },
  deps: Deps = defaultDeps,
): Promise<SignedIn> {
  const { tenant } = ctx;
  await assertHuman(input.captcha, ctx.ip);
  // The sign-in limits count failures: a sign-in that gets in gives its attempt back (docs/auth.md, Attempt limits).
  const attempt = await countAttempt(tenant.communityId, 'signIn', { account: input.email, ip: ctx.ip });

  const own = await deps.idp.authenticate(poolUsername(tenant.communityId, input.email), input.password);
  if (own) {
    const member = await members.getMember(tenant.communityId, memberIdOf(own));
    if (member && member.email === input.email) {
      if (member.state === 'unverified') throw new AppError(403, 'ACCOUNT_UNVERIFIED', messages.accountUnverified);
      await Promise.all([countActive(member), attempt.succeeded()]);
      return { user: toSessionUser(member), tokens: own };
    }
  }
  if (tenant.kind === 'community') {
    const owner = await deps.idp.authenticate(poolUsername(OWNER_APP_COMMUNITY_ID, input.email), input.password);
    if (owner) {
      const memberId = memberIdOf(owner);
      const [member, staff] = await Promise.all([
        members.getMember(OWNER_APP_COMMUNITY_ID, memberId),
        getStaffRecord(tenant.communityId, memberId),
      ]);
      if (member && staff && member.email === input.email && member.state !== 'unverified') {
        await attempt.succeeded();
        return { user: toSessionUser(member, staff), tokens: owner };
      }
    }
  }
  throw new AppError(401, 'INVALID_CREDENTIALS', messages.invalidCredentials);
}

/**
 * The account behind a verified session on this host (its own community's, or an owner's staff view); null when
 * the session began before the account ended its sessions (`startedAt`, epoch ms: the ID token's issue time unless
 * the caller knows the session's start).
 */
export async function sessionOf(actor: Actor, startedAt = (actor.issuedAt ?? 0) * 1000): Promise<SessionUser | null> {
  const member = await members.getMember(actor.communityId, actor.memberId);
  if (!member || member.email !== actor.email || member.state === 'unverified') return null;
  if (!sessionStillValid(member, startedAt)) return null;
  await countActive(member);
  return toSessionUser(member, actor.staff ?? null);
}

/** A community member who signs in or opens the site counts as active today (the overview's activity). */
export async function countActive(member: MemberItem) {
  if (member.communityId !== OWNER_APP_COMMUNITY_ID && member.state === 'active') {
    await recordActive(member.communityId, member.memberId);
  }
}

/**
 * A new ID token for a session this platform started on this host and the account has not ended since, whose
 * account still belongs on this host; else null.
 */
export async function refresh(
  tenant: Tenant,
  refreshToken: string,
  deps: Deps = defaultDeps,
): Promise<{ user: SessionUser; tokens: Tokens } | null> {
  const session = await sessionOfRefreshToken(tenant, refreshToken);
  if (!session) return null;
  const tokens = await deps.idp.refresh(refreshToken);
  const actor = tokens ? await resolveActor(tokens.idToken, tenant, accountLookup) : null;
  if (!tokens || !actor) return null;
  if (actor.communityId !== session.accountCommunityId || actor.memberId !== session.memberId) return null;
  const user = await sessionOf(actor, session.startedAt);
  return user ? { user, tokens } : null;
}

export async function signOut(tenant: Tenant, refreshToken: string | undefined, deps: Deps = defaultDeps) {
  if (!refreshToken) return;
  await forgetSession(tenant, refreshToken);
  await deps.idp.revoke(refreshToken);
}

export async function completeWelcome(actor: Actor) {
  // The update returns the new item, so the session view needs no second read.
  const member = await members.updateMember(actor.communityId, actor.memberId, { welcomePending: false });
  if (!member || member.email !== actor.email || member.state === 'unverified') throw refusal('NOT_A_MEMBER');
  return toSessionUser(member, actor.staff ?? null);
}

// ── recovery ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The same answer, in the same time, whether or not the e-mail has an account. */
export function forgotPassword(ctx: RequestContext, email: string, captcha?: string) {
  return answerAfter(SAME_ANSWER_MS.forgotPassword, 'forgot-password', async () => {
    const { tenant } = ctx;
    await assertHuman(captcha, ctx.ip);
    await countAttempt(tenant.communityId, 'forgotPassword', { account: email, ip: ctx.ip });
    const member = await memberByEmail(tenant.communityId, email);
    if (member && member.state !== 'denied') {
      await mailLink(ctx, 'reset-password', member.email, { memberId: member.memberId });
    }
    return { message: messages.resetLinkSent };
  });
}

export async function resetPassword(ctx: RequestContext, token: string, password: string, deps: Deps = defaultDeps) {
  const { tenant } = ctx;
  assertPasswordRules(tenant, password, 'password');
  const data = await consumeLink(tenant.communityId, 'reset-password', token);
  const member = await members.getMember(tenant.communityId, data.memberId);
  if (!member) throw new AppError(400, 'LINK_INVALID', messages.linkInvalid);
  const username = poolUsername(tenant.communityId, member.email);
  await deps.idp.setPassword(username, password);
  // Whoever knew the old password may hold a session: all of them end.
  await endAllSessions({ communityId: tenant.communityId, memberId: member.memberId, username }, deps.idp);
  return { message: messages.passwordSaved };
}

// ── changes by a signed-in account ──────────────────────────────────────────────────────────────────────────────

async function ownMember(actor: Actor) {
  const member = await members.getMember(actor.communityId, actor.memberId);
  if (!member || member.email !== actor.email) throw refusal('NOT_A_MEMBER');
  return member;
}

async function assertPassword(actor: Actor, password: string, field: string, deps: Deps) {
  if (!(await deps.idp.authenticate(actor.username, password))) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.wrongPassword, { [field]: messages.wrongPassword });
  }
}

/**
 * Pool usernames cannot change, so the new address gets its own pool user now (same member id, same password,
 * which we hold only now) and the old one is deleted when the link is confirmed. Until then the new user cannot
 * sign in: sign-in requires the account's current e-mail.
 */
export async function changeEmail(
  ctx: RequestContext,
  actor: Actor,
  input: { email: string; password: string },
  deps: Deps = defaultDeps,
) {
  const member = await ownMember(actor);
  if (input.email === member.email) throw refusal('SAME_EMAIL');
  await assertPassword(actor, input.password, 'password', deps);
  const username = poolUsername(actor.communityId, input.email);
  if (username.length > USERNAME_MAX) throw refusal('EMAIL_TOO_LONG');
  if (await store.getMemberIdByEmail(actor.communityId, input.email)) {
    throw refusal('EMAIL_TAKEN');
  }
  // A previous, unconfirmed change leaves a pool user behind; it is replaced.
  if (member.pendingEmail) await deps.idp.deleteUser(poolUsername(actor.communityId, member.pendingEmail));
  try {
    await deps.idp.createUser({
      username,
      email: input.email,
      firstName: member.firstName,
      lastName: member.lastName,
      communityId: actor.communityId,
      memberId: member.memberId,
      password: input.password,
    });
  } catch (error) {
    if (error instanceof UserExistsError) throw refusal('EMAIL_TAKEN');
    throw error;
  }
  await members.updateMember(actor.communityId, member.memberId, { pendingEmail: input.email });
  await mailLink(ctx, 'change-email', input.email, { memberId: member.memberId, newEmail: input.email });
  return { message: messages.emailChangeSent };
}

export async function confirmEmailChange(ctx: RequestContext, token: string, deps: Deps = defaultDeps) {
  const { communityId } = ctx.tenant;
  const data = await consumeLink(communityId, 'change-email', token);
  const member = await members.getMember(communityId, data.memberId);
  if (!member || !data.newEmail || member.pendingEmail !== data.newEmail) {
    throw new AppError(400, 'LINK_INVALID', messages.linkInvalid);
  }
  const write = members.emailChangeWrite(communityId, member.memberId, member.email, data.newEmail);
  if (!(await store.moveEmailClaim(communityId, member.memberId, member.email, data.newEmail, [write]))) {
    throw refusal('EMAIL_TAKEN');
  }
  await deps.idp.markEmailVerified(poolUsername(communityId, data.newEmail), data.newEmail);
  await deps.idp.deleteUser(poolUsername(communityId, member.email));
  return { message: 'Your new e-mail address is confirmed. Please sign in again.' };
}

export async function changePassword(
  ctx: RequestContext,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
  deps: Deps = defaultDeps,
) {
  const member = await ownMember(actor);
  await assertPassword(actor, input.currentPassword, 'currentPassword', deps);
  assertPasswordRules(ctx.tenant, input.newPassword, 'newPassword');
  await deps.idp.setPassword(actor.username, input.newPassword);
  // A pending e-mail change's pool user carries the password too, so it must not keep the old one.
  if (member.pendingEmail)
    await deps.idp.setPassword(poolUsername(actor.communityId, member.pendingEmail), input.newPassword);
  // Every session ends, this one too (Cognito's global sign-out revokes its refresh token as well); the caller stays
  // signed in through a new session that begins after the cutoff, so it is the only one left (logoutAll false).
  const account = { communityId: actor.communityId, memberId: member.memberId, username: actor.username };
  await endAllSessions(account, deps.idp);
  const tokens = await deps.idp.authenticate(actor.username, input.newPassword);
  if (!tokens) throw new Error(`the new password did not sign ${actor.username} in`);
  return { message: messages.passwordChanged, account, tokens };
}

// ── approval (staff) ────────────────────────────────────────────────────────────────────────────────────────────

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
  await sendMail(approvalMail(member.email, site.name, to === 'active', siteOrigin(ctx.host)));
  return { memberId, state: to } as const;
}
