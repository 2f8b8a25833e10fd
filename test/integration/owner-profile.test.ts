// The owner's /profile over HTTP (owner-dashboard §2 Profile page, §5): the Beam Profile name under the name rule,
// the password change (existing rules and sessions), the organization data, and the change-email flow.
import * as messages from '@hearth/shared/messages';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@hearth/functions/platform/db/keys';
import { newBrowser, table } from './context.ts';
import { latestMailTo, linkIn } from './mailbox.ts';
import { callers, signInOn } from './owner-profile-fixtures.ts';

type Callers = Awaited<ReturnType<typeof callers>>;
interface Session {
  user: { memberId: string; firstName: string; lastName: string; email: string } | null;
}

let c: Callers;
const PROFILE = '/api/v1/auth/profile';

beforeAll(async () => {
  c = await callers('op');
}, 60_000);

const memberItem = async (communityId: string, memberId: string) =>
  (await table.send(new GetCommand({ TableName: 'hearth', Key: keys.member(communityId, memberId) }))).Item;

describe('PUT /api/v1/auth/profile (Beam Profile)', () => {
  it('saves the name with accents and the allowed punctuation, trimmed; the session shows it', async () => {
    const res = await c.editor.browser<Session>(PROFILE, {
      method: 'PUT',
      body: { firstName: '  Zoë-Élise ', lastName: "O'Brien, Jr." },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.user).toMatchObject({ firstName: 'Zoë-Élise', lastName: "O'Brien, Jr." });
    const session = await c.editor.browser<Session>('/api/v1/auth/session');
    expect(session.json.user).toMatchObject({ firstName: 'Zoë-Élise', lastName: "O'Brien, Jr." });
    const item = await memberItem('app', c.editor.memberId);
    expect(item).toMatchObject({
      firstName: 'Zoë-Élise',
      lastName: "O'Brien, Jr.",
      GSI1SK: keys.memberName('app', "zoe-elise o'brien, jr.", c.editor.memberId).GSI1SK,
    });
  });

  it.each([
    [{ firstName: 'Ada2', lastName: 'Lovelace' }, 'firstName', messages.incorrectName],
    [{ firstName: 'Ada', lastName: '<b>x</b>' }, 'lastName', messages.incorrectName],
    [{ firstName: 'a'.repeat(51), lastName: 'Lovelace' }, 'firstName', messages.nameLength],
    [{ firstName: '', lastName: 'Lovelace' }, 'firstName', messages.firstNameRequired],
    [{ firstName: 'Ada' }, 'lastName', messages.lastNameRequired],
  ])('refuses %j with the spec message, nothing changed', async (body, field, message) => {
    const before = await memberItem('app', c.editor.memberId);
    const res = await c.editor.browser<{ fields: Record<string, string> }>(PROFILE, { method: 'PUT', body });
    expect(res.status, res.text).toBe(400);
    expect(res.json.fields[field]).toBe(message);
    expect(await memberItem('app', c.editor.memberId)).toEqual(before);
  });

  it('renames only the caller: owner and editor their own accounts; guests 401, community hosts 404', async () => {
    const owner = await c.owner.browser<Session>(PROFILE, {
      method: 'PUT',
      body: { firstName: 'Olga', lastName: 'Owner' },
    });
    expect(owner.status, owner.text).toBe(200);
    expect(owner.json.user?.email).toBe(c.owner.email);
    const refusals: Array<[string, ReturnType<typeof newBrowser>, number]> = [
      ['a guest', newBrowser('app.localhost'), 401],
      ['a member on its community host', c.member.browser, 404],
      ['a moderator on its community host', c.moderator.browser, 404],
      ['the owner on the community host', c.ownerOnSite, 404],
    ];
    for (const [who, browser, status] of refusals) {
      const res = await browser(PROFILE, { method: 'PUT', body: { firstName: 'Mallory', lastName: 'Evil' } });
      expect(res.status, `${who}: ${res.text}`).toBe(status);
    }
    // Another community's owner renames their own account, never this one's.
    const other = await c.other.browser<Session>(PROFILE, {
      method: 'PUT',
      body: { firstName: 'Otto', lastName: 'Other' },
    });
    expect(other.json.user?.email).toBe(c.other.email);
    const session = await c.owner.browser<Session>('/api/v1/auth/session');
    expect(session.json.user).toMatchObject({ firstName: 'Olga', lastName: 'Owner' });
  });
});

describe('Password Settings and the change-email dialog on the owner app', () => {
  it('changes the password under the owner rules; the caller stays signed in, another device is signed out', async () => {
    const account = c.other;
    const otherDevice = await signInOn('app.localhost', account.email, account.password);
    const weak = await account.browser<{ fields: Record<string, string> }>('/api/v1/auth/change-password', {
      body: { currentPassword: account.password, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.fields.newPassword).toBe(messages.passwordGuidelines);
    const wrong = await account.browser<{ fields: Record<string, string> }>('/api/v1/auth/change-password', {
      body: { currentPassword: 'not-it-123', newPassword: 'brand-new-pass-9' },
    });
    expect(wrong.json.fields.currentPassword).toBe(messages.wrongPassword);

    const changed = await account.browser('/api/v1/auth/change-password', {
      body: { currentPassword: account.password, newPassword: 'brand-new-pass-9' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await account.browser<Session>('/api/v1/auth/session')).json.user?.email).toBe(account.email);
    await otherDevice('/api/v1/auth/refresh', { method: 'POST' });
    expect((await otherDevice<Session>('/api/v1/auth/session')).json.user).toBeNull();
    account.password = 'brand-new-pass-9';
  });

  it('sends the change-email link to the new address; confirming it moves the e-mail', async () => {
    const account = c.editor;
    const newEmail = `renamed-${Date.now().toString(36)}@example.com`;
    const missing = await account.browser<{ fields: Record<string, string> }>('/api/v1/auth/change-email', {
      body: { email: '', password: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toMatchObject({ email: messages.emailRequired, password: messages.passwordRequired });
    const sent = await account.browser<{ message: string }>('/api/v1/auth/change-email', {
      body: { email: newEmail, password: account.password },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.message).toBe(messages.emailChangeSent);
    const { token } = linkIn(await latestMailTo(newEmail));
    const confirmed = await newBrowser('app.localhost')('/api/v1/auth/confirm-email-change', { body: { token } });
    expect(confirmed.status, confirmed.text).toBe(200);
    const again = newBrowser('app.localhost');
    const signIn = await again<Session>('/api/v1/auth/sign-in', {
      body: { email: newEmail, password: account.password },
    });
    expect(signIn.status, signIn.text).toBe(200);
    expect(signIn.json.user?.firstName).toBe('Zoë-Élise');
  });

  it('edits the organization profile (trimmed, 1-100), refusing a blank name with the spec text', async () => {
    const organization = {
      organizationName: '  Boat Builders  ',
      organizationType: 'Guild',
      organizationPhone: '+44 20 7946 0000',
      communityGoals: 'Float.',
    };
    const saved = await c.owner.browser<{ organization: { organizationName: string } }>(
      '/api/v1/onboarding/organization',
      { method: 'PUT', body: organization },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.organization.organizationName).toBe('Boat Builders');
    const blank = await c.owner.browser<{ fields: Record<string, string> }>('/api/v1/onboarding/organization', {
      method: 'PUT',
      body: { ...organization, organizationName: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.fields.organizationName).toBe(messages.organizationLength('Name'));
  });
});
