import { type CryptoKey, SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';
import { createVerifier, parsePoolUsername } from './verify.ts';

const issuer = 'http://127.0.0.1:9229/local_pool';
let verify: ReturnType<typeof createVerifier>;
let sign: (
  claims: Record<string, unknown>,
  opts?: { issuer?: string; expiresIn?: string; key?: CryptoKey },
) => Promise<string>;
let otherKey: CryptoKey;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  verify = createVerifier({ issuer, clientId: 'client-1', keys: createLocalJWKSet({ keys: [jwk] }) });
  sign = (claims, opts = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(opts.issuer ?? issuer)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(opts.key ?? privateKey);
});

const good = {
  sub: 'u-1',
  token_use: 'id',
  aud: 'client-1',
  'cognito:username': 'cm-demo|ana@example.com',
  'custom:communityId': 'cm-demo',
  'custom:memberId': 'm-1',
};

describe('createVerifier', () => {
  it('turns a valid ID token into an actor with its community and member id', async () => {
    await expect(verify(await sign(good))).resolves.toEqual({
      actor: {
        sub: 'u-1',
        username: 'cm-demo|ana@example.com',
        communityId: 'cm-demo',
        memberId: 'm-1',
        email: 'ana@example.com',
        issuedAt: expect.any(Number),
      },
    });
  });

  it('tells an expired token from an invalid one (the SPA refreshes the first)', async () => {
    await expect(verify(await sign(good, { expiresIn: '-1m' }))).resolves.toEqual({ expired: true });
  });

  it.each([
    ['an access token', { ...good, token_use: 'access' }, {}],
    ['another client', { ...good, aud: 'client-2' }, {}],
    ['a username without a community', { ...good, 'cognito:username': 'ana@example.com' }, {}],
    ['a username of another community than its attribute', { ...good, 'custom:communityId': 'cm-other' }, {}],
    ['no member id', { ...good, 'custom:memberId': undefined }, {}],
    ['another issuer', good, { issuer: 'http://127.0.0.1:9229/other_pool' }],
  ])('rejects %s', async (_name, claims, opts) => {
    await expect(verify(await sign(claims, opts))).resolves.toEqual({ invalid: true });
  });

  it('rejects a token signed by another key and garbage', async () => {
    await expect(verify(await sign(good, { key: otherKey }))).resolves.toEqual({ invalid: true });
    await expect(verify('not.a.jwt')).resolves.toEqual({ invalid: true });
  });
});

describe('pool usernames and cookies', () => {
  it.each([
    ['app|owner@x.io', { communityId: 'app', email: 'owner@x.io' }],
    ['cm-1|a|b@x.io', { communityId: 'cm-1', email: 'a|b@x.io' }],
    ['|a@x.io', null],
    ['cm-1|', null],
    ['plain', null],
  ])('parsePoolUsername(%s)', (username, expected) => {
    expect(parsePoolUsername(username)).toEqual(expected);
  });

  it('reads one cookie from the API Gateway cookies array', () => {
    expect(readCookie(['a=1', 'hearth_id=tok%3D', 'b=2'], 'hearth_id')).toBe('tok=');
    expect(readCookie(['hearth_idx=1'], 'hearth_id')).toBeUndefined();
    expect(readCookie(['hearth_id='], 'hearth_id')).toBeUndefined();
    expect(readCookie(undefined, 'hearth_id')).toBeUndefined();
  });
});
