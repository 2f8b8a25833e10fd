// Editor invitations over HTTP (owner-dashboard §2 /account, Editor tab): inviting answers the same whether or not
// the address has a Hearth account and names nobody; the invitee gets the e-mail, and only accepting (signed in with
// the invited address) lists the community in their switcher and gives editor rights. A link works once, until it
// expires or is cancelled, replaced or declined, and only for the community it names.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@hearth/functions/platform/db/keys';
import { PASSWORD, signUpBody, signedInAccount } from './auth-flows.ts';
import { newBrowser, table, uniqueEmail } from './context.ts';
import { editorInvitationTokenFor } from './editor-flows.ts';
import { latestMailTo, linkIn, mailsTo } from './mailbox.ts';

type Browser = ReturnType<typeof newBrowser>;
interface Invitation {
  id: string;
  email: string;
  status: string;
  invitedAt: string;
  expiresAt: string;
}
interface Editors {
  owner: { email: string } | null;
  editors: Array<{ memberId: string; email: string; fullName: string }>;
  invitations: Invitation[];
}
interface MyCommunities {
  items: Array<{ communityId: string; role: string }>;
}

let counter = 0;
async function ownerWithCommunity() {
  const account = await signedInAccount('app.localhost', 'owner');
  const subdomain = `edinv-${Date.now().toString(36)}-${++counter}`;
  const created = await account.browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Invite Hub',
      communitySubdomain: subdomain,
      organizationName: 'Invite Guild',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Try editor invitations.',
    },
  });
  expect(created.status, created.text).toBe(201);
  return { owner: account.browser, email: account.email, communityId: created.json.communityId };
}

let A: Awaited<ReturnType<typeof ownerWithCommunity>>;
let B: Awaited<ReturnType<typeof ownerWithCommunity>>;
const editorsPath = (communityId = A.communityId) => `/api/v1/communities/${communityId}/editors`;
const invite = (email: string, owner: Browser = A.owner, communityId = A.communityId) =>
  owner<Editors>(editorsPath(communityId), { body: { email } });
const accept = (who: Browser, token: string) =>
  who<{ communityId: string; communityName: string }>('/api/v1/editor-invitations/accept', { body: { token } });
const switcherOf = async (who: Browser) => (await who<MyCommunities>('/api/v1/communities')).json.items;

beforeAll(async () => {
  [A, B] = await Promise.all([ownerWithCommunity(), ownerWithCommunity()]);
}, 120_000);

describe('inviting an editor', () => {
  it('answers the same for an address with an account and one without, naming nobody, and mails both', async () => {
    // An owner-app account with a name of its own, to look for in the answers.
    const existing = { email: uniqueEmail('has-account'), browser: newBrowser('app.localhost') };
    const signedUp = await existing.browser('/api/v1/auth/sign-up', {
      body: signUpBody(existing.email, { firstName: 'Zelda', lastName: 'Quartzfield' }),
    });
    expect(signedUp.status, signedUp.text).toBe(201);
    const missing = uniqueEmail('no-account');
    const forExisting = await invite(existing.email);
    const forMissing = await invite(missing);

    expect(forExisting.status).toBe(200);
    expect(forMissing.status).toBe(forExisting.status);
    // The same body but for the new invitation's address, id and times: no name, no account, nothing else.
    const shape = (body: Editors) => ({
      ...body,
      invitations: body.invitations.map((i) => ({ ...i, id: 'id', email: 'email', invitedAt: 't', expiresAt: 't' })),
    });
    expect(shape(forMissing.json)).toEqual({
      ...shape(forExisting.json),
      invitations: [...shape(forExisting.json).invitations, shape(forExisting.json).invitations[0]],
    });
    expect(forExisting.json.editors).toEqual([]);
    expect(forExisting.text).not.toContain('Quartzfield');
    expect(forExisting.text).not.toContain('Zelda');
    expect(forMissing.json.invitations.map((i) => [i.email, i.status])).toEqual([
      [missing, 'pending'],
      [existing.email, 'pending'],
    ]);

    const [toExisting, toMissing] = await Promise.all([latestMailTo(existing.email), latestMailTo(missing)]);
    expect(toMissing.subject).toBe(toExisting.subject);
    expect(toExisting.subject).toBe('You are invited to edit Invite Hub on Hearth');
    expect(linkIn(toMissing).url.pathname).toBe('/editor-invitation');
  });

  it('gives no switcher entry and no rights before accepting; accepting gives both', async () => {
    const invitee = await signedInAccount('app.localhost', 'invitee');
    expect((await invite(invitee.email)).status).toBe(200);
    expect(await switcherOf(invitee.browser)).toEqual([]);
    const before = await invitee.browser(editorsPath());
    expect(before.status).toBe(404);
    expect(before.json).toMatchObject({ reason: 'NOT_STAFF' });
    expect((await invitee.browser(`/api/v1/communities/${A.communityId}/roles`)).status).toBe(404);

    const token = await editorInvitationTokenFor(invitee.email);
    const view = await invitee.browser<{ email: string; communityName: string; status: string }>(
      '/api/v1/editor-invitations/view',
      { body: { token } },
    );
    expect(view.status, view.text).toBe(200);
    expect(view.json).toMatchObject({ email: invitee.email, communityName: 'Invite Hub', status: 'pending' });
    expect(await switcherOf(invitee.browser)).toEqual([]);

    const accepted = await accept(invitee.browser, token);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ communityId: A.communityId, communityName: 'Invite Hub' });
    expect(await switcherOf(invitee.browser)).toEqual([
      expect.objectContaining({ communityId: A.communityId, role: 'editor' }),
    ]);
    expect((await invitee.browser(`/api/v1/communities/${A.communityId}/roles`)).status).toBe(200);
    const list = await A.owner<Editors>(editorsPath());
    expect(list.json.editors.map((e) => e.email)).toContain(invitee.email);
    expect(list.json.invitations.map((i) => i.email)).not.toContain(invitee.email);
  });

  it('refuses an accept by another account (the link stays usable) and by a guest', async () => {
    const invitee = await signedInAccount('app.localhost', 'forwarded');
    const stranger = await signedInAccount('app.localhost', 'stranger');
    await invite(invitee.email);
    const token = await editorInvitationTokenFor(invitee.email);

    const byStranger = await accept(stranger.browser, token);
    expect(byStranger.status).toBe(403);
    expect(byStranger.json).toMatchObject({ reason: 'EDITOR_INVITATION_OTHER_ACCOUNT' });
    expect(await switcherOf(stranger.browser)).toEqual([]);
    expect((await accept(newBrowser('app.localhost'), token)).status).toBe(401);

    expect((await accept(invitee.browser, token)).status).toBe(200);
  });

  it('uses a link once', async () => {
    const invitee = await signedInAccount('app.localhost', 'once');
    await invite(invitee.email);
    const token = await editorInvitationTokenFor(invitee.email);
    expect((await accept(invitee.browser, token)).status).toBe(200);
    const again = await accept(invitee.browser, token);
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ reason: 'EDITOR_INVITATION_INVALID' });
  });

  it('refuses an expired link, and the owner sees it expired', async () => {
    const invitee = await signedInAccount('app.localhost', 'late');
    await invite(invitee.email);
    const token = await editorInvitationTokenFor(invitee.email);
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: keys.editorInvitation(A.communityId, invitee.email),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    const view = await invitee.browser<{ status: string }>('/api/v1/editor-invitations/view', { body: { token } });
    expect(view.json.status).toBe('expired');
    const late = await accept(invitee.browser, token);
    expect(late.status).toBe(400);
    expect(late.json).toMatchObject({ reason: 'EDITOR_INVITATION_EXPIRED' });
    expect(await switcherOf(invitee.browser)).toEqual([]);
    const list = await A.owner<Editors>(editorsPath());
    expect(list.json.invitations.find((i) => i.email === invitee.email)?.status).toBe('expired');
  });

  it('grants only the community the link names', async () => {
    const invitee = await signedInAccount('app.localhost', 'tenant');
    await invite(invitee.email);
    const token = await editorInvitationTokenFor(invitee.email);
    const [, address, secret] = token.split('.');
    const elsewhere = await accept(invitee.browser, [B.communityId, address, secret].join('.'));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json).toMatchObject({ reason: 'EDITOR_INVITATION_INVALID' });
    const forged = await accept(invitee.browser, `${A.communityId}.${address}.${'x'.repeat(43)}`);
    expect(forged.json).toMatchObject({ reason: 'EDITOR_INVITATION_INVALID' });
    expect(await switcherOf(invitee.browser)).toEqual([]);
    expect((await B.owner<Editors>(editorsPath(B.communityId))).json.editors).toEqual([]);
  });

  it('lets the invitee decline: the owner sees it declined and the link stops working', async () => {
    const invitee = await signedInAccount('app.localhost', 'decliner');
    await invite(invitee.email);
    const token = await editorInvitationTokenFor(invitee.email);
    const declined = await newBrowser('app.localhost')('/api/v1/editor-invitations/decline', { body: { token } });
    expect(declined.status, declined.text).toBe(200);
    const list = await A.owner<Editors>(editorsPath());
    expect(list.json.invitations.find((i) => i.email === invitee.email)?.status).toBe('declined');
    expect((await accept(invitee.browser, token)).json).toMatchObject({ reason: 'EDITOR_INVITATION_INVALID' });
  });

  it('lets the owner cancel or replace an invitation (the older link stops working); not another owner', async () => {
    const invitee = await signedInAccount('app.localhost', 'replaced');
    await invite(invitee.email);
    const first = await editorInvitationTokenFor(invitee.email);
    const replaced = await invite(invitee.email);
    const second = await editorInvitationTokenFor(invitee.email);
    expect(second).not.toBe(first);
    expect(replaced.json.invitations.filter((i) => i.email === invitee.email)).toHaveLength(1);
    expect((await accept(invitee.browser, first)).json).toMatchObject({ reason: 'EDITOR_INVITATION_INVALID' });

    const id = replaced.json.invitations.find((i) => i.email === invitee.email)!.id;
    const cancelPath = `/api/v1/communities/${A.communityId}/editor-invitations/${id}`;
    const stranger = await B.owner(cancelPath, { method: 'DELETE' });
    expect(stranger.json).toMatchObject({ reason: 'NOT_STAFF' });
    const cancelled = await A.owner<Editors>(cancelPath, { method: 'DELETE' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.invitations.map((i) => i.email)).not.toContain(invitee.email);
    expect((await accept(invitee.browser, second)).json).toMatchObject({ reason: 'EDITOR_INVITATION_INVALID' });
    expect((await A.owner(cancelPath, { method: 'DELETE' })).json).toMatchObject({
      reason: 'EDITOR_INVITATION_MISSING',
    });
  });

  it('refuses an editor inviting or cancelling (owner only)', async () => {
    const editor = await signedInAccount('app.localhost', 'editor');
    await invite(editor.email);
    expect((await accept(editor.browser, await editorInvitationTokenFor(editor.email))).status).toBe(200);
    const target = uniqueEmail('by-editor');
    const byEditor = await invite(target, editor.browser);
    expect(byEditor.status).toBe(403);
    expect(byEditor.json).toMatchObject({ reason: 'OWNER_ONLY_EDITORS' });
    expect(await mailsTo(target)).toEqual([]);
  });

  it('lets an address without an account sign up with it, then accept', async () => {
    const email = uniqueEmail('newcomer');
    await invite(email);
    const token = await editorInvitationTokenFor(email);
    const browser = newBrowser('app.localhost');
    const view = await browser<{ email: string }>('/api/v1/editor-invitations/view', { body: { token } });
    expect(view.json.email).toBe(email);
    const signedUp = await browser('/api/v1/auth/sign-up', { body: signUpBody(email) });
    expect(signedUp.status, signedUp.text).toBe(201);
    const verified = await browser('/api/v1/auth/verify-email', {
      body: { token: linkIn(await latestMailTo(email)).token },
    });
    expect(verified.status, verified.text).toBe(200);
    const signedIn = await browser('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect((await accept(browser, token)).status).toBe(200);
    expect(await switcherOf(browser)).toEqual([
      expect.objectContaining({ communityId: A.communityId, role: 'editor' }),
    ]);
  });
});
