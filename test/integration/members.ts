// Members over HTTP for the integration tests: a fresh signed-in member (with what tests need of it), a demo account
// signed in, their notification switches, and their profile and XP as the API shows them.
import { expect } from 'vitest';
import type { Profile } from '@hearth/shared/schemas/members';
import { DEMO_PASSWORD } from '../../scripts/local/seed.ts';
import { signedInAccount } from './auth-flows.ts';
import { drainEvents, newBrowser } from './context.ts';

export type Browser = ReturnType<typeof newBrowser>;

export interface Member {
  browser: Browser;
  memberId: string;
  /** First and last name, as mentions and notifications show it. */
  name: string;
  email: string;
}

export interface MemberOptions {
  /** Notification switches set right after the sign-up (e.g. topics a test does not look at turned off). */
  switches?: Record<string, boolean>;
  /** Waits until the sign-up's own events have reached their consumers (its XP, its quests) before returning. */
  drained?: boolean;
}

/** A new member of the demo community: signed up, verified and signed in on demo.localhost. */
export async function member(tag: string, options: MemberOptions = {}): Promise<Member> {
  const { browser, email } = await signedInAccount('demo.localhost', tag);
  const res = await browser<{ user: { memberId: string; firstName: string; lastName: string } }>(
    '/api/v1/auth/session',
  );
  expect(res.status, res.text).toBe(200);
  const signedUp: Member = {
    browser,
    email,
    memberId: res.json.user.memberId,
    name: `${res.json.user.firstName} ${res.json.user.lastName}`,
  };
  if (options.switches) await setSwitches(signedUp, options.switches);
  if (options.drained) await drainEvents();
  return signedUp;
}

/** A seeded demo account, signed in on its host. */
export async function demoAccount(email: string, host = 'demo.localhost'): Promise<Browser> {
  const browser = newBrowser(host);
  const res = await browser('/api/v1/auth/sign-in', { body: { email, password: DEMO_PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return browser;
}

export async function setSwitches(m: Pick<Member, 'browser'>, preferences: Record<string, boolean>) {
  const res = await m.browser('/api/v1/notification-preferences', { method: 'PATCH', body: { preferences } });
  expect(res.status, res.text).toBe(200);
}

export async function profileOf(m: Pick<Member, 'browser'>): Promise<Profile> {
  const res = await m.browser<Profile>('/api/v1/profiles/me');
  expect(res.status, res.text).toBe(200);
  return res.json;
}

export const xpOf = async (m: Pick<Member, 'browser'>) => (await profileOf(m)).xp;
