// What the forms learn about this host: the captcha site key only when one is configured (never locally).
import { getAuthOptions as getAuthOptionsContract } from '@hearth/shared/contracts/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../platform/config.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { getAuthOptions } from './get-auth-options.ts';

const input = (kind: 'app' | 'community') =>
  ({
    tenant: { kind, communityId: kind === 'app' ? 'app' : 'c_demo', host: 'demo.localhost' },
  }) as HandlerInput<object>;

afterEach(() => {
  for (const name of ['CAPTCHA_SITE_KEY', 'SOCIAL_PROVIDERS', 'SOCIAL_AUTH_DOMAIN', 'SOCIAL_CALLBACK_URL']) {
    delete process.env[name];
  }
  resetConfig();
});

describe('getAuthOptions', () => {
  it('has no captcha site key without configuration (the local platform)', async () => {
    resetConfig();
    const { body } = await getAuthOptions(input('community'));
    expect(body.captchaSiteKey).toBeNull();
    expect(getAuthOptionsContract.response.parse(body)).toEqual(body);
  });

  it('hands the SPA the configured Turnstile site key, on the owner app too', async () => {
    process.env.CAPTCHA_SITE_KEY = '0x4AAAAAAAexample';
    resetConfig();
    for (const kind of ['community', 'app'] as const) {
      const { body } = await getAuthOptions(input(kind));
      expect(body).toMatchObject({ captchaSiteKey: '0x4AAAAAAAexample' });
    }
  });

  it('turns social providers on only with the hosted UI they need (never on the local platform)', async () => {
    process.env.SOCIAL_PROVIDERS = 'google,facebook';
    resetConfig();
    expect((await getAuthOptions(input('community'))).body.social).toEqual({ google: false, facebook: false });

    process.env.SOCIAL_AUTH_DOMAIN = 'https://hearth.auth.eu-west-1.amazoncognito.com';
    process.env.SOCIAL_CALLBACK_URL = 'https://app.hearth.example/api/v1/auth/social/callback';
    process.env.SOCIAL_PROVIDERS = 'google';
    resetConfig();
    expect((await getAuthOptions(input('app'))).body.social).toEqual({ google: true, facebook: false });
  });
});
