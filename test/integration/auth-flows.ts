// Account flows driven over HTTP, shared by the auth integration tests.
import { expect } from 'vitest';
import { latestMailTo, linkIn } from './mailbox.ts';
import { newBrowser, uniqueEmail } from './context.ts';

export const PASSWORD = 'correct-horse-7';

export function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: "O'Neil-Díaz",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

/** Signs up and follows the e-mailed verification link; returns a signed-out browser on that host. */
export async function verifiedAccount(host = 'demo.localhost', tag = 'member', password = PASSWORD) {
  const email = uniqueEmail(tag);
  const browser = newBrowser(host);
  const created = await browser('/api/v1/auth/sign-up', {
    body: signUpBody(email, { password, confirmPassword: password }),
  });
  expect(created.status, created.text).toBe(201);
  const { token } = linkIn(await latestMailTo(email));
  const verified = await browser('/api/v1/auth/verify-email', { body: { token } });
  expect(verified.status, verified.text).toBe(200);
  return { email, password, browser };
}

export async function signedInAccount(host = 'demo.localhost', tag = 'member') {
  const account = await verifiedAccount(host, tag);
  const res = await account.browser('/api/v1/auth/sign-in', {
    body: { email: account.email, password: account.password },
  });
  expect(res.status, res.text).toBe(200);
  return account;
}
