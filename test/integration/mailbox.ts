// Reads the dev mailbox over HTTP, as a person would read their inbox.
import { app } from './context.ts';

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export async function mailsTo(address: string): Promise<DevMail[]> {
  const res = await app<DevMail[]>('/_dev/mail.json');
  return res.json.filter((m) => m.to === address);
}

/** The newest mail to an address (the mailbox lists newest first); fails the test when there is none. */
export async function latestMailTo(address: string): Promise<DevMail> {
  const [mail] = await mailsTo(address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** The first link in a mail's text, and its token. */
export function linkIn(mail: DevMail): { url: URL; token: string } {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}
