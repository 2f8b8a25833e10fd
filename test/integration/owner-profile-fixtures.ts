// A fresh community with every kind of caller the owner-profile tests ask about: its owner (on the app host and
// signed in on the community's own host), an editor (an owner-app account that accepted the owner's invitation: a
// staff record at level 90), a moderator and a member (accounts of the community), a guest, and another community's
// owner.
import { ulid } from 'ulid';
import { expect } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@hearth/functions/platform/db/keys';
import { signedInAccount } from './auth-flows.ts';
import { makeEditor } from './editor-flows.ts';
import { newBrowser, table } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

let counter = 0;
export const freshSubdomain = (tag: string) => `${tag}-${Date.now().toString(36)}-${++counter}`;

async function memberIdOf(browser: Browser): Promise<string> {
  const res = await browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  expect(res.status, res.text).toBe(200);
  return res.json.user.memberId;
}

/** An owner-app account that created a community; answers its browser (app host) and the community. */
export async function ownerWithCommunity(tag: string) {
  const owner = await signedInAccount('app.localhost', `${tag}-owner`);
  const subdomain = freshSubdomain(tag);
  const created = await owner.browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Onboarding Club',
      communitySubdomain: subdomain,
      organizationName: 'Club Org',
      organizationType: 'Club',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Ask good questions.',
    },
  });
  expect(created.status, created.text).toBe(201);
  return { ...owner, communityId: created.json.communityId, host: `${subdomain}.localhost` };
}

/** Signs an account in on a host with a fresh browser. */
export async function signInOn(host: string, email: string, password: string) {
  const browser = newBrowser(host);
  const res = await browser('/api/v1/auth/sign-in', { body: { email, password } });
  expect(res.status, res.text).toBe(200);
  return browser;
}

export async function callers(tag: string) {
  const owner = await ownerWithCommunity(tag);
  const other = await ownerWithCommunity(`${tag}-other`);
  const editor = await signedInAccount('app.localhost', `${tag}-editor`);
  const editorId = await memberIdOf(editor.browser);
  await makeEditor(owner.browser, owner.communityId, editor);
  const member = await signedInAccount(owner.host, `${tag}-member`);
  const moderator = await signedInAccount(owner.host, `${tag}-moderator`);
  await table.send(
    new UpdateCommand({
      TableName: 'hearth',
      Key: keys.member(owner.communityId, await memberIdOf(moderator.browser)),
      UpdateExpression: 'SET roleIds = :roles',
      ExpressionAttributeValues: { ':roles': ['moderators'] },
    }),
  );
  return {
    owner,
    other,
    editor: { ...editor, memberId: editorId },
    member,
    moderator,
    memberId: await memberIdOf(member.browser),
    /** The owner and the editor signed in on the community's own host, through their staff records. */
    ownerOnSite: await signInOn(owner.host, owner.email, owner.password),
    editorOnSite: await signInOn(owner.host, editor.email, editor.password),
  };
}
