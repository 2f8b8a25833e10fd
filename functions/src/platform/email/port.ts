// The email port: SES in AWS; locally every message is written under .data/mail and listed at /_dev/mail.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { monotonicFactory } from 'ulid';
import { once } from '../aws/lazy.ts';
import { config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on notification e-mails). */
  headers?: Record<string, string>;
}

export interface StoredMail extends Mail {
  id: string;
  createdAt: string;
}

export interface MailAdapter {
  send(mail: Mail): Promise<void>;
}

const ses = once(async () => {
  const sdk = await import('@aws-sdk/client-sesv2');
  return { client: new sdk.SESv2Client({ region: config().region }), sdk };
});

export function sesAdapter(): MailAdapter {
  return {
    async send(mail) {
      const { client, sdk } = await ses();
      await client.send(
        new sdk.SendEmailCommand({
          FromEmailAddress: config().mailFrom,
          Destination: { ToAddresses: [mail.to] },
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
              ...(mail.headers
                ? { Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })) }
                : {}),
            },
          },
        }),
      );
    },
  };
}

/** Ids that sort in sending order, also for messages sent within one millisecond (a plain ULID's order is random). */
const mailId = monotonicFactory();

/** One JSON file per message; ULID names sort by time. */
export function fileMailAdapter(dir: string): MailAdapter {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const stored: StoredMail = { id: mailId(), createdAt: new Date().toISOString(), ...mail };
      await writeFile(join(dir, `${stored.id}.json`), JSON.stringify(stored, null, 2));
    },
  };
}

let adapter: MailAdapter | undefined;

export function sendMail(mail: Mail): Promise<void> {
  const c = config();
  adapter ??= c.stage === 'local' && c.dataDir ? fileMailAdapter(join(c.dataDir, 'mail')) : sesAdapter();
  return adapter.send(mail);
}
