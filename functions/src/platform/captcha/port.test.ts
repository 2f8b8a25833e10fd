// Which verifier the configuration picks: off without a secret (the local platform), Turnstile with one, its secret
// read from Secrets Manager once per container when CDK gives an ARN.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { verifyCaptcha } from './port.ts';
import { SITEVERIFY_URL } from './turnstile.ts';

const secretsManager = mockClient(SecretsManagerClient);
const server = setupServer();
const captchaEnv = ['CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET', 'CAPTCHA_SECRET_ARN'] as const;
const secretArn = 'arn:aws:secretsmanager:eu-central-1:111111111111:secret:hearth/turnstile-AbCdEf';

let secretsSent: unknown[];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  secretsSent = [];
  server.use(
    http.post(SITEVERIFY_URL, async ({ request }) => {
      const body = (await request.json()) as { secret: string };
      secretsSent.push(body.secret);
      return HttpResponse.json({ success: true, 'error-codes': [] });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  secretsManager.reset();
  for (const name of captchaEnv) delete process.env[name];
  resetConfig();
});
afterAll(() => server.close());

function configure(env: Partial<Record<(typeof captchaEnv)[number], string>>) {
  Object.assign(process.env, env);
  resetConfig();
}

describe('verifyCaptcha', () => {
  it('lets everything through without a configured secret, asking no one (the local platform)', async () => {
    configure({});

    await expect(verifyCaptcha(undefined, '127.0.0.1')).resolves.toBe(true);
    expect(secretsSent).toEqual([]);
  });

  it('asks Turnstile with the secret given as a value', async () => {
    configure({ CAPTCHA_SITE_KEY: '0x4AAA-site', CAPTCHA_SECRET: 'plain-secret' });

    await expect(verifyCaptcha('token-abc', '203.0.113.7')).resolves.toBe(true);
    await expect(verifyCaptcha(undefined, '203.0.113.7')).resolves.toBe(false);
    expect(secretsSent).toEqual(['plain-secret']);
  });

  it('reads the secret from Secrets Manager once, in the region its ARN names', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: 'stored-secret\n' });
    configure({ CAPTCHA_SITE_KEY: '0x4AAA-site', CAPTCHA_SECRET_ARN: secretArn });

    await verifyCaptcha('token-1', '203.0.113.7');
    await verifyCaptcha('token-2', '203.0.113.7');

    expect(secretsSent).toEqual(['stored-secret', 'stored-secret']);
    const reads = secretsManager.commandCalls(GetSecretValueCommand);
    expect(reads.map((call) => call.args[0].input)).toEqual([{ SecretId: secretArn }]);
    expect(await secretsManager.call(0).thisValue.config.region()).toBe('eu-central-1');
  });
});
