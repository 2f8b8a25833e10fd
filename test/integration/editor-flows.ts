// Making an owner-app account an editor the way people do: the owner invites its address, the invitee opens the
// e-mailed link and accepts while signed in with that address.
import { expect } from 'vitest';
import type { newBrowser } from './context.ts';
import { latestMailTo, linkIn } from './mailbox.ts';

type Browser = ReturnType<typeof newBrowser>;

/** The token of the newest editor invitation mailed to an address. */
export async function editorInvitationTokenFor(email: string) {
  const mail = await latestMailTo(email.toLowerCase());
  const { url, token } = linkIn(mail);
  expect(url.pathname).toBe('/editor-invitation');
  return token;
}

export async function makeEditor(owner: Browser, communityId: string, invitee: { email: string; browser: Browser }) {
  const invited = await owner(`/api/v1/communities/${communityId}/editors`, { body: { email: invitee.email } });
  expect(invited.status, invited.text).toBe(200);
  const token = await editorInvitationTokenFor(invitee.email);
  const accepted = await invitee.browser('/api/v1/editor-invitations/accept', { body: { token } });
  expect(accepted.status, accepted.text).toBe(200);
}
