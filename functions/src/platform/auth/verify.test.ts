import { type CryptoKey, SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifier, parsePoolUsername, readCookie } from './verify.ts';

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

const good = { sub: 'u-1', token_use: 'access', client_id: 'client-1', username: 'cm-demo|ana@example.com' };

describe('createVerifier', () => {
  it('turns a valid access token into an actor with its community', async () => {
    await expect(verify(await sign(good))).resolves.toEqual({
      sub: 'u-1',
      username: 'cm-demo|ana@example.com',
      communityId: 'cm-demo',
      email: 'ana@example.com',
    });
  });

  it.each([
    ['an id token', { ...good, token_use: 'id' }, {}],
    ['another client', { ...good, client_id: 'client-2' }, {}],
    ['a username without a community', { ...good, username: 'ana@example.com' }, {}],
    ['another issuer', good, { issuer: 'http://127.0.0.1:9229/other_pool' }],
    ['an expired token', good, { expiresIn: '-1m' }],
  ])('rejects %s', async (_name, claims, opts) => {
    await expect(verify(await sign(claims, opts))).resolves.toBeNull();
  });

  it('rejects a token signed by another key and garbage', async () => {
    await expect(verify(await sign(good, { key: otherKey }))).resolves.toBeNull();
    await expect(verify('not.a.jwt')).resolves.toBeNull();
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
    expect(readCookie(['a=1', 'hearth_access=tok%3D', 'b=2'], 'hearth_access')).toBe('tok=');
    expect(readCookie(['hearth_accessx=1'], 'hearth_access')).toBeUndefined();
    expect(readCookie(undefined, 'hearth_access')).toBeUndefined();
  });
});
