// The site an account path answers for, and where its e-mailed links point: a community's connected custom domain
// (whichever of its hosts the request came on), else its subdomain; the owner app's own host.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CommunitiesStore from '../communities/store/community.ts';
import type { CommunityItem } from '../communities/store/community.ts';
import { resetConfig } from '../platform/config.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { siteOf } from './account-steps.ts';

const communities = new Map<string, Partial<CommunityItem>>();
vi.mock('../communities/store/community.ts', async (original) => ({
  ...(await original<typeof CommunitiesStore>()),
  getCommunity: async (communityId: string) => communities.get(communityId) ?? null,
}));

const community = (host: string): Tenant => ({ kind: 'community', communityId: 'c_demo', host });

beforeEach(() => {
  vi.stubEnv('HEARTH_STAGE', 'aws');
  vi.stubEnv('BASE_DOMAIN', 'hearth.example');
  resetConfig();
  communities.clear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

describe('siteOf', () => {
  it("points a community's links at its subdomain while no custom domain is connected", async () => {
    communities.set('c_demo', { communityId: 'c_demo', subdomain: 'demo', communityName: 'Demo' });
    const site = await siteOf(community('demo.hearth.example'));
    expect(site).toMatchObject({ name: 'Demo', origin: 'https://demo.hearth.example' });
  });

  it('points them at the connected custom domain, also for a request on the subdomain', async () => {
    communities.set('c_demo', {
      communityId: 'c_demo',
      subdomain: 'demo',
      communityName: 'Demo',
      customDomain: 'forum.acme.example',
    });
    expect((await siteOf(community('demo.hearth.example'))).origin).toBe('https://forum.acme.example');
    expect((await siteOf(community('forum.acme.example'))).origin).toBe('https://forum.acme.example');
  });

  it("points the owner app's links at the owner app's host", async () => {
    const site = await siteOf({ kind: 'app', communityId: 'app', host: 'app.hearth.example' });
    expect(site).toEqual({
      name: 'Hearth',
      memberApproval: false,
      memberWhitelist: [],
      origin: 'https://app.hearth.example',
    });
  });

  it('falls back to the request host when the community item is gone', async () => {
    expect((await siteOf(community('demo.hearth.example'))).origin).toBe('https://demo.hearth.example');
  });
});
