// Social sign-in as named steps (docs/auth.md, Social sign-in): start an attempt on the site's host, relay Cognito's
// callback from the owner app host back to that site, then complete there: check the state cookie, exchange the
// code, verify the provider's e-mail, and sign in (or create) the site's NATIVE `<communityId>|<email>` account
// through CUSTOM_AUTH with a one-time proof, so the session is the same as after password sign-in.
import { randomBytes } from 'node:crypto';
import { NAME_MAX } from '@hearth/shared/constants/auth';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { completeSocialSignIn } from '@hearth/shared/contracts/auth';
import * as messages from '@hearth/shared/messages';
import { emailSchema, type SocialProviderId } from '@hearth/shared/schemas/auth';
import { ulid } from 'ulid';
import { siteOrigin } from '../../platform/auth/cookies.ts';
import { getStaffRecord } from '../../communities/staff.ts';
import { poolUsername } from '../../platform/auth/verify.ts';
import { config } from '../../platform/config.ts';
import { AppError, badRequest, refusal } from '../../platform/http/errors.ts';
import { logger } from '../../platform/log.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { countAttempt } from '../../platform/rate-limit.ts';
import { resolveTenant } from '../../platform/tenancy/resolve.ts';
import {
  USERNAME_MAX,
  defaultDeps,
  type Deps,
  isWhitelisted,
  memberByEmail,
  type RequestContext,
  type Site,
  siteOf,
} from '../account-steps.ts';
import { createAccount } from '../sign-up.ts';
import { countActive, memberIdOf, type SignedIn } from '../sign-in.ts';
import { toSessionUser } from '../session.ts';
import type { MemberItem } from '../../members/model.ts';
import * as members from '../../members/service.ts';
import { exchangeCode, type FederatedIdentity, authorizeUrl, verifyFederatedIdToken } from './oauth.ts';
import { issueProof } from './proof.ts';
import { type SocialSettings, socialProviders, socialSettings } from './providers.ts';
import {
  type SocialAttempt,
  attemptCookie,
  decodeState,
  newAttempt,
  readAttempt,
  sameState,
  type SocialState,
} from './state.ts';

export interface SocialDeps extends Deps {
  verifyIdToken: typeof verifyFederatedIdToken;
}
export const defaultSocialDeps: SocialDeps = { ...defaultDeps, verifyIdToken: verifyFederatedIdToken };

/** What Cognito's hosted UI sends to the callback, passed on unchanged to the complete step. */
export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

const stateInvalid = () => new AppError(400, 'BAD_REQUEST', messages.socialStateInvalid);

/** The deployment's settings, or 501: the local platform has no hosted UI domain (docs/auth.md). */
function configured(provider?: SocialProviderId): SocialSettings {
  const settings = socialSettings();
  if (!settings) throw new AppError(501, 'NOT_CONFIGURED', messages.socialSignInLocal);
  if (provider && !settings.enabled.has(provider)) {
    throw new AppError(501, 'NOT_CONFIGURED', messages.socialProviderOff(socialProviders[provider].name));
  }
  return settings;
}

// ── start (the site's host) ─────────────────────────────────────────────────────────────────────────────────────

/** A new attempt for this site: the hosted UI's authorize URL and the cookie that binds the attempt to this browser. */
export function startSocialSignIn(ctx: RequestContext, providerId: SocialProviderId) {
  const settings = configured(providerId);
  const attempt = newAttempt(providerId, ctx.tenant.communityId, siteOrigin(ctx.host));
  return { location: authorizeUrl(settings, socialProviders[providerId], attempt), cookie: attemptCookie(attempt) };
}

// ── callback (the owner app host, the app client's one callback URL) ────────────────────────────────────────────

/** The origin is a site of this platform and the one the state names: nothing else gets the code. */
async function isSiteOrigin(state: SocialState): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(state.origin);
  } catch {
    return false;
  }
  const scheme = config().stage === 'local' ? 'http:' : 'https:';
  if (url.protocol !== scheme || url.origin !== state.origin) return false;
  const tenant = await resolveTenant(url.host);
  return tenant?.communityId === state.communityId;
}

/**
 * Sends the popup on to the complete step on the site named in the state, which holds the state cookie and is
 * where the session cookies belong. The code is useless there without that browser's PKCE verifier.
 */
export async function relaySocialCallback(query: CallbackQuery): Promise<string> {
  configured();
  const state = decodeState(query.state);
  if (!state || !(await isSiteOrigin(state))) throw stateInvalid();
  const forward = new URLSearchParams();
  for (const name of ['code', 'state', 'error', 'error_description'] as const) {
    const value = query[name];
    if (value) forward.set(name, value);
  }
  return `${state.origin}${completeSocialSignIn.path}?${forward}`;
}

// ── complete (the site's host again) ────────────────────────────────────────────────────────────────────────────

/** The attempt this browser started here, if the state that came back is its own. */
function ownAttempt(ctx: RequestContext, query: CallbackQuery, cookies: string[] | undefined): SocialAttempt {
  const attempt = readAttempt(cookies);
  const state = decodeState(query.state);
  if (
    !attempt ||
    !state ||
    !sameState(attempt, state) ||
    attempt.communityId !== ctx.tenant.communityId ||
    attempt.origin !== siteOrigin(ctx.host)
  ) {
    throw stateInvalid();
  }
  return attempt;
}

/** The session is the native account's, so the federated refresh token is not kept anywhere. */
async function revokeFederated(refreshToken: string | undefined, deps: Deps) {
  if (!refreshToken) return;
  try {
    await deps.idp.revoke(refreshToken);
  } catch (error) {
    logger.warn('social sign-in: could not revoke the federated refresh token', { error: error as Error });
  }
}

export async function completeSocialSignInAttempt(
  ctx: RequestContext,
  query: CallbackQuery,
  cookies: string[] | undefined,
  deps: SocialDeps = defaultSocialDeps,
): Promise<SignedIn> {
  const settings = configured();
  const attempt = ownAttempt(ctx, query, cookies);
  const provider = socialProviders[attempt.provider];
  if (query.error) {
    throw new AppError(
      400,
      'BAD_REQUEST',
      query.error === 'access_denied' ? messages.socialCancelled : messages.socialFailed(provider.name),
    );
  }
  if (!query.code) throw stateInvalid();

  const tokens = await exchangeCode(settings, provider, query.code, attempt.verifier);
  await revokeFederated(tokens.refreshToken, deps);
  const identity = await deps.verifyIdToken(tokens.idToken, { provider, nonce: attempt.token });
  if (!identity) throw new AppError(400, 'BAD_REQUEST', messages.socialFailed(provider.name));
  if (!identity.email || !identity.emailVerified) {
    throw new AppError(403, 'FORBIDDEN', messages.socialEmailUnverified(provider.name));
  }
  return signInWithSocialIdentity(ctx, { ...identity, email: identity.email }, deps);
}

// ── the native account ──────────────────────────────────────────────────────────────────────────────────────────

export type VerifiedIdentity = Pick<FederatedIdentity, 'givenName' | 'familyName'> & { email: string };

/** A password nobody knows: social accounts sign in with the provider; forgot-password can set a real one. */
const unknownPassword = () => `${randomBytes(24).toString('base64url')}a1`;

/** A provider's name cut to what the name rules accept (member-forum §5), or the fallback when nothing is left. */
export function nameFromProvider(value: string, fallback: string): string {
  const cleaned = value
    .normalize('NFC')
    .replace(/[^\p{L}\p{M} ,.'’-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX)
    .trim();
  return /\p{L}/u.test(cleaned) ? cleaned : fallback;
}

/** Tokens for a native pool user through CUSTOM_AUTH; the proof is used up by the verify trigger. */
async function proofSignIn(username: string, memberId: string, deps: Deps) {
  const tokens = await deps.idp.signInWithProof(username, await issueProof(username));
  if (!tokens) throw new Error(`CUSTOM_AUTH refused the social proof for ${username}`);
  if (memberIdOf(tokens) !== memberId) throw new Error('CUSTOM_AUTH signed in another member than expected');
  return tokens;
}

/**
 * An account that had not verified its e-mail yet: the provider has now proven the address, so it is verified like
 * the e-mailed link would (pending when the community approves members). Its password is replaced first: whoever
 * signed up with this address before may not be its owner, and must not keep a way in (pre-hijacking).
 */
async function verifyThroughProvider(member: MemberItem, username: string, deps: Deps) {
  await deps.idp.setPassword(username, unknownPassword());
  const next = member.needsApproval ? 'pending' : 'active';
  const verifiedAt = new Date().toISOString();
  const event = outboxItem('member.verified', member.communityId, { memberId: member.memberId, state: next });
  await members.transitionState(member.communityId, member.memberId, 'unverified', next, { verifiedAt }, [event]);
  await deps.idp.markEmailVerified(username, member.email);
  return (await members.getMember(member.communityId, member.memberId)) ?? member;
}

async function signInMember(ctx: RequestContext, site: Site, found: MemberItem, deps: Deps): Promise<SignedIn> {
  // Like sign-up: a denied e-mail does not get in again.
  if (found.state === 'denied') throw new AppError(403, 'ACCOUNT_DENIED', messages.signUpDenied(site.name));
  const username = poolUsername(found.communityId, found.email);
  const member = found.state === 'unverified' ? await verifyThroughProvider(found, username, deps) : found;
  const tokens = await proofSignIn(username, member.memberId, deps);
  await countActive(member);
  return { user: toSessionUser(member), tokens };
}

/** On a community host, an owner-app account with a staff record there signs in as itself (like password sign-in). */
async function signInStaffOwner(ctx: RequestContext, email: string, deps: Deps): Promise<SignedIn | null> {
  if (ctx.tenant.kind !== 'community') return null;
  const owner = await memberByEmail(OWNER_APP_COMMUNITY_ID, email);
  if (!owner || owner.state === 'unverified' || owner.state === 'denied') return null;
  const staff = await getStaffRecord(ctx.tenant.communityId, owner.memberId);
  if (!staff) return null;
  const tokens = await proofSignIn(poolUsername(OWNER_APP_COMMUNITY_ID, email), owner.memberId, deps);
  return { user: toSessionUser(owner, staff), tokens };
}

/**
 * A new account as sign-up makes it (member item, e-mail claim, pool user; undone together on failure), with the
 * e-mail already verified by the provider: active, or pending when the community approves members and the address
 * is not whitelisted. Owners on the app host get an owner account.
 */
async function createSocialAccount(ctx: RequestContext, site: Site, identity: VerifiedIdentity, deps: Deps) {
  const { tenant } = ctx;
  const username = poolUsername(tenant.communityId, identity.email);
  if (username.length > USERNAME_MAX) throw refusal('EMAIL_TOO_LONG');
  const needsApproval = site.memberApproval && !isWhitelisted(identity.email, site.memberWhitelist);
  const now = new Date().toISOString();
  const member: MemberItem = {
    communityId: tenant.communityId,
    memberId: ulid(),
    email: identity.email,
    firstName: nameFromProvider(identity.givenName, nameFromProvider(identity.email.split('@')[0] ?? '', 'Member')),
    // A provider may know a single name only; the member can add a last name in the profile.
    lastName: nameFromProvider(identity.familyName, ''),
    kind: tenant.kind === 'app' ? 'owner' : 'member',
    state: needsApproval ? 'pending' : 'active',
    needsApproval,
    welcomePending: true,
    createdAt: now,
    verifiedAt: now,
  };
  await createAccount(member, username, unknownPassword(), deps);
  await deps.idp.markEmailVerified(username, member.email);
  return member;
}

/**
 * Signs the person the provider vouched for into this site's account for that e-mail: the existing one, an owner's
 * staff view on a community they manage, or a new one. Counted like a password sign-in attempt (given back once in).
 */
export async function signInWithSocialIdentity(
  ctx: RequestContext,
  input: VerifiedIdentity,
  deps: Deps = defaultDeps,
): Promise<SignedIn> {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.emailInvalid);
  const identity = { ...input, email: parsed.data };
  const { tenant } = ctx;
  const attempt = await countAttempt(tenant.communityId, 'signIn', { account: identity.email, ip: ctx.ip });
  const signedIn = await signInVerifiedIdentity(ctx, identity, deps);
  await attempt.succeeded();
  return signedIn;
}

async function signInVerifiedIdentity(ctx: RequestContext, identity: VerifiedIdentity, deps: Deps): Promise<SignedIn> {
  const { tenant } = ctx;
  const site = await siteOf(tenant);

  const existing = await memberByEmail(tenant.communityId, identity.email);
  if (existing) return signInMember(ctx, site, existing, deps);
  const owner = await signInStaffOwner(ctx, identity.email, deps);
  if (owner) return owner;
  try {
    return await signInMember(ctx, site, await createSocialAccount(ctx, site, identity, deps), deps);
  } catch (error) {
    // Two attempts racing to create the account: the loser signs in to the winner's.
    if (!(error instanceof AppError && error.code === 'ACCOUNT_EXISTS')) throw error;
    const raced = await memberByEmail(tenant.communityId, identity.email);
    if (!raced) throw error;
    return signInMember(ctx, site, raced, deps);
  }
}
