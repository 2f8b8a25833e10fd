// The session cutoff on every route of the endpoint catalogue that needs a session: an ID token issued before the
// account's sessions were ended (a password change) is refused with 401 SESSION_EXPIRED wherever it is sent, so no
// route can forget to judge it. A route added later joins the matrix by itself.
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import { PASSWORD, signedInAccount } from './auth-flows.ts';
import { newBrowser } from './context.ts';
import { socketOf } from './live-socket.ts';
import type { Browser } from './members.ts';

const endpoints = Object.values(catalogue).flatMap((d) => Object.values(d as Record<string, AnyEndpoint>));
const name = (e: AnyEndpoint) => `${e.method} ${e.path}`;
const needsSession = endpoints.filter((e) => e.auth === 'user');

/** The host a route answers on: the owner app's routes there, every other on a community. */
const hostOf = (e: AnyEndpoint) => (e.tenancy === 'app' ? 'app.localhost' : 'demo.localhost');

/**
 * A request the route would take apart only after the session is judged: path parameters that name nothing and an
 * empty body (validation runs after authentication, so it never answers first).
 */
function requestFor(e: AnyEndpoint) {
  const path = e.path.replace(/\{(\w+)\+?\}/g, (_, p: string) => `no-such-${p.toLowerCase()}`);
  return {
    path,
    method: e.method === 'ANY' ? 'GET' : e.method,
    ...(e.request.body ? { body: {} } : {}),
  };
}

/** An account's ID token from before a password change, in a browser of its own; the account's own browser stays signed in. */
async function staleSession(host: string): Promise<{ stale: Browser; current: Browser }> {
  const { browser: current } = await signedInAccount(host, 'cutoff');
  const staleToken = current.jar.get('hearth_id')!;
  const changed = await current('/api/v1/auth/change-password', {
    body: { currentPassword: PASSWORD, newPassword: 'next-pass-22' },
  });
  expect(changed.status, changed.text).toBe(200);
  const stale = newBrowser(host);
  stale.jar.set('hearth_id', staleToken);
  return { stale, current };
}

describe('an ID token from before the session cutoff', () => {
  const sessions: Record<string, { stale: Browser; current: Browser }> = {};

  beforeAll(async () => {
    sessions['demo.localhost'] = await staleSession('demo.localhost');
    sessions['app.localhost'] = await staleSession('app.localhost');
  });

  it('has routes to check on both kinds of host, and the account itself is still signed in', async () => {
    expect(needsSession.filter((e) => e.tenancy === 'app').length).toBeGreaterThanOrEqual(10);
    expect(needsSession.filter((e) => e.tenancy !== 'app').length).toBeGreaterThanOrEqual(10);
    for (const { stale, current } of Object.values(sessions)) {
      expect((await current('/api/v1/auth/session')).json).toMatchObject({ user: { state: 'active' } });
      expect((await stale('/api/v1/auth/session')).json).toEqual({ user: null });
    }
  });

  it.each(needsSession.map((e) => [name(e), e] as const))('is refused 401 SESSION_EXPIRED: %s', async (_n, e) => {
    const { path, ...options } = requestFor(e);
    const res = await sessions[hostOf(e)]!.stale(path, options);
    expect(res.status, res.text).toBe(401);
    expect(res.json).toMatchObject({ error: 'SESSION_EXPIRED' });
  });
});

describe('a live socket and the session cutoff', () => {
  it('closes a socket opened before a password change, refuses the old cookie and keeps the new session told', async () => {
    const { email, browser: laptop } = await signedInAccount('demo.localhost', 'cutoff-live');
    const phone = newBrowser();
    expect((await phone('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
    const [onLaptop, onPhone] = await Promise.all([
      socketOf(laptop, 'demo.localhost'),
      socketOf(phone, 'demo.localhost'),
    ]);

    const changed = await laptop('/api/v1/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'next-pass-22' },
    });
    expect(changed.status, changed.text).toBe(200);
    // Both were opened with tokens from before the cutoff (the laptop's tab reconnects with its new cookie).
    await Promise.all([onPhone.closed(), onLaptop.closed()]);
    await expect(socketOf(phone, 'demo.localhost')).rejects.toThrow('refused 401');

    const again = await socketOf(laptop, 'demo.localhost');
    const author = (await signedInAccount('demo.localhost', 'cutoff-author')).browser;
    const categoryId = (await author<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const post = await author<{ id: string }>('/api/v1/posts', {
      body: { type: 'post', title: 'After the cutoff', categoryId, content: '<p>News</p>' },
    });
    expect(post.status, post.text).toBe(201);
    await again.next((m) => m.type === 'newPost' && m.postId === post.json.id);
    again.close();
  });
});
