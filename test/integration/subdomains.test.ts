// The builder's live subdomain check (owner-dashboard §5): rules, reserved words, taken; owners only.
import { describe, expect, it } from 'vitest';
import { subdomainMessages } from '@hearth/shared/rules/subdomain';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser } from './context.ts';

async function owner() {
  const browser = newBrowser('app.localhost');
  const res = await browser('/api/v1/auth/sign-in', {
    body: { email: 'owner@hearth.local', password: 'hearth-demo-1' },
  });
  expect(res.status).toBe(200);
  return browser;
}

describe('GET /api/v1/communities/subdomains/{subdomain}', () => {
  it.each([
    ['demo', false, subdomainMessages.taken],
    ['founders', false, subdomainMessages.taken],
    ['a-fresh-place-42', true, null],
    ['app', false, subdomainMessages.unavailable],
    ['My-Place', false, subdomainMessages.characters],
    ['-edge', false, subdomainMessages.characters],
    ['ab', false, subdomainMessages.length],
    ['caf%C3%A9s', false, subdomainMessages.characters],
  ])('%s → available %s', async (subdomain, available, message) => {
    const res = await (await owner())(`/api/v1/communities/subdomains/${subdomain}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ subdomain: decodeURIComponent(subdomain), available, message });
  });

  it('asks a guest to sign in and is not a community route', async () => {
    expect((await newBrowser('app.localhost')('/api/v1/communities/subdomains/anything')).status).toBe(401);
    const { browser } = await signedInAccount('demo.localhost', 'builder');
    expect(await browser('/api/v1/communities/subdomains/anything')).toMatchObject({
      status: 404,
      json: { error: 'COMMUNITY_NOT_FOUND' },
    });
  });
});
