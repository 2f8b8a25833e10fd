// The marketplace sign-up (a guest sent from /appsumo): the first code is required, each code is checked 350 ms after
// the typing stops with the check's status as its message, the second code may not repeat the first, and the codes
// wait in local storage for the signed-in account.
import * as messages from '@hearth/shared/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveAuthOptions, servePost, serveSession } from '@test/api.ts';
import { serveCodesPost } from '@test/codes.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { MARKETPLACE_STORAGE_KEYS } from '@/features/communities/current-community.ts';
import { CODE_CHECK_DELAY_MS } from './marketplace-code-fields.tsx';

const SIGNUP_CODES_KEY = MARKETPLACE_STORAGE_KEYS[0];

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

/** The check answers each code with the status `statusOf` gives it. */
const serveCheck = (statusOf: (code: string) => string) =>
  serveCodesPost('/api/v1/codes/check', (body) => ({
    results: (body as { codes: string[] }).codes.map((code) => ({ code, status: statusOf(code) })),
  }));

async function openMarketplaceSignUp(code = '') {
  serveSession(null);
  serveAuthOptions();
  renderOwnerApp(`/sign-up?redirect=${encodeURIComponent(code ? `/appsumo/${code}` : '/appsumo')}`);
  await screen.findByRole('button', { name: 'Sign Up' });
}

async function fillAccount() {
  await userEvent.type(screen.getByLabelText('First name', { exact: false }), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name', { exact: false }), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'analytic-1');
  await userEvent.type(screen.getByLabelText('Confirm password', { exact: false }), 'analytic-1');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

const code1 = () => screen.getByRole('textbox', { name: /^Code 1/ });
const code2 = () => screen.getByRole('textbox', { name: /^Code 2/ });

describe('marketplace sign-up', () => {
  it('needs at least one code and sends nothing without it', async () => {
    const signUps = servePost('/api/v1/auth/sign-up', {}, 201);
    await openMarketplaceSignUp();
    await fillAccount();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(code1()).toHaveAccessibleDescription(expect.stringContaining(messages.codesRequired));
    expect(signUps).toHaveLength(0);
  });

  it('checks a code 350 ms after the typing stops and shows its status', async () => {
    const checks = serveCheck((code) => (code === 'LTD-TAKEN-1' ? 'redeemed' : 'valid'));
    await openMarketplaceSignUp();

    vi.useFakeTimers();
    fireEvent.change(code2(), { target: { value: 'ltd-taken-1' } });
    await act(() => vi.advanceTimersByTimeAsync(CODE_CHECK_DELAY_MS - 1));
    expect(checks).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    await waitFor(() => expect(code2()).toHaveAccessibleDescription(expect.stringContaining('This code is redeemed')));
    expect(checks).toEqual([{ codes: ['LTD-TAKEN-1'] }]);
  });

  it('checks only the code the typing stopped at', async () => {
    const checks = serveCheck(() => 'valid');
    await openMarketplaceSignUp();

    vi.useFakeTimers();
    fireEvent.change(code1(), { target: { value: 'LTD-FIRST' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(code1(), { target: { value: 'LTD-FIRST-2' } });
    await act(() => vi.advanceTimersByTimeAsync(CODE_CHECK_DELAY_MS));
    vi.useRealTimers();

    await waitFor(() => expect(checks).toEqual([{ codes: ['LTD-FIRST-2'] }]));
    expect(code1()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says a code is invalid, and that the second repeats the first, without asking the API for those', async () => {
    const checks = serveCheck((code) => (code === 'LTD-UNKNOWN' ? 'invalid' : 'valid'));
    await openMarketplaceSignUp('LTD-GOOD-01');

    await userEvent.type(code2(), 'no');
    await waitFor(() => expect(code2()).toHaveAccessibleDescription(expect.stringContaining(messages.codeInvalid)));
    await userEvent.clear(code2());
    await userEvent.type(code2(), ' ltd-good-01');
    expect(code2()).toHaveAccessibleDescription(expect.stringContaining(messages.codeEnteredTwice));
    await userEvent.clear(code2());
    await userEvent.type(code2(), 'LTD-UNKNOWN');
    await waitFor(() => expect(code2()).toHaveAccessibleDescription(expect.stringContaining(messages.codeInvalid)));

    expect(checks.map((body) => (body as { codes: string[] }).codes)).not.toContainEqual(['NO']);
    expect(checks).toContainEqual({ codes: ['LTD-UNKNOWN'] });
  });

  it('keeps the codes for the signed-in account and signs up without them (Enter submits)', async () => {
    serveCheck(() => 'valid');
    const signUps = servePost(
      '/api/v1/auth/sign-up',
      { message: messages.verificationSent('ada@example.com'), email: 'ada@example.com', signedIn: false },
      201,
    );
    await openMarketplaceSignUp('LTD-GOOD-01');
    expect(code1()).toHaveValue('LTD-GOOD-01');
    await fillAccount();
    await userEvent.type(code2(), 'ltd-good-02{Enter}');

    expect(await screen.findByText(messages.verificationSent('ada@example.com'))).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SIGNUP_CODES_KEY) ?? 'null')).toEqual(['LTD-GOOD-01', 'LTD-GOOD-02']);
    expect(signUps).toHaveLength(1);
    expect(signUps[0]).not.toHaveProperty('codes');
  });
});
