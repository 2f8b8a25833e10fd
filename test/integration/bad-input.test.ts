// Bad input over EVERY route of the endpoint catalogue, signed out and signed in, never
// gets a 5xx. Malformed and mistyped bodies, malformed path parameters, query strings and cookies; each 4xx that
// is JSON is in the API's error shape.
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import { isErrorBody } from '@hearth/shared/error-codes';
import { hostClient, randomLoopback } from '../support/http.ts';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser, platform } from './context.ts';

type Session = { name: string; cookies: (host: string) => string[] };

const endpoints = Object.entries(catalogue).flatMap(([domain, list]) =>
  Object.entries(list as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
    id: `${domain}.${name}`,
    endpoint,
  })),
);

const hostOf = (endpoint: AnyEndpoint) => (endpoint.tenancy === 'app' ? 'app.localhost' : 'demo.localhost');
const keysOf = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});
const b64 = (value: string) => Buffer.from(value).toString('base64url');

const huge = 'x'.repeat(200_000);
const MALFORMED_BODIES = [
  '{',
  '{"a":',
  '[]',
  '[{}]',
  '"text"',
  'null',
  '0',
  '{}',
  '{"__proto__":{"admin":true}}',
  `"${huge}"`,
];
const WRONG_VALUES: unknown[] = [
  123,
  -1,
  1e308,
  true,
  null,
  [],
  [1, 2],
  {},
  { nested: { deep: [] } },
  '',
  huge,
  '%E0%A4%A',
];
const QUERY_VALUES = ['', 'abc', '-1', '1e309', '%E0%A4%A', 'x'.repeat(4000), b64('{"PK":"c#other"}'), b64('[]')];
const PARAM_VALUES = [
  '%E0%A4%A',
  '%00',
  '..',
  '%2F',
  '-1',
  'x'.repeat(2000),
  '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  '%F0%9F%94%A5',
];
const COOKIES = [
  'hearth_id=%E0%A4%A',
  'hearth_id=a.b.c',
  `hearth_id=${b64('{"alg":"none"}')}.${b64('{}')}.`,
  'hearth_id',
];

interface Probe {
  method: string;
  path: string;
  rawBody?: string;
  cookies: string[];
}

function probesFor(endpoint: AnyEndpoint, sessionCookies: string[], real: Record<string, string>): Probe[] {
  const params = [...endpoint.path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1]!);
  const fill = (override: Record<string, string> = {}) =>
    endpoint.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => override[name] ?? real[name] ?? 'x');
  const method = endpoint.method === 'ANY' ? 'POST' : endpoint.method;
  const hasBody = Boolean(endpoint.request.body) || endpoint.method === 'ANY';
  const base = { method, cookies: sessionCookies };
  const probes: Probe[] = [];
  for (const value of PARAM_VALUES) {
    for (const name of params)
      probes.push({ ...base, path: fill({ [name]: value }), rawBody: hasBody ? '{}' : undefined });
  }
  const queryKeys = [...keysOf(endpoint.request.query), 'cursor', 'limit'];
  for (const value of QUERY_VALUES) {
    const query = queryKeys.map((k) => `${k}=${value}`).join('&');
    probes.push({ ...base, path: `${fill()}?${query}&${queryKeys[0]}=again`, rawBody: hasBody ? '{}' : undefined });
  }
  if (hasBody) {
    for (const rawBody of MALFORMED_BODIES) probes.push({ ...base, path: fill(), rawBody });
    const bodyKeys = keysOf(endpoint.request.body);
    for (const value of WRONG_VALUES) {
      probes.push({
        ...base,
        path: fill(),
        rawBody: JSON.stringify(Object.fromEntries(bodyKeys.map((k) => [k, value]))),
      });
    }
  }
  for (const cookie of COOKIES)
    probes.push({ ...base, path: fill(), cookies: [cookie], rawBody: hasBody ? '{}' : undefined });
  return probes;
}

async function signedIn(host: string, email: string): Promise<string[]> {
  const browser = newBrowser(host);
  const res = await browser('/api/v1/auth/sign-in', { body: { email, password: 'hearth-demo-1' } });
  expect(res.status, res.text).toBe(200);
  // The session cookie only: a real refresh token sent to sign-out would end the session mid-run.
  return [`hearth_id=${browser.jar.get('hearth_id')}`];
}

/** A new verified member of the demo community, signed in: its session cookie. */
async function signedInMember(): Promise<string[]> {
  const { browser } = await signedInAccount('demo.localhost', 'bad-input');
  return [`hearth_id=${browser.jar.get('hearth_id')}`];
}

const real: Record<string, string> = {};
const sessions: Session[] = [];

beforeAll(async () => {
  const demo = hostClient(platform.port, 'demo.localhost');
  const feed = await demo<{ items: { id: string; slug: string }[] }>('/api/v1/feed?sort=new');
  const post = feed.json.items[0]!;
  Object.assign(real, { postId: post.id, slug: post.slug, subdomain: 'demo', page: 'terms', provider: 'google' });
  const comments = await demo<{ items: { id: string }[] }>(`/api/v1/posts/${post.id}/comments`);
  if (comments.json.items?.[0]) real.commentId = comments.json.items[0].id;
  // A member of its own: the probes' wrong values are sometimes valid (a null avatar frame takes the frame off), so
  // they must not land on the seeded demo member other test files read.
  const member = await signedInMember();
  const owner = await signedIn('app.localhost', 'owner@hearth.local');
  sessions.push(
    { name: 'signed out', cookies: () => [] },
    { name: 'signed in', cookies: (host) => (host === 'app.localhost' ? owner : member) },
  );
});

describe.each(['signed out', 'signed in'])('bad input over every catalogue route, %s', (sessionName) => {
  it.each(endpoints)('$id never answers 5xx', async ({ endpoint }) => {
    const session = sessions.find((s) => s.name === sessionName)!;
    const host = hostOf(endpoint);
    // Its own address, so per-IP limits that earlier routes used up do not hide what this route does.
    const send = hostClient(platform.port, host, { localAddress: randomLoopback() });
    const failures: string[] = [];
    const probes = probesFor(endpoint, session.cookies(host), real);
    const run = async (probe: Probe) => {
      const res = await send(probe.path, {
        method: probe.method,
        ...(probe.rawBody !== undefined
          ? { rawBody: probe.rawBody, headers: { 'content-type': 'application/json' } }
          : {}),
        cookies: probe.cookies,
      });
      const label = `${probe.method} ${probe.path.slice(0, 120)} ${probe.rawBody?.slice(0, 60) ?? ''} [${probe.cookies.join('; ').slice(0, 40)}]`;
      // 501 NOT_CONFIGURED is a contract answer (social sign-in without its settings, as on the local platform).
      const documented = res.status === 501 && endpoint.errors.includes(501);
      if (res.status >= 500 && !documented) failures.push(`${res.status} ${label} → ${res.text.slice(0, 200)}`);
      const json = /application\/json/.test(String(res.headers['content-type']));
      if (res.status >= 400 && json && !isErrorBody(res.json))
        failures.push(`not an error body: ${label} → ${res.text}`);
    };
    for (let i = 0; i < probes.length; i += 6) await Promise.all(probes.slice(i, i + 6).map(run));
    expect(failures).toEqual([]);
  });
});
