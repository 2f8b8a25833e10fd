// Sessions: signing in (a community account, or an owner-app account with a staff record here), the account behind a
// session, refreshing it, signing out, and the welcome seen.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import * as messages from '@hearth/shared/messages';
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { decodeJwt } from 'jose';
import { getStaffRecord } from '../communities/staff.ts';
import { accountLookup } from '../members/accounts.ts';
import type { MemberItem } from '../members/model.ts';
import * as members from '../members/service.ts';
import { recordActive } from '../platform/activity.ts';
import { resolveActor } from '../platform/auth/actor.ts';
import { sessionStillValid } from '../platform/auth/session-cutoff.ts';
import { type Actor, poolUsername } from '../platform/auth/verify.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import { countAttempt } from '../platform/rate-limit.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { type Deps, type RequestContext, assertHuman, defaultDeps } from './account-steps.ts';
import type { Tokens } from './identity-provider.ts';
import { toSessionUser } from './session.ts';
import { forgetSession, sessionOfRefreshToken } from './sessions.ts';

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
