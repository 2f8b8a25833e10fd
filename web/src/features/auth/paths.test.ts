import { describe, expect, it } from 'vitest';
import { member } from '@test/fixtures.ts';
import { accountStatePage, destinationAfterSignIn } from './paths.ts';

describe('destinationAfterSignIn', () => {
  it.each([
    [{}, '/'],
    [{ redirect: '/account-settings' }, '/account-settings'],
    [{ previous: '/post/hello?comment=c1' }, '/post/hello?comment=c1'],
    [{ redirect: '/account-settings', previous: '/post/hello' }, '/account-settings'],
    [{ redirect: '//evil.com', previous: '/post/hello' }, '/post/hello'],
    [{ redirect: 'https://evil.com' }, '/'],
    [{ redirect: '/sign-in?redirect=/sign-in' }, '/'],
    [{ redirect: '/account-ban' }, '/'],
  ])('an active member with %o goes to %s', (where, expected) => {
    expect(destinationAfterSignIn(member, where)).toBe(expected);
  });

  it('puts the welcome step first, and a state page before anything', () => {
    expect(destinationAfterSignIn({ ...member, welcomePending: true }, { redirect: '/account-settings' })).toBe(
      '/onboarding/welcome',
    );
    expect(destinationAfterSignIn({ ...member, state: 'pending', welcomePending: true })).toBe(
      '/account-approval-pending',
    );
  });
});

describe('accountStatePage', () => {
  it.each([
    [{ state: 'active', ban: null }, null],
    [{ state: 'pending', ban: null }, '/account-approval-pending'],
    [{ state: 'denied', ban: null }, '/account-denied'],
    [{ state: 'banned', ban: { permanent: true, expiresAt: null } }, '/account-ban?permanentBan=true'],
    [
      { state: 'banned', ban: { permanent: false, expiresAt: '2031-01-02T03:04:00.000Z' } },
      '/account-ban?permanentBan=false&expiresAt=2031-01-02T03%3A04%3A00.000Z',
    ],
  ] as const)('%o → %s', (user, page) => {
    expect(accountStatePage(user)).toBe(page);
  });
});
