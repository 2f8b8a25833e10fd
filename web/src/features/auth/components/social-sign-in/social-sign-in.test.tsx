// The social sign-in popup flow on the sign-in page (owner-dashboard §7): the popup's size, a blocked popup, the
// result page's report (postMessage from our origin, or the same-origin channel) and a popup closed without one.
import * as messages from '@hearth/shared/messages';
import { SOCIAL_RESULT_TYPE } from '@hearth/shared/schemas/auth';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { renderCommunity } from '@test/render.tsx';

interface FakePopup {
  closed: boolean;
}
let opened: { url: string; name: string; features: string; popup: FakePopup | null }[];
let nextPopup: () => FakePopup | null;
const originalOpen = window.open;

beforeEach(() => {
  opened = [];
  nextPopup = () => ({ closed: false });
  window.open = ((url?: string | URL, name?: string, features?: string) => {
    const popup = nextPopup();
    opened.push({ url: String(url), name: name ?? '', features: features ?? '', popup });
    return popup as unknown as Window;
  }) as typeof window.open;
});
afterEach(() => {
  window.open = originalOpen;
});

/** The sign-in page with both providers configured; the session is a guest's until `after` (if given). */
function signInPage(path = '/sign-in', after = member) {
  serveSite();
  const session = serveSession(null, after);
  serveAuthOptions({ google: true, facebook: true });
  return { ...renderCommunity(path), session };
}

const report = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
const ok = { type: SOCIAL_RESULT_TYPE, ok: true, message: messages.socialSignedIn };

describe('social sign-in', () => {
  it('opens a 650×600 popup for Google and a 650×331 one for Facebook, on the API step', async () => {
    signInPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    opened[0]!.popup!.closed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));

    expect(opened.map(({ url, name }) => [url, name])).toEqual([
      ['/api/v1/auth/social/google', 'hearth-social-sign-in'],
      ['/api/v1/auth/social/facebook', 'hearth-social-sign-in'],
    ]);
    expect(opened[0]!.features).toMatch(/^popup,width=650,height=600,/);
    expect(opened[1]!.features).toMatch(/^popup,width=650,height=331,/);
  });

  it('says so when the browser blocks the popup', async () => {
    nextPopup = () => null;
    signInPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.popupBlocked);
  });

  it('on the report of success fetches the session again and goes on like a password sign-in', async () => {
    const { location, session } = signInPage('/sign-in?redirect=%2Faccount-settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const before = session.calls();

    await report(ok);

    await waitFor(() => expect(location()).toBe('/account-settings'));
    expect(session.calls()).toBe(before + 1);
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('goes to the welcome step for a new account, as after sign-up', async () => {
    const { location } = signInPage('/sign-in', { ...member, welcomePending: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    await report(ok);
    await waitFor(() => expect(location()).toBe('/onboarding/welcome'));
  });

  it('shows the message of a failed sign-in and stays', async () => {
    const { location, session } = signInPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const before = session.calls();

    await report({ type: SOCIAL_RESULT_TYPE, ok: false, message: messages.socialEmailUnverified('Google') });

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.socialEmailUnverified('Google'));
    expect(location()).toBe('/sign-in');
    expect(session.calls()).toBe(before);
  });

  it('ignores reports from another origin, of another shape, or with no popup out', async () => {
    const { location, session } = signInPage();
    await screen.findByRole('button', { name: 'Continue with Google' });
    const before = session.calls();
    await report(ok);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await report(ok, 'https://evil.example');
    await report({ type: 'something-else', ok: true });

    expect(session.calls()).toBe(before);
    expect(location()).toBe('/sign-in');
  });

  it('does nothing when the popup is closed without a result', async () => {
    const { location, session } = signInPage();
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await userEvent.click(google);
    await waitFor(() => expect(google).toHaveAttribute('data-loading'));
    const before = session.calls();

    opened[0]!.popup!.closed = true;

    await waitFor(() => expect(google).not.toHaveAttribute('data-loading'));
    expect(session.calls()).toBe(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toBe('/sign-in');
  });

  it.runIf(typeof BroadcastChannel !== 'undefined')(
    'also takes the report from the same-origin channel (when the provider cut the opener link)',
    async () => {
      const { location } = signInPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
      const channel = new BroadcastChannel(SOCIAL_RESULT_TYPE);
      channel.postMessage(ok);
      channel.close();
      await waitFor(() => expect(location()).toBe('/'));
    },
  );

  it('shows only the providers a deployment has', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions({ google: true, facebook: false });
    renderCommunity('/sign-in');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    expect(screen.queryByText(messages.socialSignInLocal)).not.toBeInTheDocument();
  });
});
