// The production email adapter against a mocked SES v2 (no local emulator), and the local file adapter.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { fileMailAdapter, sesAdapter } from './port.ts';

const ses = mockClient(SESv2Client);
const mail = {
  to: 'ana@example.com',
  subject: 'Verify your e-mail',
  text: 'Open the link',
  html: '<p>Open the link</p>',
};

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  process.env.MAIL_FROM = 'Hearth <no-reply@hearth.example>';
  resetConfig();
});

describe('sesAdapter', () => {
  it('sends one message from the configured sender with text and HTML bodies', async () => {
    await sesAdapter().send(mail);
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call!.args[0].input).toEqual({
      FromEmailAddress: 'Hearth <no-reply@hearth.example>',
      Destination: { ToAddresses: ['ana@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Verify your e-mail', Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'Open the link', Charset: 'UTF-8' },
            Html: { Data: '<p>Open the link</p>', Charset: 'UTF-8' },
          },
        },
      },
    });
  });

  it('sends extra headers (List-Unsubscribe) as message headers', async () => {
    const headers = {
      'List-Unsubscribe': '<https://x.example/u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await sesAdapter().send({ ...mail, headers });
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call!.args[0].input.Content?.Simple?.Headers).toEqual([
      { Name: 'List-Unsubscribe', Value: '<https://x.example/u>' },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('lets a rejected send fail loudly', async () => {
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected'));
    await expect(sesAdapter().send(mail)).rejects.toThrow('MessageRejected');
  });
});

describe('fileMailAdapter', () => {
  it('writes each message as one JSON file whose names sort by time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-mail-'));
    const adapter = fileMailAdapter(dir);
    await adapter.send(mail);
    await adapter.send({ ...mail, subject: 'Second' });
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    const stored = files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
    expect(stored.map((m) => m.subject)).toEqual(['Verify your e-mail', 'Second']);
    expect(stored[0]).toMatchObject({
      ...mail,
      id: expect.stringMatching(/^[0-9A-Z]{26}$/),
      createdAt: expect.any(String),
    });
  });
});
