// Sessions across devices: a password change or reset ends every other session of the account (docs/auth.md).
import { describe, expect, it } from 'vitest';
import { PASSWORD, signedInAccount } from './auth-flows.ts';
import { newBrowser } from './context.ts';
import { latestMailTo, linkIn } from './mailbox.ts';

const NEW_PASSWORD = 'next-pass-22';

/** A second device signed in to the same account on the same host (own cookie jar, own address). */
async function secondDevice(email: string, password = PASSWORD) {
  const device = newBrowser();
  const res = await device('/api/v1/auth/sign-in', { body: { email, password } });
  expect(res.status, res.text).toBe(200);
  return device;
}

type Device = Awaited<ReturnType<typeof secondDevice>>;

/** The device no longer has a session: its ID token opens nothing and its refresh token is refused. */
async function expectSignedOut(device: Device) {
  const idToken = device.jar.get('hearth_id')!;
  expect((await device('/api/v1/auth/session')).json).toEqual({ user: null });
  const refreshed = await device('/api/v1/auth/refresh', { method: 'POST' });
  expect(refreshed).toMatchObject({ status: 401, json: { error: 'SESSION_EXPIRED' } });
  // The failed refresh clears both cookies, so the browser is signed out.
  expect(device.jar.size).toBe(0);
  // The old ID token, replayed before it expires, opens no session either, nor writes in the forum.
  device.jar.set('hearth_id', idToken);
  expect((await device('/api/v1/auth/session')).json).toEqual({ user: null });
  const categories = await device<{ items: Array<{ id: string }> }>('/api/v1/categories');
  const post = await device('/api/v1/posts', {
    body: {
      type: 'post',
      title: 'Posted with a stale token',
      categoryId: categories.json.items[0]!.id,
      content: '<p>x</p>',
    },
  });
  expect(post).toMatchObject({ status: 401, json: { error: 'SESSION_EXPIRED' } });
  expect((await device('/api/v1/mentions?q=An')).status).toBe(401);
}

describe('ending the other sessions', () => {
  it('change-password signs out every other device and keeps the caller signed in', async () => {
    const { email, browser: laptop } = await signedInAccount();
    const phone = await secondDevice(email);
    const tablet = await secondDevice(email);

    const changed = await laptop('/api/v1/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed).toMatchObject({ status: 200, json: { message: 'Password changed successfully' } });

    await expectSignedOut(phone);
    await expectSignedOut(tablet);

    // The caller got fresh tokens: its session and its refresh both still work.
    expect((await laptop('/api/v1/auth/session')).json).toMatchObject({ user: { email } });
    expect((await laptop('/api/v1/auth/refresh', { method: 'POST' })).status).toBe(200);
    expect((await laptop('/api/v1/auth/session')).json).toMatchObject({ user: { email } });

    // Signing in again with the new password starts a session that refreshes.
    const again = await secondDevice(email, NEW_PASSWORD);
    expect((await again('/api/v1/auth/refresh', { method: 'POST' })).status).toBe(200);
  });

  it('reset-password signs out every session of the account', async () => {
    const { email, browser: laptop } = await signedInAccount();
    const phone = await secondDevice(email);

    await newBrowser()('/api/v1/auth/forgot-password', { body: { email } });
    const { token } = linkIn(await latestMailTo(email));
    const reset = await newBrowser()('/api/v1/auth/reset-password', {
      body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.status, reset.text).toBe(200);

    await expectSignedOut(laptop);
    await expectSignedOut(phone);

    const again = await secondDevice(email, NEW_PASSWORD);
    expect((await again('/api/v1/auth/refresh', { method: 'POST' })).status).toBe(200);
    expect((await again('/api/v1/auth/session')).json).toMatchObject({ user: { email } });
  });

  it('a refresh token that the platform never issued a session for is refused', async () => {
    const { browser } = await signedInAccount();
    browser.jar.set('hearth_refresh', 'not-a-refresh-token');
    const res = await browser('/api/v1/auth/refresh', { method: 'POST' });
    expect(res).toMatchObject({ status: 401, json: { error: 'SESSION_EXPIRED' } });
  });
});
