// Identity flows over HTTP against the local platform, reading links from the dev mailbox.
import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { sessionResponseSchema } from '@hearth/shared/schemas/auth';
import { keys } from '@hearth/functions/platform/db/keys';
import { PASSWORD, signUpBody, signedInAccount, verifiedAccount } from './auth-flows.ts';
import { newBrowser, platform, uniqueEmail } from './context.ts';
import { latestMailTo, linkIn, mailsTo } from './mailbox.ts';

const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: platform.dynamodb,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  }),
);

describe('sign-up validation (member-forum §5)', () => {
  it('names every missing field with the spec messages', async () => {
    const res = await newBrowser()('/api/v1/auth/sign-up', { body: {} });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        password: 'Password is required',
        acceptTerms: messages.acceptTerms,
      },
    });
  });

  it.each([
    [{ firstName: 'J0hn' }, 'firstName', 'Incorrect name'],
    [{ lastName: 'x'.repeat(51) }, 'lastName', 'Name must be between 1 to 50 chars'],
    [{ email: '   ' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', messages.emailInvalid],
    [{ email: `${'a'.repeat(195)}@x.com` }, 'email', messages.emailTooLong],
    [{ password: 'abcdef', confirmPassword: 'abcdef' }, 'password', messages.passwordGuidelines],
    [{ confirmPassword: 'something-else-1' }, 'confirmPassword', "Passwords don't match"],
    [{ acceptTerms: false }, 'acceptTerms', messages.acceptTerms],
  ])('%j → %s: %s', async (override, field, message) => {
    const res = await newBrowser()('/api/v1/auth/sign-up', { body: signUpBody(uniqueEmail('v'), override) });
    expect(res.status).toBe(400);
    expect((res.json as { fields: Record<string, string> }).fields[field]).toBe(message);
  });

  it('accepts names with accents, spaces, commas, periods, apostrophes and hyphens', async () => {
    const email = uniqueEmail('names');
    const res = await newBrowser()('/api/v1/auth/sign-up', {
      body: signUpBody(email, { firstName: 'Zoë Anne-Marie', lastName: "St. O'Brien, Jr." }),
    });
    expect(res.status).toBe(201);
  });

  it('asks the owner side for 8 characters', async () => {
    const res = await newBrowser('app.localhost')('/api/v1/auth/sign-up', {
      body: signUpBody(uniqueEmail('owner'), { password: 'abc1234', confirmPassword: 'abc1234' }),
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ fields: { password: messages.passwordGuidelines } });
    const options = await newBrowser('app.localhost')('/api/v1/auth/options');
    expect(options.json).toEqual({
      social: { google: false, facebook: false },
      passwordMinLength: 8,
      captchaSiteKey: null,
    });
    expect((await newBrowser()('/api/v1/auth/options')).json).toMatchObject({ passwordMinLength: 6 });
  });

  it('refuses an unknown invitation token without creating anything', async () => {
    const email = uniqueEmail('invited');
    const res = await newBrowser()('/api/v1/auth/sign-up', { body: signUpBody(email, { invitation: 'x'.repeat(30) }) });
    expect(res).toMatchObject({ status: 400, json: { fields: { invitation: messages.invitationInvalid } } });
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('member sign-up → verification → sign-in', () => {
  it('e-mails a single-use verification link and signs in only after it is used', async () => {
    const email = uniqueEmail('flow');
    const browser = newBrowser();
    const created = await browser('/api/v1/auth/sign-up', { body: signUpBody(email.toUpperCase()) });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ message: messages.verificationSent(email), email, signedIn: false });

    const unverified = await browser('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(unverified).toMatchObject({ status: 403, json: { error: 'ACCOUNT_UNVERIFIED' } });
    expect(browser.jar.size).toBe(0);

    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('Verify your e-mail for Hearth Makers');
    const { url, token } = linkIn(mail);
    expect(`${url.host}${url.pathname}`).toBe(`demo.localhost:${platform.port}/verify-email`);
    expect((await browser('/api/v1/auth/verify-email', { body: { token } })).status).toBe(200);
    const again = await browser('/api/v1/auth/verify-email', { body: { token } });
    expect(again).toMatchObject({ status: 400, json: { error: 'LINK_INVALID', message: messages.verificationFailed } });

    const signedIn = await browser('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    const cookies = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.startsWith('hearth_id='))).toMatch(
      /; Path=\/; Max-Age=2592000; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookies.find((c) => c.startsWith('hearth_refresh='))).toMatch(
      /; Path=\/api\/v1\/auth; Max-Age=2592000; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(signedIn.json).toMatchObject({
      user: { email, kind: 'member', state: 'active', welcomePending: true, staff: null },
    });

    const session = sessionResponseSchema.parse((await browser('/api/v1/auth/session')).json);
    expect(session.user).toMatchObject({ email, firstName: 'Ana', lastName: "O'Neil-Díaz", welcomePending: true });
    const welcomed = await browser('/api/v1/auth/welcome/complete', { method: 'POST' });
    expect(welcomed.json).toMatchObject({ user: { welcomePending: false } });
    expect((await browser('/api/v1/auth/session')).json).toMatchObject({ user: { welcomePending: false } });
  });

  it('answers a sign-up with a registered address exactly as a new one, and mails the owner instead', async () => {
    const { email } = await verifiedAccount();
    const fresh = uniqueEmail('fresh');
    const first = await newBrowser()('/api/v1/auth/sign-up', { body: signUpBody(fresh) });
    const twice = await newBrowser()('/api/v1/auth/sign-up', {
      body: signUpBody(email, { password: 'other-pass-33', confirmPassword: 'other-pass-33' }),
    });
    expect(twice.status).toBe(first.status);
    expect(twice.json).toEqual({ message: messages.verificationSent(email), email, signedIn: false });
    expect(first.json).toEqual({ message: messages.verificationSent(fresh), email: fresh, signedIn: false });
    expect(twice.headers['content-type']).toBe(first.headers['content-type']);
    expect(twice.headers['set-cookie']).toEqual(first.headers['set-cookie']);

    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('You already have a Hearth Makers account');
    expect(mail.text).toContain(`demo.localhost:${platform.port}/sign-in`);
    expect(mail.text).toContain(`demo.localhost:${platform.port}/forgot-password`);
    // No second account: the first password still signs in, the second one does not.
    expect((await newBrowser()('/api/v1/auth/sign-in', { body: { email, password: 'other-pass-33' } })).status).toBe(
      401,
    );
    expect((await newBrowser()('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
    const elsewhere = await newBrowser('founders.localhost')('/api/v1/auth/sign-up', { body: signUpBody(email) });
    expect(elsewhere.status).toBe(201);
    expect((await latestMailTo(email)).subject).toBe('Verify your e-mail for Founders Circle');
  });

  it('answers a repeated sign-up of an unverified address the same, with no second account', async () => {
    const email = uniqueEmail('again');
    const browser = newBrowser();
    const first = await browser('/api/v1/auth/sign-up', { body: signUpBody(email) });
    const second = await newBrowser()('/api/v1/auth/sign-up', { body: signUpBody(email) });
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'You already have a Hearth Makers account',
      'Verify your e-mail for Hearth Makers',
    ]);
    // The first verification link still verifies the one account.
    const { token } = linkIn(mails[1]!);
    expect((await browser('/api/v1/auth/verify-email', { body: { token } })).status).toBe(200);
    expect((await browser('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { email } = await verifiedAccount();
    const wrong = await newBrowser()('/api/v1/auth/sign-in', { body: { email, password: 'not-the-password-1' } });
    const unknown = await newBrowser()('/api/v1/auth/sign-in', {
      body: { email: uniqueEmail('nobody'), password: PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res).toMatchObject({
        status: 401,
        json: { error: 'INVALID_CREDENTIALS', message: messages.invalidCredentials },
      });
    }
  });

  it('resends verification with the same answer for any address', async () => {
    const email = uniqueEmail('resend');
    const browser = newBrowser();
    await browser('/api/v1/auth/sign-up', { body: signUpBody(email) });
    const known = await browser('/api/v1/auth/resend-verification', { body: { email } });
    const unknown = await browser('/api/v1/auth/resend-verification', { body: { email: uniqueEmail('ghost') } });
    expect(known.json).toEqual({ message: messages.verificationSent(email) });
    expect(unknown.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    const { token } = linkIn(await latestMailTo(email));
    expect((await browser('/api/v1/auth/verify-email', { body: { token } })).status).toBe(200);
  });

  it('refuses a mutation without the CSRF header', async () => {
    const res = await newBrowser()('/api/v1/auth/sign-in', { body: { email: 'a@b.co', password: 'x' }, csrf: false });
    expect(res).toMatchObject({ status: 403, json: { error: 'CSRF_REQUIRED' } });
  });
});

describe('sessions', () => {
  it('refreshes silently and stops refreshing once signed out (the refresh token is revoked)', async () => {
    const { browser } = await signedInAccount();
    const refreshCookie = browser.jar.get('hearth_refresh')!;
    const refreshed = await browser('/api/v1/auth/refresh', { method: 'POST' });
    expect(refreshed.status).toBe(200);
    expect(([] as string[]).concat(refreshed.headers['set-cookie'] ?? []).some((c) => c.startsWith('hearth_id='))).toBe(
      true,
    );

    const out = await browser('/api/v1/auth/sign-out', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(browser.jar.size).toBe(0);
    expect((await browser('/api/v1/auth/session')).json).toEqual({ user: null });

    browser.jar.set('hearth_refresh', refreshCookie);
    const revoked = await browser('/api/v1/auth/refresh', { method: 'POST' });
    expect(revoked).toMatchObject({ status: 401, json: { error: 'SESSION_EXPIRED' } });
    // The failed refresh clears the cookies it could not renew.
    expect(browser.jar.has('hearth_refresh')).toBe(false);
  });

  it('treats a tampered session cookie as signed out, and rejects it on a member-only route', async () => {
    const { browser } = await signedInAccount();
    const token = browser.jar.get('hearth_id')!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, 'custom:memberId': 'mb-owner' })).toString('base64url');
    browser.jar.set('hearth_id', `${header}.${forged}.${signature}`);
    expect((await browser('/api/v1/auth/session')).json).toEqual({ user: null });
    const change = await browser('/api/v1/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'another-pass-2' },
    });
    expect(change.status).toBe(403);
  });
});

describe('password recovery', () => {
  it('answers forgot-password the same for known and unknown addresses, mailing only the account', async () => {
    const { email } = await verifiedAccount();
    const unknownEmail = uniqueEmail('unknown');
    const known = await newBrowser()('/api/v1/auth/forgot-password', { body: { email } });
    const unknown = await newBrowser()('/api/v1/auth/forgot-password', { body: { email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ message: messages.resetLinkSent });
    expect(unknown.json).toEqual(known.json);
    expect(await mailsTo(unknownEmail)).toEqual([]);
    expect((await latestMailTo(email)).subject).toBe('Reset your Hearth Makers password');
  });

  it('resets with a single-use link, after which only the new password works', async () => {
    const { email } = await verifiedAccount();
    await newBrowser()('/api/v1/auth/forgot-password', { body: { email } });
    const { url, token } = linkIn(await latestMailTo(email));
    expect(url.pathname).toBe('/reset-password');
    const body = { token, password: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' };
    const reset = await newBrowser()('/api/v1/auth/reset-password', { body });
    expect(reset).toMatchObject({ status: 200, json: { message: 'Password Saved!' } });
    const reused = await newBrowser()('/api/v1/auth/reset-password', { body });
    expect(reused).toMatchObject({ status: 400, json: { error: 'LINK_INVALID' } });
    expect((await newBrowser()('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await newBrowser()('/api/v1/auth/sign-in', { body: { email, password: 'brand-new-pass-9' } })).status).toBe(
      200,
    );
  });

  it('refuses an expired link and a made-up one', async () => {
    const { email } = await verifiedAccount();
    await newBrowser()('/api/v1/auth/forgot-password', { body: { email } });
    const { token } = linkIn(await latestMailTo(email));
    const hash = createHash('sha256').update(token).digest('base64url');
    await ddb.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: keys.linkToken('cm-demo', hash),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1000 },
      }),
    );
    const body = (t: string) => ({ token: t, password: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' });
    expect(await newBrowser()('/api/v1/auth/reset-password', { body: body(token) })).toMatchObject({
      status: 400,
      json: { error: 'LINK_EXPIRED', message: messages.linkExpired },
    });
    expect(await newBrowser()('/api/v1/auth/reset-password', { body: body('x'.repeat(43)) })).toMatchObject({
      status: 400,
      json: { error: 'LINK_INVALID' },
    });
  });
});

describe('changing password and e-mail', () => {
  it('changes the password only with the current one', async () => {
    const { email, browser } = await signedInAccount();
    const wrong = await browser('/api/v1/auth/change-password', {
      body: { currentPassword: 'wrong-pass-1', newPassword: 'next-pass-22' },
    });
    expect(wrong).toMatchObject({ status: 400, json: { fields: { currentPassword: messages.wrongPassword } } });
    const weak = await browser('/api/v1/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(weak).toMatchObject({ status: 400, json: { fields: { newPassword: messages.passwordGuidelines } } });
    const ok = await browser('/api/v1/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'next-pass-22' },
    });
    expect(ok).toMatchObject({ status: 200, json: { message: 'Password changed successfully' } });
    expect((await newBrowser()('/api/v1/auth/sign-in', { body: { email, password: 'next-pass-22' } })).status).toBe(
      200,
    );
  });

  it('moves the account to a confirmed new address; the old one stops working', async () => {
    const { email, browser } = await signedInAccount();
    const { email: takenEmail } = await verifiedAccount();
    const newEmail = uniqueEmail('moved');

    expect(
      await browser('/api/v1/auth/change-email', { body: { email: newEmail, password: 'wrong-pass-1' } }),
    ).toMatchObject({
      status: 400,
      json: { fields: { password: messages.wrongPassword } },
    });
    expect(
      await browser('/api/v1/auth/change-email', { body: { email: takenEmail, password: PASSWORD } }),
    ).toMatchObject({
      status: 409,
      json: { fields: { email: messages.emailTaken } },
    });
    const started = await browser('/api/v1/auth/change-email', { body: { email: newEmail, password: PASSWORD } });
    expect(started).toMatchObject({ status: 200, json: { message: messages.emailChangeSent } });
    // Until the link is used, the new address cannot sign in and the old one still can.
    expect((await newBrowser()('/api/v1/auth/sign-in', { body: { email: newEmail, password: PASSWORD } })).status).toBe(
      401,
    );
    expect((await newBrowser()('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);

    const { url, token } = linkIn(await latestMailTo(newEmail));
    expect(url.pathname).toBe('/confirm-email-change');
    const confirmed = await browser('/api/v1/auth/confirm-email-change', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(browser.jar.size).toBe(0);
    const reused = await newBrowser()('/api/v1/auth/confirm-email-change', { body: { token } });
    expect(reused).toMatchObject({ status: 400, json: { error: 'LINK_INVALID' } });

    expect((await newBrowser()('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(401);
    const signedIn = await newBrowser()('/api/v1/auth/sign-in', { body: { email: newEmail, password: PASSWORD } });
    expect(signedIn).toMatchObject({ status: 200, json: { user: { email: newEmail } } });
    // The old address is free again for a new account.
    expect((await newBrowser()('/api/v1/auth/sign-up', { body: signUpBody(email) })).status).toBe(201);
  });
});

describe('attempt limits', () => {
  const wrongFrom = async (browser: ReturnType<typeof newBrowser>, email: string, i: number) =>
    (await browser('/api/v1/auth/sign-in', { body: { email, password: `wrong-pass-${i}` } })).status;

  it('stops sign-in from one address after 10 attempts on one account, with a clear message', async () => {
    const { email } = await verifiedAccount();
    const attacker = newBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await wrongFrom(attacker, email, i));
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Even the right password: from this address the account is closed for the window.
    const blocked = await attacker('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect((blocked.json as { message: string }).message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });

  it('counts only failed sign-ins: a member who signs in often from one address is never stopped', async () => {
    const { email } = await verifiedAccount();
    const office = newBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await office('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status);
    }
    expect(statuses).toEqual(Array(12).fill(200));
    // Failures still count from where the successes left off: 10 wrong passwords, then the address is stopped.
    for (let i = 0; i < 10; i++) expect(await wrongFrom(office, email, i)).toBe(401);
    expect((await office('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(429);
  });

  it('lets the owner sign in from another address while one address is locked out of the account', async () => {
    const { email } = await verifiedAccount();
    const attacker = newBrowser();
    for (let i = 0; i < 11; i++) await wrongFrom(attacker, email, i);
    expect((await attacker('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(429);

    const owner = newBrowser();
    const signedIn = await owner('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(signedIn).toMatchObject({ status: 200, json: { user: { email } } });
  });

  it('never locks the account itself: attempts spread over addresses are answered, the owner still gets in', async () => {
    const { email } = await verifiedAccount();
    // Ten addresses, one wrong guess each: the account has seen 10 failures but no address is over its limit.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await wrongFrom(newBrowser(), email, i));
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await newBrowser()('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('stops forgot-password after 20 requests from one IP', async () => {
    const browser = newBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await browser('/api/v1/auth/forgot-password', { body: { email: uniqueEmail('ip') } })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
