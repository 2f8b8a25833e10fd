// The captcha on the auth forms, through the pages that use it: nothing without a site key; with one, Turnstile's
// script loads on demand and the widget's token goes into the request body (a fake `window.turnstile` stands in).
import * as messages from '@hearth/shared/messages';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, serveAuthOptions, servePost, serveSession, serveSite } from '@test/api.ts';
import { renderCommunity } from '@test/render.tsx';
import { TURNSTILE_SCRIPT_URL, type TurnstileApi } from './captcha-widget.tsx';

const siteKey = '0x4AAAAAAAexample';

/** A stand-in for Cloudflare's API: each render or reset solves at once with the next token (token-1, token-2, …). */
function fakeTurnstile() {
  const rendered: { container: HTMLElement; sitekey: string }[] = [];
  const resets: string[] = [];
  let solve: ((token: string) => void) | undefined;
  let issued = 0;
  const api: TurnstileApi = {
    render(container, params) {
      rendered.push({ container, sitekey: params.sitekey });
      solve = params.callback;
      solve?.(`token-${(issued += 1)}`);
      return `widget-${rendered.length}`;
    },
    reset(widgetId) {
      resets.push(widgetId);
      solve?.(`token-${(issued += 1)}`);
    },
    remove() {},
  };
  return { api, rendered, resets };
}

const turnstileScripts = () => document.head.querySelectorAll(`script[src="${TURNSTILE_SCRIPT_URL}"]`);

afterEach(() => {
  delete window.turnstile;
  for (const script of turnstileScripts()) script.remove();
});

async function fillSignUp() {
  await userEvent.type(await screen.findByLabelText('First name', { exact: false }), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name', { exact: false }), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'analytic1');
  await userEvent.type(screen.getByLabelText('Confirm password', { exact: false }), 'analytic1');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

const signUpBody = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytic1',
  confirmPassword: 'analytic1',
  acceptTerms: true,
};
const signedUp = { message: messages.verificationSent('ada@example.com'), email: 'ada@example.com', signedIn: false };

describe('captcha widget', () => {
  it('renders nothing and loads no script without a site key; sign-up sends no captcha field', async () => {
    const turnstile = fakeTurnstile();
    window.turnstile = turnstile.api;
    serveSite();
    serveSession(null);
    serveAuthOptions();
    const bodies = servePost('/api/v1/auth/sign-up', signedUp, 201);
    renderCommunity('/sign-up');

    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(signedUp.message)).toBeInTheDocument();
    expect(bodies).toEqual([signUpBody]);
    expect(turnstile.rendered).toEqual([]);
    expect(turnstileScripts()).toHaveLength(0);
  });

  it('with a site key, loads Turnstile on demand, renders it in the form and sends its token with the sign-up', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions({ captchaSiteKey: siteKey });
    const bodies = servePost('/api/v1/auth/sign-up', signedUp, 201);
    renderCommunity('/sign-up');

    await waitFor(() => expect(turnstileScripts()).toHaveLength(1));
    const turnstile = fakeTurnstile();
    act(() => {
      window.turnstile = turnstile.api;
      turnstileScripts()[0]!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(turnstile.rendered).toHaveLength(1));
    expect(turnstile.rendered[0]!.sitekey).toBe(siteKey);
    expect(screen.getByRole('button', { name: 'Register' }).closest('form')).toContainElement(
      turnstile.rendered[0]!.container,
    );

    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(signedUp.message)).toBeInTheDocument();
    expect(bodies).toEqual([{ ...signUpBody, captcha: 'token-1' }]);
    expect(turnstileScripts()).toHaveLength(1);
  });

  it('says so when the script cannot load', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions({ captchaSiteKey: siteKey });
    renderCommunity('/sign-up');

    await waitFor(() => expect(turnstileScripts()).toHaveLength(1));
    act(() => {
      turnstileScripts()[0]!.dispatchEvent(new Event('error'));
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(/not a robot could not finish/);
  });

  it('starts a fresh challenge after each sign-in attempt, so a retry sends a new token', async () => {
    const turnstile = fakeTurnstile();
    window.turnstile = turnstile.api;
    serveSite();
    serveSession(null);
    serveAuthOptions({ captchaSiteKey: siteKey });
    const bodies = servePost('/api/v1/auth/sign-in', apiError('CAPTCHA_FAILED', messages.captchaFailed), 400);
    renderCommunity('/sign-in');

    await userEvent.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'analytic1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.captchaFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { email: 'ada@example.com', password: 'analytic1', captcha: 'token-1' },
      { email: 'ada@example.com', password: 'analytic1', captcha: 'token-2' },
    ]);
    expect(turnstile.resets).toEqual(['widget-1', 'widget-1']);
  });

  it.each([
    {
      path: '/forgot-password',
      endpoint: '/api/v1/auth/forgot-password',
      button: 'Send reset link',
      answer: { message: messages.resetLinkSent },
      typeEmail: true,
    },
    {
      path: '/account-unverified?email=ada%40example.com',
      endpoint: '/api/v1/auth/resend-verification',
      button: 'Resend verification email',
      answer: { message: messages.verificationSent('ada@example.com') },
      typeEmail: false,
    },
  ])('$path sends the token with the e-mail', async ({ path, endpoint, button, answer, typeEmail }) => {
    window.turnstile = fakeTurnstile().api;
    serveSite();
    serveSession(null);
    serveAuthOptions({ captchaSiteKey: siteKey });
    const bodies = servePost(endpoint, answer);
    renderCommunity(path);

    const submit = await screen.findByRole('button', { name: button });
    if (typeEmail) await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(submit);

    await waitFor(() => expect(bodies).toEqual([{ email: 'ada@example.com', captcha: 'token-1' }]));
  });
});
