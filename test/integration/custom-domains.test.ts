// Custom domains over HTTP on the local platform, whose provider is the simulator (scripts/local/domains): the owner
// adds a domain, the dev API plays ACM, CloudFront and DNS (`POST /_dev/domains/<domain>/<action>`), the domain worker
// runs on demand (`POST /_dev/schedules/domain-progress/run`), and requests on the domain's Host reach the community
// once it is Connected (owner-dashboard §2 Platform Settings: Custom Domain, §3, §4, §5, §6, §9). Each test makes
// communities and domains of its own (a ULID in every domain name), so nothing here touches the demo community.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { domainView } from '@hearth/shared/rules/custom-domain';
import type { CustomDomainStatus } from '@hearth/shared/schemas/custom-domains';
import { keys } from '@hearth/functions/platform/db/keys';
import { signedInAccount } from './auth-flows.ts';
import { app, newBrowser, on, platform, table } from './context.ts';
import { makeEditor } from './editor-flows.ts';
import { mailsTo } from './mailbox.ts';
import { hostClient } from '../support/http.ts';

type Browser = ReturnType<typeof newBrowser>;
type Caller = (path: string, options?: { method?: string; body?: unknown }) => ReturnType<Browser>;

/** A domain as the simulator holds it (GET /_dev/domains.json). */
interface SimulatedDomain {
  domain: string;
  certificate: { arn: string; status: string } | null;
  distribution: { id: string; status: string; enabled: boolean } | null;
  cnameResolved: boolean;
  standIn: string;
}

const freshDomain = (tag: string) => `${tag}-${ulid().toLowerCase()}.example.com`;
const path = (communityId: string) => `/api/v1/communities/${communityId}/custom-domain`;

/** A signed-in owner-app account with a community of its own on the given plan. */
async function ownerWithCommunity(planId = 'professional-plan') {
  const account = await signedInAccount('app.localhost', 'owner');
  const { browser } = account;
  await browser('/api/v1/onboarding/plan', { method: 'PUT', body: { planId, interval: 'month' } });
  const subdomain = `domains-${Date.now().toString(36)}-${ulid().slice(-6).toLowerCase()}`;
  const created = await browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: `Domains ${subdomain}`,
      communitySubdomain: subdomain,
      organizationName: 'Acme Forums',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Serve members on our own domain.',
    },
  });
  expect(created.status, created.text).toBe(201);
  const communityId = created.json.communityId;
  const status = () => browser<CustomDomainStatus>(path(communityId));
  const add = (customDomain: string) =>
    browser<CustomDomainStatus>(path(communityId), { method: 'PUT', body: { customDomain } });
  const remove = () => browser<CustomDomainStatus>(path(communityId), { method: 'DELETE' });
  return { ...account, communityId, subdomain, status, add, remove, name: `Domains ${subdomain}` };
}
type Owner = Awaited<ReturnType<typeof ownerWithCommunity>>;

async function simulated(domain: string): Promise<SimulatedDomain | null> {
  const res = await app<{ domains: SimulatedDomain[] }>('/_dev/domains.json');
  expect(res.status, res.text).toBe(200);
  return res.json.domains.find((d) => d.domain === domain) ?? null;
}

async function simulate(domain: string, action: string, body: Record<string, unknown> = {}) {
  const res = await app<SimulatedDomain>(`/_dev/domains/${domain}/${action}`, { method: 'POST', body });
  expect(res.status, `${action} ${domain}: ${res.text}`).toBe(200);
  return res.json;
}

async function runWorker() {
  const res = await app('/_dev/schedules/domain-progress/run', { method: 'POST', body: {} });
  expect(res.status, res.text).toBe(200);
}

/** A refusal's body: its reason, message and the field messages. */
const problem = (res: { json: unknown }) =>
  res.json as { reason?: string; message?: string; fields?: Record<string, string> };

const labelOf = (status: CustomDomainStatus) => domainView(status)?.label ?? null;

/** Runs the worker until the owner's status meets `done` (the platform's own timer may run it too); that status. */
async function runUntil(owner: Owner, done: (s: CustomDomainStatus) => boolean, what: string) {
  let last: CustomDomainStatus | null = null;
  for (let i = 0; i < 15; i++) {
    await runWorker();
    const res = await owner.status();
    expect(res.status, res.text).toBe(200);
    last = res.json;
    if (done(last)) return last;
  }
  throw new Error(`not ${what} after 15 runs: ${JSON.stringify(last)}`);
}

const labelled = (label: string) => (s: CustomDomainStatus) => labelOf(s) === label;
const gone = (s: CustomDomainStatus) => s.customDomain === null;

/** Adds a domain and waits until the simulator has its certificate (the validation record is known). */
async function addedAndPending(owner: Owner, domain: string) {
  const added = await owner.add(domain);
  expect(added.status, added.text).toBe(200);
  return runUntil(owner, (s) => s.certificateStatus === 'PENDING_VALIDATION' && s.validation.length > 0, 'pending');
}

describe('add → Not Verified → Propagating → Connected → the community on its own domain → delete', () => {
  let owner: Owner;
  const domain = freshDomain('forum');

  beforeAll(async () => {
    owner = await ownerWithCommunity();
  });

  it('walks the status machine with the simulator and serves the community on the domain', async () => {
    const added = await owner.add(domain);
    expect(added.status, added.text).toBe(200);
    expect(labelOf(added.json)).toBe('Not Verified');
    expect(added.json).toMatchObject({ customDomain: domain, deleting: false, cnameTarget: 'my.localhost' });
    expect(added.json.records).toContainEqual({ purpose: 'cname', type: 'CNAME', name: domain, value: 'my.localhost' });

    const pending = await addedAndPending(owner, domain);
    expect(labelOf(pending)).toBe('Not Verified');
    expect(pending.records[0]).toMatchObject({ purpose: 'validation', type: 'CNAME' });
    expect((await simulated(domain))?.certificate?.status).toBe('PENDING_VALIDATION');
    // Not serving before it is Connected.
    expect((await on(domain)('/api/v1/site')).status).toBe(404);

    await simulate(domain, 'validate');
    const propagating = await runUntil(owner, labelled('Propagating'), 'Propagating');
    expect(propagating.certificateStatus).toBe('ISSUED');
    const deployed = await runUntil(owner, (s) => s.distributionStatus === 'Deployed', 'deployed');
    expect([labelOf(deployed), deployed.distributionEnabled, deployed.cnameResolved]).toEqual([
      'Propagating',
      true,
      false,
    ]);

    await simulate(domain, 'resolve-cname');
    const connected = await runUntil(owner, labelled('Connected'), 'Connected');
    expect(connected.connectedAt).not.toBeNull();
    expect(Date.parse(connected.allowedToChangeAt!)).toBeGreaterThan(Date.parse(connected.connectedAt!));
    expect(await simulated(domain)).toMatchObject({
      certificate: { status: 'ISSUED' },
      distribution: { status: 'Deployed', enabled: true },
      cnameResolved: true,
    });
    const mails = await mailsTo(owner.email);
    expect(mails.filter((m) => m.subject === `${domain} is connected`)).toHaveLength(1);

    // The community on its own domain: the site, the feed, and an account made and signed in there.
    const site = await on(domain)<{ community: { name: string } }>('/api/v1/site');
    expect(site.status, site.text).toBe(200);
    expect(site.json.community.name).toBe(owner.name);
    expect((await on(domain)('/api/v1/feed')).status).toBe(200);
    const member = await signedInAccount(domain, 'member');
    const session = await member.browser<{ user: { email: string } }>('/api/v1/auth/session');
    expect(session.status, session.text).toBe(200);
    expect(session.json.user.email).toBe(member.email);
    // The subdomain keeps working.
    expect((await on(`${owner.subdomain}.localhost`)('/api/v1/site')).status).toBe(200);

    // Delete: the host stops serving at once; the worker takes the distribution and certificate down.
    const deleting = await owner.remove();
    expect(deleting.status, deleting.text).toBe(200);
    expect(labelOf(deleting.json)).toBe('Deleting');
    expect((await member.browser('/api/v1/site')).status).toBe(404);
    const again = await owner.remove();
    expect([again.status, problem(again).reason]).toEqual([409, 'CUSTOM_DOMAIN_DELETING']);
    const addDuringDelete = await owner.add(freshDomain('other'));
    expect(addDuringDelete.status).toBe(409);

    const deleted = await runUntil(owner, gone, 'gone');
    expect(deleted.records).toEqual([]);
    expect(deleted.allowedToChangeAt).toBe(connected.allowedToChangeAt);
    const left = await simulated(domain);
    expect([left?.certificate ?? null, left?.distribution ?? null]).toEqual([null, null]);
    expect((await on(domain)('/api/v1/auth/session')).status).toBe(404);
    const claim = await table.send(new GetCommand({ TableName: 'hearth', Key: keys.customDomainClaim(domain) }));
    expect(claim.Item).toBeUndefined();

    // A connected domain holds the community to it for three months: a new one is refused until then.
    const tooSoon = await owner.add(freshDomain('next'));
    expect(tooSoon.status, tooSoon.text).toBe(409);
    expect(tooSoon.json).toMatchObject({
      reason: 'CUSTOM_DOMAIN_TOO_SOON',
      message: messages.customDomainTooSoon(connected.allowedToChangeAt!.slice(0, 10)),
    });
  });
});

describe('a certificate that fails', () => {
  let owner: Owner;

  beforeAll(async () => {
    owner = await ownerWithCommunity();
  });

  it.each([
    ['fail', { reason: 'CAA_ERROR' }, 'pending', 'FAILED', 'CAA_ERROR', 'Failed'],
    [
      'fail',
      { reason: 'ADDITIONAL_VERIFICATION_REQUIRED' },
      'pending',
      'FAILED',
      'ADDITIONAL_VERIFICATION_REQUIRED',
      'Failed',
    ],
    ['fail', { reason: 'DOMAIN_NOT_ALLOWED' }, 'pending', 'FAILED', 'DOMAIN_NOT_ALLOWED', 'Failed'],
    ['time-out', {}, 'pending', 'VALIDATION_TIMED_OUT', null, 'Validation Timed Out'],
    ['revoke', {}, 'issued', 'REVOKED', null, 'Revoked'],
    ['expire', {}, 'issued', 'EXPIRED', null, 'Expired'],
  ] as const)(
    '%s %j on a %s certificate → %s, shown with its reason; the owner is mailed; it can be deleted and added again',
    async (action, body, from, certificateStatus, reason, label) => {
      const domain = freshDomain('fails');
      await addedAndPending(owner, domain);
      if (from === 'issued') {
        await simulate(domain, 'validate');
        await runUntil(owner, (s) => s.certificateStatus === 'ISSUED', 'issued');
      }
      await simulate(domain, action, body);
      const failed = await runUntil(owner, (s) => s.certificateStatus === certificateStatus, certificateStatus);
      expect([labelOf(failed), failed.failureReason ?? null]).toEqual([label, reason]);
      expect(domainView(failed)?.tone).toBe('red');
      const mails = await mailsTo(owner.email);
      expect(mails.filter((m) => m.subject === `${domain}: the certificate request failed`)).toHaveLength(1);
      expect((await on(domain)('/api/v1/site')).status).toBe(404);

      expect((await owner.remove()).status).toBe(200);
      const deleted = await runUntil(owner, gone, 'gone');
      expect(deleted.allowedToChangeAt).toBeNull();
    },
  );
});

describe('one domain, one community', () => {
  it('a domain another community holds is refused (409), and the holder keeps it', async () => {
    const [first, second] = await Promise.all([ownerWithCommunity(), ownerWithCommunity()]);
    const domain = freshDomain('taken');
    expect((await first.add(domain)).status).toBe(200);
    const refused = await second.add(domain);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json).toMatchObject({ reason: 'CUSTOM_DOMAIN_TAKEN', message: messages.customDomainTaken });
    expect((await second.status()).json.customDomain).toBeNull();
    expect((await first.status()).json.customDomain).toBe(domain);
    const other = await first.add(freshDomain('second'));
    expect([other.status, problem(other).reason]).toEqual([409, 'CUSTOM_DOMAIN_EXISTS']);
  });
});

describe('bad input', () => {
  let owner: Owner;

  beforeAll(async () => {
    owner = await ownerWithCommunity();
  });

  it.each([
    ['https://x.com', messages.customDomainInvalid],
    ['x', messages.customDomainInvalid],
    ['localhost', messages.customDomainInvalid],
    ['192.168.0.1', messages.customDomainInvalid],
    ['anything.localhost', messages.customDomainInvalid],
    ['', messages.customDomainRequired],
  ])('%j → 400 "%s", nothing stored', async (customDomain, message) => {
    const res = await owner.add(customDomain);
    expect(res.status, res.text).toBe(400);
    expect(problem(res).fields?.customDomain).toBe(message);
    expect((await owner.status()).json.customDomain).toBeNull();
  });

  it('a body without the field → 400 "Domain name is required."', async () => {
    const res = await owner.browser(path(owner.communityId), { method: 'PUT', body: {} });
    expect(res.status).toBe(400);
    expect(problem(res).fields?.customDomain).toBe(messages.customDomainRequired);
  });

  it('deleting when there is no domain → 404', async () => {
    const res = await owner.remove();
    expect([res.status, problem(res).reason]).toEqual([404, 'CUSTOM_DOMAIN_MISSING']);
  });
});

describe('who may manage the custom domain (owner-dashboard §6)', () => {
  let owner: Owner;
  let callers: Record<string, { call: Caller; status: number }>;

  /** Sends a community account's cookies to the owner app's host (a session of another tenant). */
  const onAppWith = (account: Browser): Caller => {
    const send = hostClient(platform.port, 'app.localhost');
    return (p, options = {}) =>
      send(p, { ...options, cookies: [...account.jar].map(([k, v]) => `${k}=${v}`) }) as ReturnType<Browser>;
  };

  beforeAll(async () => {
    owner = await ownerWithCommunity();
    const editor = await signedInAccount('app.localhost', 'editor');
    await makeEditor(owner.browser, owner.communityId, editor);
    const member = (await signedInAccount(`${owner.subdomain}.localhost`, 'member')).browser;
    const moderator = (await signedInAccount(`${owner.subdomain}.localhost`, 'moderator')).browser;
    const session = await moderator<{ user: { memberId: string } }>('/api/v1/auth/session');
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: keys.member(owner.communityId, session.json.user.memberId),
        UpdateExpression: 'SET roleIds = :r',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':r': ['moderators'] },
      }),
    );
    const other = await ownerWithCommunity();
    callers = {
      owner: { call: owner.browser, status: 200 },
      editor: { call: editor.browser, status: 200 },
      moderator: { call: onAppWith(moderator), status: 403 },
      member: { call: onAppWith(member), status: 403 },
      guest: { call: newBrowser('app.localhost'), status: 401 },
      "another community's owner": { call: other.browser, status: 404 },
    };
  });

  it('refuses everyone but the owner and editors on every route, and nothing changes', async () => {
    const domain = freshDomain('refused');
    for (const [who, { call, status }] of Object.entries(callers)) {
      if (status === 200) continue;
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { customDomain: domain }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(path(owner.communityId), { method, body });
        expect(res.status, `${who} ${method}: ${res.text}`).toBe(status);
      }
    }
    expect((await owner.status()).json.customDomain).toBeNull();
  });

  it('the owner and an editor read, add and delete', async () => {
    for (const who of ['owner', 'editor']) {
      const call = callers[who]!.call;
      const domain = freshDomain(who);
      const read = await call(path(owner.communityId));
      expect(read.status, `${who} GET: ${read.text}`).toBe(200);
      const added = await call(path(owner.communityId), { method: 'PUT', body: { customDomain: domain } });
      expect(added.status, `${who} PUT: ${added.text}`).toBe(200);
      const removed = await call(path(owner.communityId), { method: 'DELETE' });
      expect(removed.status, `${who} DELETE: ${removed.text}`).toBe(200);
      await runUntil(owner, gone, 'gone');
    }
  });

  it('an essential plan is refused on every route (403, naming the plan needed)', async () => {
    const essential = await ownerWithCommunity('essential-plan');
    for (const res of [
      await essential.status(),
      await essential.add(freshDomain('essential')),
      await essential.remove(),
    ]) {
      expect(res.status, res.text).toBe(403);
      expect(res.json).toMatchObject({
        reason: 'CUSTOM_DOMAIN_PLAN',
        message: messages.customDomainPlan('Professional'),
      });
    }
  });
});
