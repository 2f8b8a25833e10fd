// Custom domains over HTTP on the local platform, whose provider is the simulator (scripts/local/domains): the owner
// adds a domain, the dev API plays ACM, CloudFront and DNS (`POST /_dev/domains/<domain>/<action>`), the domain worker
// runs on demand (`POST /_dev/schedules/domain-progress/run`), and requests on the domain's Host reach the community
// once it is Connected (owner-dashboard §2 Platform Settings: Custom Domain, §3, §4, §5, §6, §9). Each test makes
// communities and domains of its own (a ULID in every domain name), so nothing here touches the demo community.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { certificateFailureText, domainView } from '@hearth/shared/rules/custom-domain';
import { keys } from '@hearth/functions/platform/db/keys';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser, on, platform, table } from './context.ts';
import {
  addedAndPending,
  type Browser,
  type Caller,
  freshDomain,
  gone,
  labelled,
  labelOf,
  type Owner,
  ownerWithCommunity,
  path,
  problem,
  runUntil,
  simulate,
  simulated,
} from './domain-flows.ts';
import { makeEditor } from './editor-flows.ts';
import { socketOf } from './live-socket.ts';
import { mailsTo } from './mailbox.ts';
import { hostClient } from '../support/http.ts';

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

describe('a bare root domain and its www host', () => {
  it('are claimed together, both reach the community once Connected, and both stop and are freed on delete', async () => {
    const [owner, other] = await Promise.all([ownerWithCommunity(), ownerWithCommunity()]);
    const root = `root-${ulid().toLowerCase()}.test`;
    const www = `www.${root}`;
    const added = await owner.add(root);
    expect(added.status, added.text).toBe(200);
    expect(added.json.records.filter((r) => r.purpose !== 'validation')).toEqual([
      { purpose: 'cname', type: 'ALIAS', name: root, value: 'my.localhost' },
      { purpose: 'www', type: 'CNAME', name: www, value: 'my.localhost' },
    ]);
    // Another community may have neither host.
    for (const host of [www, root]) {
      const refused = await other.add(host);
      expect([refused.status, problem(refused).reason], refused.text).toEqual([409, 'CUSTOM_DOMAIN_TAKEN']);
    }

    const pending = await runUntil(owner, (s) => s.validation.length === 2, 'two validation records');
    expect(pending.validation.map((v) => v.DomainName)).toEqual([root, www]);
    expect(pending.records.filter((r) => r.purpose === 'validation')).toHaveLength(2);
    expect((await simulated(root))?.aliases.map((a) => a.host)).toEqual([www]);

    await simulate(root, 'validate');
    await simulate(root, 'resolve-cname');
    await runUntil(owner, labelled('Connected'), 'Connected');
    for (const host of [root, www]) {
      const site = await on(host)<{ community: { name: string } }>('/api/v1/site');
      expect(site.status, `${host}: ${site.text}`).toBe(200);
      expect(site.json.community.name).toBe(owner.name);
    }
    const member = await signedInAccount(www, 'member');
    expect((await member.browser('/api/v1/auth/session')).status).toBe(200);
    // The live socket opens from the www host's pages too (the community's mirror names it).
    (await socketOf(member.browser, www, { origin: `http://${www}:${platform.port}` })).close();

    expect((await owner.remove()).status).toBe(200);
    for (const host of [root, www]) expect((await on(host)('/api/v1/site')).status).toBe(404);
    await runUntil(owner, gone, 'gone');
    for (const host of [root, www]) {
      const claim = await table.send(new GetCommand({ TableName: 'hearth', Key: keys.customDomainClaim(host) }));
      expect(claim.Item, host).toBeUndefined();
    }
  });
});

describe('a domain already attached to a distribution elsewhere', () => {
  it('fails red with its reason once the distribution is refused; the worker stops; it can be deleted', async () => {
    const owner = await ownerWithCommunity();
    const domain = freshDomain('elsewhere');
    await addedAndPending(owner, domain);
    expect((await simulate(domain, 'attached-elsewhere')).attachedElsewhere).toBe(true);
    await simulate(domain, 'validate');
    const failed = await runUntil(owner, labelled('Failed'), 'Failed');
    expect([failed.certificateStatus, failed.failureReason, failed.distributionStatus]).toEqual([
      'ISSUED',
      'DOMAIN_ATTACHED_ELSEWHERE',
      null,
    ]);
    expect(domainView(failed)).toMatchObject({ tone: 'red', poll: false });
    expect(certificateFailureText(failed, failed.failureReason)).toBe(
      messages.certificateFailure('DOMAIN_ATTACHED_ELSEWHERE'),
    );
    const mails = await mailsTo(owner.email);
    expect(mails.filter((m) => m.subject === `${domain}: the domain is attached to another site`)).toHaveLength(1);
    // Nothing more happens by itself: the simulator never made a distribution.
    await runUntil(owner, labelled('Failed'), 'still Failed');
    expect((await simulated(domain))?.distribution).toBeNull();

    expect((await owner.remove()).status).toBe(200);
    expect((await runUntil(owner, gone, 'gone')).allowedToChangeAt).toBeNull();
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
    ['app.acme.example', messages.customDomainAppLabel],
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
