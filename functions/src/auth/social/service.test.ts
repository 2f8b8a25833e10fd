// Social sign-in end to end through its three handlers, with what cannot run locally faked at its edge: the hosted
// UI's token endpoint and the pool's JWKS (msw), the Cognito admin calls (aws-sdk-client-mock; cognito-local has no
// CUSTOM_AUTH, no AdminRespondToAuthChallenge and no auth-challenge triggers) and the DynamoDB proof write. Accounts
// live in an in-memory stand-in for the auth and members stores, so each case states the accounts it starts from.
import { createHash } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as messages from '@hearth/shared/messages';
import { SOCIAL_RESULT_TYPE } from '@hearth/shared/schemas/auth';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { type CryptoKey, SignJWT, exportJWK, generateKeyPair } from 'jose';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../platform/config.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import type { Tenant } from '../../platform/tenancy/resolve.ts';
import { completeSocialSignIn } from '../handlers/complete-social-sign-in.ts';
import { socialSignInCallback } from '../handlers/social-sign-in-callback.ts';
import { startSocialSignIn } from '../handlers/start-social-sign-in.ts';
import type * as CommunitiesStore from '../../communities/store/community.ts';
import type * as Activity from '../../platform/activity.ts';
import type { TransactItem } from '../../platform/db/transact.ts';
import type * as Staff from '../../communities/store/staff.ts';
import type { MemberItem } from '../../members/model.ts';
import type * as MembersStore from '../../members/store/member.ts';
import type * as AuthStore from '../store.ts';
import { resetFederatedVerifier } from './oauth.ts';
import { SOCIAL_STATE_COOKIE } from './state.ts';

// ── in-memory accounts, communities, staff records and host claims ──────────────────────────────────────────────

const world = vi.hoisted(() => ({
  members: new Map<string, MemberItem>(),
  communities: new Map<string, { communityName: string; memberApproval: boolean; memberWhitelist: string[] }>(),
  staff: new Map<string, { communityId: string; memberId: string; accessLevel: number; role: string }>(),
  subdomains: new Map<string, string>(),
}));
const byEmail = (communityId: string, email: string) =>
  [...world.members.values()].find((m) => m.communityId === communityId && m.email === email) ?? null;

vi.mock('../store.ts', async (original) => ({
  ...(await original<typeof AuthStore>()),
  getMemberIdByEmail: async (communityId: string, email: string) => byEmail(communityId, email)?.memberId ?? null,
  // The claim and the member's own writes (members' newMemberWrites: the member item first) in one step.
  putEmailClaim: async (communityId: string, email: string, memberId: string, writes: TransactItem[]) => {
    if (byEmail(communityId, email)) return false;
    const { PK: _pk, SK: _sk, GSI1PK: _gpk, GSI1SK: _gsk, ...member } = writes[0]!.Put!.Item as Record<string, unknown>;
    world.members.set(memberId, structuredClone(member as unknown as MemberItem));
    return true;
  },
  deleteEmailClaim: async (communityId: string, email: string) => {
    const member = byEmail(communityId, email);
    if (member) world.members.delete(member.memberId);
  },
}));
vi.mock('../../members/store/member.ts', async (original) => ({
  ...(await original<typeof MembersStore>()),
  getMember: async (communityId: string, memberId: string) => {
    const m = world.members.get(memberId);
    return m && m.communityId === communityId ? structuredClone(m) : null;
  },
  transitionState: async (_c: string, memberId: string, from: string, to: MemberItem['state'], extra = {}) => {
    const m = world.members.get(memberId);
    if (!m || m.state !== from) return false;
    Object.assign(m, { state: to }, extra);
    return true;
  },
}));
vi.mock('../../communities/store/community.ts', async (original) => ({
  ...(await original<typeof CommunitiesStore>()),
  getCommunity: async (communityId: string) => world.communities.get(communityId) ?? null,
}));
vi.mock('../../communities/store/staff.ts', async (original) => ({
  ...(await original<typeof Staff>()),
  getStaffRecord: async (communityId: string, memberId: string) =>
    world.staff.get(`${communityId}/${memberId}`) ?? null,
}));
vi.mock('../../platform/tenancy/store.ts', () => ({
  getSubdomainOwner: async (subdomain: string) => world.subdomains.get(subdomain) ?? null,
  getCustomDomainOwner: async () => null,
}));
vi.mock('../../platform/rate-limit.ts', () => ({
  countAttempt: vi.fn(async () => ({ succeeded: async () => undefined })),
}));
vi.mock('../../platform/activity.ts', async (original) => ({
  ...(await original<typeof Activity>()),
  recordActive: vi.fn(async () => undefined),
}));

// ── the pool, its hosted UI and the provider ────────────────────────────────────────────────────────────────────

const region = 'eu-west-1';
const poolId = `${region}_Test`;
const clientId = 'web-client';
const issuer = `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
const authDomain = `https://hearth-example.auth.${region}.amazoncognito.com`;
const callbackUrl = 'https://app.hearth.example/api/v1/auth/social/callback';
const demo: Tenant = { kind: 'community', communityId: 'cm-demo', host: 'demo.hearth.example' };
const other: Tenant = { kind: 'community', communityId: 'cm-other', host: 'other.hearth.example' };
const ownerApp: Tenant = { kind: 'app', communityId: 'app', host: 'app.hearth.example' };

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const server = setupServer();

let signingKey: CryptoKey;
let jwk: Record<string, unknown>;
/** What the next code exchange answers: the federated ID token's claims (or a status and body). */
let provider: { claims: Record<string, unknown> } | { status: number; body: JsonBodyType };
let exchanges: URLSearchParams[];

const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(clientId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(signingKey);

const googleClaims = (nonce: string, over: Record<string, unknown> = {}) => ({
  sub: 'fed-sub-1',
  token_use: 'id',
  nonce,
  'cognito:username': 'google_1234567890',
  identities: [{ providerName: 'Google', providerType: 'Google', userId: '1234567890', primary: 'true' }],
  email: 'Ada@Example.com',
  email_verified: 'true',
  given_name: 'Ada',
  family_name: 'Lovelace',
  ...over,
});

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

beforeEach(() => {
  Object.assign(process.env, {
    AWS_REGION: region,
    USER_POOL_ID: poolId,
    USER_POOL_CLIENT_ID: clientId,
    BASE_DOMAIN: 'hearth.example',
    SOCIAL_AUTH_DOMAIN: authDomain,
    SOCIAL_CALLBACK_URL: callbackUrl,
    SOCIAL_PROVIDERS: 'google,facebook',
  });
  delete process.env.HEARTH_STAGE;
  resetConfig();
  resetFederatedVerifier();
  world.members.clear();
  world.staff.clear();
  world.communities.clear();
  world.communities.set('cm-demo', { communityName: 'Trail Runners', memberApproval: false, memberWhitelist: [] });
  world.communities.set('cm-other', { communityName: 'Other', memberApproval: false, memberWhitelist: [] });
  world.subdomains.clear();
  world.subdomains.set('demo', 'cm-demo');
  world.subdomains.set('other', 'cm-other');
  exchanges = [];
  provider = { claims: {} };

  server.use(
    http.get(`${issuer}/.well-known/jwks.json`, () => HttpResponse.json({ keys: [jwk] })),
    http.post(`${authDomain}/oauth2/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      exchanges.push(form);
      if ('status' in provider) return HttpResponse.json(provider.body, { status: provider.status });
      return HttpResponse.json({
        id_token: await sign(provider.claims),
        access_token: 'federated-access',
        refresh_token: 'federated-refresh',
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }),
  );

  cognito.reset();
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
  cognito.on(AdminCreateUserCommand).resolves({});
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminUpdateUserAttributesCommand).resolves({});
  cognito.on(RevokeTokenCommand).resolves({});
  cognito.on(AdminInitiateAuthCommand).resolves({ ChallengeName: 'CUSTOM_CHALLENGE', Session: 'session-1' });
  // Cognito's side of CUSTOM_AUTH: tokens for the pool user, when the answer is the proof just stored for it.
  cognito.on(AdminRespondToAuthChallengeCommand).callsFake(async (input) => {
    const username = input.ChallengeResponses.USERNAME as string;
    const proofHash = createHash('sha256').update(input.ChallengeResponses.ANSWER).digest('base64url');
    const stored = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item!);
    if (!stored.some((item) => item.username === username && String(item.SK).endsWith(proofHash))) {
      throw Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
    }
    const [communityId, email] = username.split('|') as [string, string];
    const member = byEmail(communityId, email)!;
    const idToken = await sign({
      sub: `native-${member.memberId}`,
      token_use: 'id',
      'cognito:username': username,
      'custom:communityId': communityId,
      'custom:memberId': member.memberId,
    });
    return { AuthenticationResult: { IdToken: idToken, RefreshToken: 'native-refresh', ExpiresIn: 3600 } };
  });
});

afterEach(() => {
  server.resetHandlers();
  for (const name of ['SOCIAL_AUTH_DOMAIN', 'SOCIAL_CALLBACK_URL', 'SOCIAL_PROVIDERS', 'BASE_DOMAIN']) {
    delete process.env[name];
  }
  resetConfig();
});

// ── driving the popup ───────────────────────────────────────────────────────────────────────────────────────────

function input<T>(tenant: Tenant, parts: { params?: unknown; query?: unknown; cookies?: string[] }) {
  const event = {
    headers: { host: tenant.host },
    cookies: parts.cookies,
    requestContext: { http: { sourceIp: '203.0.113.9' } },
  } as unknown as APIGatewayProxyEventV2;
  return { tenant, actor: null, event, params: parts.params, query: parts.query, requestId: 'r-1' } as T;
}

type Result = { status?: number; body: string; headers?: Record<string, string>; cookies?: string[] };

/** The Set-Cookie of the state cookie as the browser would send it back. */
const cookieOf = (result: Result) =>
  result.cookies!.find((c) => c.startsWith(`${SOCIAL_STATE_COOKIE}=`))!.split(';')[0]!;

/** The result the page posts to the opener, and where to. */
function posted(result: Result): { result: { type: string; ok: boolean; message: string }; target: string | null } {
  const json = /<script type="application\/json" id="hearth-social-result">(.*?)<\/script>/s.exec(result.body)?.[1];
  return JSON.parse(json!);
}

async function start(tenant: Tenant, providerId: 'google' | 'facebook' = 'google') {
  const result = (await startSocialSignIn(input(tenant, { params: { provider: providerId } }))) as Result;
  return { result, cookie: result.cookies?.length ? cookieOf(result) : undefined };
}

/** Cognito sends the browser to the callback with a code and the state it was given. */
async function callback(query: Record<string, string>) {
  return (await socialSignInCallback(input<HandlerInput<never>>(ownerApp, { query }) as never)) as Result;
}

async function complete(tenant: Tenant, query: Record<string, string>, cookies: string[]) {
  return (await completeSocialSignIn(input<HandlerInput<never>>(tenant, { query, cookies }) as never)) as Result;
}

/** The whole popup: start on `tenant`, the provider answers `claims(nonce)`, then callback and complete. */
async function signInThrough(
  tenant: Tenant,
  claims: (nonce: string) => Record<string, unknown> = googleClaims,
  providerId: 'google' | 'facebook' = 'google',
) {
  const { result, cookie } = await start(tenant, providerId);
  const authorize = new URL(result.headers!.location!);
  provider = { claims: claims(authorize.searchParams.get('nonce')!) };
  const relayed = await callback({ code: 'auth-code-1', state: authorize.searchParams.get('state')! });
  const next = new URL(relayed.headers!.location!);
  return complete(tenant, Object.fromEntries(next.searchParams), [cookie!]);
}

const member = (over: Partial<MemberItem>): MemberItem => ({
  communityId: 'cm-demo',
  memberId: 'm-existing',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  kind: 'member',
  state: 'active',
  needsApproval: false,
  welcomePending: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

// ── the cases ───────────────────────────────────────────────────────────────────────────────────────────────────

describe('start', () => {
  it("sets the state cookie and sends the popup to the hosted UI's Google authorization with PKCE", async () => {
    const { result, cookie } = await start(demo);
    expect(result.status).toBe(302);
    const url = new URL(result.headers!.location!);
    expect(`${url.origin}${url.pathname}`).toBe(`${authDomain}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: callbackUrl,
      identity_provider: 'Google',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    const state = JSON.parse(Buffer.from(url.searchParams.get('state')!, 'base64url').toString());
    // owner-dashboard §7: the state carries a random token, the communityId and the origin.
    expect(state).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      communityId: 'cm-demo',
      origin: 'https://demo.hearth.example',
    });
    expect(url.searchParams.get('nonce')).toBe(state.token);
    const setCookie = result.cookies!.find((c) => c.startsWith(SOCIAL_STATE_COOKIE))!;
    expect(setCookie).toMatch(/; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/);
    // The PKCE verifier stays in the httpOnly cookie; only its S256 challenge goes through the browser's URL.
    const attempt = JSON.parse(Buffer.from(cookie!.split('=')[1]!, 'base64url').toString());
    expect(attempt).toMatchObject({ ...state, provider: 'google' });
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(attempt.verifier).digest('base64url'),
    );
    expect(result.headers!.location).not.toContain(attempt.verifier);
  });

  it('answers 501 with the reason for a provider this deployment does not have', async () => {
    process.env.SOCIAL_PROVIDERS = 'google';
    resetConfig();
    const { result } = await start(demo, 'facebook');
    expect(result.status).toBe(501);
    expect(posted(result).result).toEqual({
      type: SOCIAL_RESULT_TYPE,
      ok: false,
      message: messages.socialProviderOff('Facebook'),
    });
  });
});

describe('without a hosted UI domain (the local platform)', () => {
  it('answers 501 with the local text on all three steps, the start page reporting it to the opener', async () => {
    delete process.env.SOCIAL_AUTH_DOMAIN;
    resetConfig();
    const { result } = await start(demo);
    expect(result.status).toBe(501);
    expect(posted(result)).toEqual({
      result: { type: SOCIAL_RESULT_TYPE, ok: false, message: messages.socialSignInLocal },
      target: 'https://demo.hearth.example',
    });
    expect((await callback({ code: 'c', state: 's' })).status).toBe(501);
    const done = await complete(demo, { code: 'c', state: 's' }, []);
    expect(done.status).toBe(501);
    expect(done.body).toContain(messages.socialSignInLocal);
  });
});

describe('callback', () => {
  it("relays code and state to the complete step on the state's own site", async () => {
    const { result } = await start(demo);
    const state = new URL(result.headers!.location!).searchParams.get('state')!;
    const relayed = await callback({ code: 'auth-code-1', state });
    expect(relayed.status).toBe(302);
    const next = new URL(relayed.headers!.location!);
    expect(`${next.origin}${next.pathname}`).toBe('https://demo.hearth.example/api/v1/auth/social/complete');
    expect(Object.fromEntries(next.searchParams)).toEqual({ code: 'auth-code-1', state });
  });

  it.each([
    ['an origin outside the platform', { origin: 'https://evil.example' }],
    ["another community's host", { origin: 'https://other.hearth.example' }],
    ['plain http', { origin: 'http://demo.hearth.example' }],
    ['an origin with a path', { origin: 'https://demo.hearth.example/x' }],
  ])('refuses to send the code to %s (400, nothing to post to)', async (_name, change) => {
    const { result } = await start(demo);
    const state = new URL(result.headers!.location!).searchParams.get('state')!;
    const decoded = JSON.parse(Buffer.from(state, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, ...change })).toString('base64url');
    const relayed = await callback({ code: 'auth-code-1', state: forged });
    expect(relayed.status).toBe(400);
    expect(relayed.headers).not.toHaveProperty('location');
    expect(posted(relayed)).toEqual({
      result: { type: SOCIAL_RESULT_TYPE, ok: false, message: messages.socialStateInvalid },
      target: null,
    });
  });
});

describe('complete: the state cookie', () => {
  async function attempt() {
    const { result, cookie } = await start(demo);
    const state = new URL(result.headers!.location!).searchParams.get('state')!;
    return { state, cookie: cookie! };
  }
  const expectRefused = (result: Result) => {
    expect(result.status).toBe(400);
    expect(posted(result).result).toMatchObject({ ok: false, message: messages.socialStateInvalid });
    // The attempt is over either way, and nothing was exchanged or signed in.
    expect(result.cookies).toEqual([expect.stringMatching(new RegExp(`^${SOCIAL_STATE_COOKIE}=; .*Max-Age=0`))]);
    expect(exchanges).toEqual([]);
    expect(cognito.commandCalls(AdminInitiateAuthCommand)).toEqual([]);
  };

  it('refuses a callback without the cookie (another browser, or the cookie expired)', async () => {
    const { state } = await attempt();
    expectRefused(await complete(demo, { code: 'c', state }, []));
  });

  it("refuses a state that is not this cookie's (tampered token)", async () => {
    const { state, cookie } = await attempt();
    const decoded = JSON.parse(Buffer.from(state, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, token: 'A'.repeat(43) })).toString('base64url');
    expectRefused(await complete(demo, { code: 'c', state: forged }, [cookie]));
  });

  it('refuses a tampered cookie', async () => {
    const { state, cookie } = await attempt();
    const [name, value] = cookie.split('=') as [string, string];
    const decoded = JSON.parse(Buffer.from(value, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, communityId: 'cm-other' })).toString('base64url');
    expectRefused(await complete(demo, { code: 'c', state }, [`${name}=${forged}`]));
    expectRefused(await complete(demo, { code: 'c', state }, [`${name}=not-json`]));
  });

  it("refuses another site's attempt, even with its cookie and state (cookies are host-only anyway)", async () => {
    const { state, cookie } = await attempt();
    expectRefused(await complete(other, { code: 'c', state }, [cookie]));
  });

  it('says the sign-in was cancelled when the person closed the consent screen', async () => {
    const { state, cookie } = await attempt();
    const result = await complete(demo, { error: 'access_denied', state }, [cookie]);
    expect(result.status).toBe(400);
    expect(posted(result).result.message).toBe(messages.socialCancelled);
  });
});

describe('complete: the code exchange and the federated ID token', () => {
  it('exchanges the code at the pool domain with the PKCE verifier that matches the challenge', async () => {
    const result = await signInThrough(demo);
    expect(result.status ?? 200).toBe(200);
    const [form] = exchanges;
    expect(Object.fromEntries(form!)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: clientId,
      code: 'auth-code-1',
      redirect_uri: callbackUrl,
    });
    // The federated refresh token is revoked at once: the session is the native account's.
    expect(cognito.commandCalls(RevokeTokenCommand)[0]!.args[0].input).toEqual({
      ClientId: clientId,
      Token: 'federated-refresh',
    });
  });

  it.each([
    ['another nonce', (nonce: string) => googleClaims(`${nonce}x`)],
    ['another provider', (nonce: string) => googleClaims(nonce, { identities: [{ providerName: 'Facebook' }] })],
    ['an access token', (nonce: string) => googleClaims(nonce, { token_use: 'access' })],
  ])('refuses a federated token with %s', async (_name, claims) => {
    const result = await signInThrough(demo, claims);
    expect(result.status).toBe(400);
    expect(posted(result).result.message).toBe(messages.socialFailed('Google'));
    expect(cognito.commandCalls(AdminInitiateAuthCommand)).toEqual([]);
  });

  it('ends the attempt when the code is used or expired, and says the provider failed on a hosted UI error', async () => {
    const { result, cookie } = await start(demo);
    const state = new URL(result.headers!.location!).searchParams.get('state')!;
    provider = { status: 400, body: { error: 'invalid_grant' } };
    const used = await complete(demo, { code: 'c', state }, [cookie!]);
    expect([used.status, posted(used).result.message]).toEqual([400, messages.socialStateInvalid]);
    provider = { status: 500, body: { error: 'server_error' } };
    const failed = await complete(demo, { code: 'c', state }, [cookie!]);
    expect([failed.status, posted(failed).result.message]).toEqual([502, messages.socialFailed('Google')]);
  });
});

describe('complete: the provider e-mail', () => {
  it.each([
    ['Google says it is not verified', 'google', (n: string) => googleClaims(n, { email_verified: 'false' })],
    ['Google leaves email_verified out', 'google', (n: string) => googleClaims(n, { email_verified: undefined })],
    [
      'Facebook has no address (a phone-only account)',
      'facebook',
      (n: string) => googleClaims(n, { identities: [{ providerName: 'Facebook' }], email: undefined }),
    ],
  ] as const)('refuses when %s, creating nothing', async (_name, providerId, claims) => {
    const result = await signInThrough(demo, claims, providerId);
    const name = providerId === 'google' ? 'Google' : 'Facebook';
    expect(result.status).toBe(403);
    expect(posted(result).result.message).toBe(messages.socialEmailUnverified(name));
    expect(world.members.size).toBe(0);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toEqual([]);
  });
});

describe('complete: the native account', () => {
  it('creates an active account like sign-up (e-mail verified), signs it in through CUSTOM_AUTH and sets the session cookies', async () => {
    const result = await signInThrough(demo);

    expect(result.status ?? 200).toBe(200);
    const [created] = [...world.members.values()];
    expect(created).toMatchObject({
      communityId: 'cm-demo',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      kind: 'member',
      state: 'active',
      needsApproval: false,
      welcomePending: true,
      verifiedAt: expect.any(String),
    });
    const username = 'cm-demo|ada@example.com';
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]!.args[0].input).toMatchObject({
      Username: username,
      MessageAction: 'SUPPRESS',
    });
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]!.args[0].input.UserAttributes).toContainEqual({
      Name: 'email_verified',
      Value: 'true',
    });
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]!.args[0].input).toEqual({
      UserPoolId: poolId,
      ClientId: clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: username },
    });
    expect(cognito.commandCalls(AdminRespondToAuthChallengeCommand)[0]!.args[0].input).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: 'session-1',
      ChallengeResponses: { USERNAME: username, ANSWER: expect.stringMatching(/^[\w-]{43}$/) },
    });
    // The proof is stored hashed, for that username only, for 2 minutes.
    const proof = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(proof).toMatchObject({ PK: 'C#cm-demo', username, SK: expect.stringMatching(/^SOCIALPROOF#/) });
    expect(Number(proof.expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);

    expect(result.cookies).toEqual([
      expect.stringMatching(new RegExp(`^${SOCIAL_STATE_COOKIE}=; .*Max-Age=0`)),
      expect.stringMatching(/^hearth_id=.+; Path=\/; .*HttpOnly; Secure; SameSite=Lax$/),
      expect.stringMatching(/^hearth_refresh=native-refresh; Path=\/api\/v1\/auth; /),
    ]);
    expect(posted(result)).toEqual({
      result: { type: SOCIAL_RESULT_TYPE, ok: true, message: messages.socialSignedIn },
      target: 'https://demo.hearth.example',
    });
    expect(result.headers!['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
  });

  it('creates the account pending when the community approves members and the e-mail is not whitelisted', async () => {
    world.communities.set('cm-demo', { communityName: 'Founders', memberApproval: true, memberWhitelist: ['acme.io'] });
    const result = await signInThrough(demo);
    expect(result.status ?? 200).toBe(200);
    expect([...world.members.values()][0]).toMatchObject({ state: 'pending', needsApproval: true });

    world.members.clear();
    await signInThrough(demo, (n) => googleClaims(n, { email: 'grace@eng.acme.io' }));
    expect([...world.members.values()][0]).toMatchObject({ email: 'grace@eng.acme.io', state: 'active' });
  });

  it('signs in to the existing account for that e-mail without creating anything', async () => {
    world.members.set('m-existing', member({}));
    const result = await signInThrough(demo);
    expect(result.status ?? 200).toBe(200);
    expect(world.members.size).toBe(1);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toEqual([]);
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]!.args[0].input.AuthParameters).toEqual({
      USERNAME: 'cm-demo|ada@example.com',
    });
  });

  it('refuses a denied account like sign-up does, without signing it in', async () => {
    world.members.set('m-existing', member({ state: 'denied' }));
    const result = await signInThrough(demo);
    expect(result.status).toBe(403);
    expect(posted(result).result.message).toBe(messages.signUpDenied('Trail Runners'));
    expect(cognito.commandCalls(AdminInitiateAuthCommand)).toEqual([]);
    expect(result.cookies!.some((c) => c.startsWith('hearth_id='))).toBe(false);
  });

  it('verifies an unverified account and replaces its password first (whoever signed up may not own the address)', async () => {
    world.members.set('m-existing', member({ state: 'unverified', needsApproval: false }));
    const result = await signInThrough(demo);
    expect(result.status ?? 200).toBe(200);
    expect(world.members.get('m-existing')).toMatchObject({ state: 'active', verifiedAt: expect.any(String) });
    const [reset] = cognito.commandCalls(AdminSetUserPasswordCommand);
    expect(reset!.args[0].input).toMatchObject({ Username: 'cm-demo|ada@example.com', Permanent: true });
  });

  it('signs an owner in as themself (with their staff role) on a community they manage', async () => {
    world.members.set('m-owner', member({ communityId: 'app', memberId: 'm-owner', kind: 'owner' }));
    world.staff.set('cm-demo/m-owner', {
      communityId: 'cm-demo',
      memberId: 'm-owner',
      accessLevel: 100,
      role: 'owner',
    });
    const result = await signInThrough(demo);
    expect(result.status ?? 200).toBe(200);
    expect(world.members.size).toBe(1);
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]!.args[0].input.AuthParameters).toEqual({
      USERNAME: 'app|ada@example.com',
    });
  });

  it('creates an owner account on the owner app host', async () => {
    const result = await signInThrough(ownerApp);
    expect(result.status ?? 200).toBe(200);
    expect([...world.members.values()][0]).toMatchObject({ communityId: 'app', kind: 'owner', state: 'active' });
    expect(posted(result).target).toBe('https://app.hearth.example');
  });

  it('answers a generic 500 page when Cognito refuses the proof (a misconfigured trigger)', async () => {
    cognito
      .on(AdminRespondToAuthChallengeCommand)
      .rejects(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    const result = await signInThrough(demo);
    expect(result.status).toBe(500);
    expect(posted(result).result).toMatchObject({ ok: false, message: messages.generic });
  });
});
