// Members on a community's connected custom domain: the host reaches the community (site, sign-up, sign-in, the
// session and its refresh, with host-only cookies), e-mailed links and canonical URLs name the custom domain on every
// host of the community, and the live socket opens from the custom domain's pages but not from another domain's.
// The connection is written as the domains worker leaves it (the connected claim and the community item's mirror) on
// a community of this file's own, so no other file's community changes its links.
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { siteResponseSchema } from '@hearth/shared/schemas/site';
import { keys } from '@hearth/functions/platform/db/keys';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpBody, signedInAccount } from './auth-flows.ts';
import { newBrowser, on, platform, table, uniqueEmail } from './context.ts';
import { socketOf } from './live-socket.ts';
import { latestMailTo, linkIn } from './mailbox.ts';

const stamp = `${Date.now().toString(36)}-${process.pid}`;
const subdomain = `cd-${stamp}`;
const subdomainHost = `${subdomain}.localhost`;
const domain = `forum.cd-${stamp}.example`;
const customOrigin = `http://${domain}:${platform.port}`;

beforeAll(async () => {
  const owner = await signedInAccount('app.localhost', 'cd-owner');
  const created = await owner.browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Custom Domain Club',
      communitySubdomain: subdomain,
      organizationName: 'Custom Guild',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Meet on our own address.',
    },
  });
  expect(created.status, created.text).toBe(201);
  const { communityId } = created.json;
  // What connecting leaves: the claim answers for the domain, and the community item names it.
  await table.send(
    new PutCommand({ TableName: 'hearth', Item: { ...keys.customDomainClaim(domain), communityId, connected: true } }),
  );
  await table.send(
    new UpdateCommand({
      TableName: 'hearth',
      Key: keys.community(communityId),
      UpdateExpression: 'SET customDomain = :domain',
      ExpressionAttributeValues: { ':domain': domain },
    }),
  );
});

describe('a community on its connected custom domain', () => {
  it('answers its site on the custom domain and on the subdomain, both naming the custom domain', async () => {
    for (const host of [domain, subdomainHost]) {
      const site = siteResponseSchema.parse((await on(host)('/api/v1/site')).json);
      expect(site).toMatchObject({ kind: 'community', community: { subdomain, customDomainOrigin: customOrigin } });
    }
  });

  it('signs a member up, in and refreshes their session there, with cookies of that host only', async () => {
    const email = uniqueEmail('cd-member');
    const browser = newBrowser(domain);
    const created = await browser('/api/v1/auth/sign-up', { body: signUpBody(email) });
    expect(created.status, created.text).toBe(201);
    const { url, token } = linkIn(await latestMailTo(email));
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(`${customOrigin}/verify-email`);
    expect((await browser('/api/v1/auth/verify-email', { body: { token } })).status).toBe(200);

    const signedIn = await browser('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(signedIn.status, signedIn.text).toBe(200);
    const cookies = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*domain=/i);

    expect((await browser('/api/v1/auth/session')).json).toMatchObject({ user: { email } });
    const refreshed = await browser('/api/v1/auth/refresh', { method: 'POST' });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect((await browser('/api/v1/auth/session')).json).toMatchObject({ user: { email } });
  });

  it('mails links to the custom domain for a sign-up on the subdomain too', async () => {
    const email = uniqueEmail('cd-subdomain');
    const created = await newBrowser(subdomainHost)('/api/v1/auth/sign-up', { body: signUpBody(email) });
    expect(created.status, created.text).toBe(201);
    const { url } = linkIn(await latestMailTo(email));
    expect(`${url.protocol}//${url.host}`).toBe(customOrigin);
  });

  it('renders its pages with the custom domain as canonical URL on both hosts', async () => {
    for (const host of [domain, subdomainHost]) {
      const page = await on(host)('/', { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<link rel="canonical" href="${customOrigin}/" />`);
    }
  });

  it("opens the live socket from the custom domain's and the subdomain's pages, and from no other domain", async () => {
    const { browser } = await signedInAccount(domain, 'cd-live');
    (await socketOf(browser, domain, { origin: customOrigin })).close();
    (await socketOf(browser, domain, { origin: `http://${subdomainHost}:${platform.port}` })).close();
    for (const origin of [`http://other-${domain}:${platform.port}`, `http://demo.localhost:${platform.port}`]) {
      await expect(socketOf(browser, domain, { origin })).rejects.toThrow('refused 403');
    }
  });
});
