// The owner's support chat identity (owner-dashboard §7 getUserHash, hasBeamAccount) over HTTP: the hash is of the
// caller's own address only, under the local platform's fixed secret; whether an owner account exists is answered
// for any address, rate-limited like sign-up.
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@hearth/shared/constants/auth';
import { LOCAL_SUPPORT_HASH_SECRET } from '../../scripts/local/support-chat.ts';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser, uniqueEmail } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

const expectedHash = (email: string) => createHmac('sha256', LOCAL_SUPPORT_HASH_SECRET).update(email).digest('hex');
const hashOf = (as: Browser, query = '') => as<{ hash: string }>(`/api/v1/account/support-hash${query}`);
const exists = (as: Browser, email: string) => as<{ exists: boolean }>('/api/v1/account/exists', { body: { email } });

describe('support chat identity', { timeout: 60_000 }, () => {
  let first: Awaited<ReturnType<typeof signedInAccount>>;
  let second: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    [first, second] = await Promise.all([
      signedInAccount('app.localhost', 'support-a'),
      signedInAccount('app.localhost', 'support-b'),
    ]);
  }, 60_000);

  it('hashes the signed-in owner’s own address with the platform’s secret', async () => {
    for (const owner of [first, second]) {
      const res = await hashOf(owner.browser);
      expect(res.status, res.text).toBe(200);
      expect(res.json.hash).toBe(expectedHash(owner.email.toLowerCase()));
    }
  });

  it('never hashes an address the request names', async () => {
    const res = await hashOf(first.browser, `?email=${encodeURIComponent(second.email)}`);
    expect(res.json.hash).toBe(expectedHash(first.email.toLowerCase()));
  });

  it('answers nobody without an owner-app session', async () => {
    expect((await hashOf(newBrowser('app.localhost'))).status).toBe(401);
    const member = await signedInAccount('demo.localhost', 'support-member');
    expect((await hashOf(member.browser)).status).not.toBe(200);
  });

  it('says whether an owner account exists for an address', async () => {
    const asker = newBrowser('app.localhost');
    expect((await exists(asker, first.email)).json).toEqual({ exists: true });
    expect((await exists(asker, first.email.toUpperCase())).json).toEqual({ exists: true });
    expect((await exists(asker, uniqueEmail('nobody'))).json).toEqual({ exists: false });
    // A community member is not an owner account.
    expect((await exists(asker, 'member@hearth.local')).json).toEqual({ exists: false });
    const bad = await exists(asker, 'not-an-address');
    expect(bad.status).toBe(400);
  });

  it('is rate-limited per address like sign-up', async () => {
    const asker = newBrowser('app.localhost');
    const address = second.email;
    for (let i = 0; i < RATE_LIMITS.accountExists.perAccount; i++) {
      expect((await exists(asker, address)).status).toBe(200);
    }
    const over = await exists(newBrowser('app.localhost'), address);
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ error: 'RATE_LIMITED' });
  });
});
