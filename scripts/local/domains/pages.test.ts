// The custom-domain simulator's dev page and JSON API, served by the gateway: the JSON shapes integration tests read,
// 404 for a domain the simulator does not hold, 400 for an unknown action, 409 for one that does not apply; the page's
// forms working without script (post, then back to the page), every control named; this machine only.
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from '../gateway/server.ts';
import { createDomainPages } from './pages.ts';
import { DomainSimulator } from './simulator.ts';

let sim = new DomainSimulator({ statePath: null });
const runs: string[] = [];
const server = createGateway({
  spa: { dir: mkdtempSync(join(tmpdir(), 'hearth-web-')) },
  mailDir: mkdtempSync(join(tmpdir(), 'hearth-mail-')),
  media: { bucket: 'b', client: {} as S3Client },
  drainEvents: async () => undefined,
  // The pages read the simulator in place at each request: a test swaps in a fresh one.
  domains: {
    pages: (req, res, path) =>
      createDomainPages(sim, {
        runSchedule: async (name) => {
          runs.push(name);
          return name === 'domain-progress' ? { advanced: 3 } : null;
        },
      })(req, res, path),
    standIn: (label) => sim.domainForStandIn(label),
  },
});

let base = '';
let port = 0;
beforeAll(async () => {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const domain = 'forum.acme.example';
let arn = '';
beforeEach(async () => {
  sim = new DomainSimulator({ statePath: null });
  ({ arn } = await sim.requestCertificate({ domain, alternativeNames: [], reference: 'c1-ref' }));
  runs.length = 0;
});

const post = (path: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const submit = (path: string, fields: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('GET /_dev/domains.json', () => {
  it('lists each simulated domain with its certificate, distribution, CNAME and stand-in', async () => {
    const res = await fetch(`${base}/_dev/domains.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      domains: [
        {
          domain,
          certificate: { arn, status: 'PENDING_VALIDATION' },
          distribution: null,
          cnameResolved: false,
          standIn: `http://forum-acme-example.localhost:${port}`,
          aliases: [],
          attachedElsewhere: false,
        },
      ],
    });
  });
});

describe('POST /_dev/domains/<domain>/<action>', () => {
  it("answers 200 with the domain's view after each control", async () => {
    const validated = await post(`/_dev/domains/${domain}/validate`);
    expect(validated.status).toBe(200);
    expect(await validated.json()).toMatchObject({ domain, certificate: { arn, status: 'ISSUED' } });
    const resolved = await post(`/_dev/domains/${domain}/resolve-cname`);
    expect(await resolved.json()).toMatchObject({ domain, cnameResolved: true });
    expect(await (await post(`/_dev/domains/${domain}/revoke`)).json()).toMatchObject({
      certificate: { status: 'REVOKED' },
    });
  });

  it('fails the certificate with the reason given, CAA_ERROR without one', async () => {
    expect(await (await post(`/_dev/domains/${domain}/fail`, { reason: 'DOMAIN_NOT_ALLOWED' })).json()).toMatchObject({
      certificate: { status: 'FAILED' },
    });
    expect(sim.certificateOf(domain)!.failureReason).toBe('DOMAIN_NOT_ALLOWED');
    sim = new DomainSimulator({ statePath: null });
    await sim.requestCertificate({ domain, alternativeNames: [], reference: 'r' });
    expect((await post(`/_dev/domains/${domain}/fail`)).status).toBe(200);
    expect(sim.certificateOf(domain)!.failureReason).toBe('CAA_ERROR');
  });

  it('answers 404 for a domain the simulator does not hold', async () => {
    const res = await post('/_dev/domains/other.example/validate');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'The simulator holds no domain other.example.' });
  });

  it('answers 400 for an unknown action or a bad body, 409 for an action that does not apply', async () => {
    expect((await post(`/_dev/domains/${domain}/explode`)).status).toBe(400);
    expect((await post(`/_dev/domains/${domain}/fail`, { reason: 7 })).status).toBe(400);
    expect((await post(`/_dev/domains/${domain}/fail`, { reason: 'lower case' })).status).toBe(400);
    const refused = await post(`/_dev/domains/${domain}/expire`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: `expire: the certificate of ${domain} is PENDING_VALIDATION, not ISSUED.`,
    });
    expect(sim.certificateOf(domain)!.status).toBe('PENDING_VALIDATION');
  });

  it('refuses a post from another site', async () => {
    const res = await fetch(`${base}/_dev/domains/${domain}/validate`, {
      method: 'POST',
      headers: { origin: 'http://attacker.example' },
    });
    expect(res.status).toBe(403);
    expect(sim.certificateOf(domain)!.status).toBe('PENDING_VALIDATION');
  });
});

describe('POST /_dev/domains/<domain>/attached-elsewhere', () => {
  it('makes the next distribution create fail as attached elsewhere, and the view says so', async () => {
    const res = await post(`/_dev/domains/${domain}/attached-elsewhere`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ domain, attachedElsewhere: true });
    sim.control(domain, 'validate');
    const input = { domain, aliases: [domain], certificateArn: arn, reference: 'c1-ref' };
    await expect(sim.createDistribution(input)).rejects.toMatchObject({ name: 'DomainAttachedElsewhere' });
  });

  it('is a button on the page, which then says the domain is attached elsewhere', async () => {
    const res = await submit(`/_dev/domains/${domain}/attached-elsewhere`);
    expect(res.status).toBe(303);
    const page = await (await fetch(`${base}/_dev/domains`)).text();
    expect(page).toContain('<dt>Attached elsewhere</dt><dd>yes: the next distribution create fails</dd>');
    expect(page).not.toContain('Attach to a distribution elsewhere');
  });
});

describe('the page', () => {
  const html = async () => (await fetch(`${base}/_dev/domains`)).text();
  const buttons = (page: string) =>
    [...page.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

  it('shows the domain, its states, the controls that apply (each naming the domain) and the stand-in link', async () => {
    const page = await html();
    expect(page).toContain(`<h2 id="domain-0">${domain}</h2>`);
    expect(page).toContain('<dt>Certificate</dt><dd>PENDING_VALIDATION</dd>');
    expect(page).toContain('<dt>CNAME</dt><dd>not resolved</dd>');
    expect(page).toMatch(
      /<dt>Validation records<\/dt><dd><code>_[0-9a-f]{32}\.forum\.acme\.example\.<\/code> CNAME <code>_[0-9a-f]{32}\.acm-validations\.aws\.<\/code><\/dd>/,
    );
    expect(page).toContain(
      `<a href="http://forum-acme-example.localhost:${port}">forum-acme-example.localhost:${port}</a>`,
    );
    expect(buttons(page)).toEqual([
      'Run the worker now',
      `Validate certificate (${domain})`,
      `Time out validation (${domain})`,
      `Fail validation (${domain})`,
      `Mark CNAME resolved (${domain})`,
      `Attach to a distribution elsewhere (${domain})`,
    ]);
    expect(page).toContain('<label for="reason-0">Failure reason</label><select id="reason-0" name="reason">');
    expect(page).toContain('name="viewport"');
  });

  it('offers revoke and expire once the certificate is issued', async () => {
    sim.control(domain, 'validate');
    sim.control(domain, 'resolve-cname');
    expect(buttons(await html())).toEqual([
      'Run the worker now',
      `Revoke certificate (${domain})`,
      `Expire certificate (${domain})`,
      `Mark CNAME unresolved (${domain})`,
      `Attach to a distribution elsewhere (${domain})`,
    ]);
  });

  it('shows a root domain’s validation record per name and the stand-in of its www host', async () => {
    await sim.requestCertificate({ domain: 'acme.example', alternativeNames: ['www.acme.example'], reference: 'r2' });
    const page = await html();
    expect(page).toMatch(
      /_[0-9a-f]{32}\.acme\.example\.<\/code>[^<]*<code>[^<]*<\/code><br><code>_[0-9a-f]{32}\.www\.acme\.example\./,
    );
    expect(page).toContain(
      `<a href="http://www-acme-example.localhost:${port}">www-acme-example.localhost:${port}</a>`,
    );
  });

  it('a form post does the control and goes back to the page, which says what was done', async () => {
    const res = await submit(`/_dev/domains/${domain}/fail`, { reason: 'ADDITIONAL_VERIFICATION_REQUIRED' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/_dev\/domains\?notice=/);
    expect(sim.certificateOf(domain)).toMatchObject({
      status: 'FAILED',
      failureReason: 'ADDITIONAL_VERIFICATION_REQUIRED',
    });
    const page = await (await fetch(`${base}${location}`)).text();
    expect(page).toContain(`<section class="notice" role="status">${domain}: fail done.</section>`);
    expect(page).toContain('FAILED (ADDITIONAL_VERIFICATION_REQUIRED)');
  });

  it('a refused form post goes back to the page with the reason', async () => {
    const res = await submit(`/_dev/domains/${domain}/revoke`);
    const page = await (await fetch(`${base}${res.headers.get('location')!}`)).text();
    expect(page).toContain(`Not done: revoke: the certificate of ${domain} is PENDING_VALIDATION, not ISSUED.`);
  });

  it('Run the worker now runs the domain-progress job and says what it did', async () => {
    const res = await submit('/_dev/domains/run-worker');
    expect(runs).toEqual(['domain-progress']);
    const page = await (await fetch(`${base}${res.headers.get('location')!}`)).text();
    expect(page).toContain('Ran the worker: {&#34;advanced&#34;:3}');
    expect(await (await post('/_dev/domains/run-worker')).json()).toEqual({ advanced: 3 });
  });

  it('says there is no domain yet when the simulator holds none', async () => {
    sim = new DomainSimulator({ statePath: null });
    expect(await html()).toContain('No domain yet.');
  });
});

describe('this machine only', () => {
  /** A request with a Host of the test's choosing (fetch sends the URL's). */
  const withHost = (method: string, path: string, host: string) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { method, headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });

  it.each(['attacker.example:4321', '192.168.1.20:4321'])('refuses %s (DNS rebinding) with 403', async (host) => {
    expect(await withHost('GET', '/_dev/domains', host)).toBe(403);
    expect(await withHost('GET', '/_dev/domains.json', host)).toBe(403);
    expect(await withHost('POST', `/_dev/domains/${domain}/validate`, host)).toBe(403);
    expect(sim.certificateOf(domain)!.status).toBe('PENDING_VALIDATION');
  });

  it('answers app.localhost', async () => {
    expect(await withHost('GET', '/_dev/domains.json', `app.localhost:${port}`)).toBe(200);
  });
});
