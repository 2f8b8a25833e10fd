import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { generateVapidKeys, parseVapidSecret, vapidKeys } from './vapid.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfig();
});

describe('the VAPID key pair', () => {
  it('reads what `web-push generate-vapid-keys --json` prints, and nothing else', async () => {
    const pair = await generateVapidKeys();
    expect(parseVapidSecret(JSON.stringify(pair))).toEqual(pair);
    // The secret CDK creates holds a placeholder until the operator puts a pair in it: push is off, not broken.
    expect(parseVapidSecret('{"unset":"replace me with npx web-push generate-vapid-keys --json"}')).toBeNull();
    expect(parseVapidSecret('not json')).toBeNull();
    expect(parseVapidSecret(JSON.stringify({ publicKey: 'short', privateKey: pair.privateKey }))).toBeNull();
    expect(parseVapidSecret(undefined)).toBeNull();
  });

  it('comes from the environment with a subject, else push is off', async () => {
    const pair = await generateVapidKeys();
    Object.assign(process.env, { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    process.env.MAIL_FROM = 'Hearth <no-reply@hearth.example>';
    delete process.env.VAPID_SECRET_ARN;
    delete process.env.VAPID_SUBJECT;
    resetConfig();
    expect(await vapidKeys()).toEqual({ ...pair, subject: 'mailto:no-reply@hearth.example' });
    delete process.env.VAPID_PUBLIC_KEY;
    resetConfig();
    expect(await vapidKeys()).toBeNull();
  });
});
