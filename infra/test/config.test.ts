// The context settings: accepted shapes, and the half-given ones that must fail at synth rather than half-deploy.
import { describe, expect, it } from 'vitest';
import { type ContextKey, DeployConfigError, mailFromDomain, parseDeployConfig } from '../lib/config.ts';

const parse = (context: Partial<Record<ContextKey, unknown>>) => parseDeployConfig((key) => context[key]);
const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
const secretArn = (name: string) => `arn:aws:secretsmanager:eu-west-1:111111111111:secret:hearth/${name}-AbCdEf`;

describe('parseDeployConfig', () => {
  it('is empty without context: CloudFront default domain, no secrets, no social sign-in', () => {
    expect(parse({})).toEqual({});
    expect(parse({ domainName: '  ', stripeSecretArn: '' })).toEqual({});
  });

  it('reads a domain with its certificate and zone, and derives the sender from it', () => {
    expect(parse({ domainName: 'hearth.example', certificateArn, hostedZoneId: 'Z0123ABC' })).toEqual({
      domain: { name: 'hearth.example', certificateArn, hostedZoneId: 'Z0123ABC' },
      mailFrom: 'Hearth <no-reply@hearth.example>',
    });
    expect(
      parse({ domainName: 'hearth.example', certificateArn, mailFrom: 'Team <team@mail.hearth.example>' }).mailFrom,
    ).toBe('Team <team@mail.hearth.example>');
  });

  it.each([
    [{ domainName: 'hearth.example' }, /needs "certificateArn"/],
    [{ certificateArn }, /only apply together with "domainName"/],
    [{ hostedZoneId: 'Z0123ABC' }, /only apply together with "domainName"/],
    [{ domainName: 'Hearth.Example', certificateArn }, /lower-case domain name/],
    [
      { domainName: 'hearth.example', certificateArn: certificateArn.replace('us-east-1', 'eu-west-1') },
      /ACM certificate ARN in us-east-1/,
    ],
    [
      { stripeSecretArn: 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:hearth/stripe' },
      /complete Secrets Manager secret ARN/,
    ],
    [{ mailFrom: 'Hearth' }, /"mailFrom" must be an address/],
    [{ googleClientId: 'id' }, /"googleClientId" and "googleClientSecretArn" must be given together/],
    [{ facebookAppSecretArn: secretArn('fb') }, /"facebookAppId" and "facebookAppSecretArn" must be given together/],
    [{ googleClientId: 'id', googleClientSecretArn: secretArn('g') }, /needs "authDomainPrefix"/],
    [{ authDomainPrefix: 'hearth' }, /only applies when a social provider is configured/],
    [
      { googleClientId: 'id', googleClientSecretArn: secretArn('g'), authDomainPrefix: 'hearth' },
      /Social sign-in needs "domainName": Cognito calls back to https:\/\/app\.<domainName>\/api\/v1\/auth\/social\/callback/,
    ],
    [{ domainName: 42 }, /must be a string/],
    [{ captchaSiteKey: '0x4AAAAAAAexample' }, /"captchaSiteKey" and "captchaSecretArn" must be given together/],
    [{ captchaSecretArn: secretArn('turnstile') }, /"captchaSiteKey" and "captchaSecretArn" must be given together/],
    [{ captchaSiteKey: 'not a key', captchaSecretArn: secretArn('turnstile') }, /Turnstile site key/],
  ])('rejects %j', (context, message) => {
    expect(() => parse(context)).toThrow(DeployConfigError);
    expect(() => parse(context)).toThrow(message);
  });

  it('reads social sign-in, with its one callback on the owner app host', () => {
    const config = parse({
      domainName: 'hearth.example',
      certificateArn,
      facebookAppId: '123',
      facebookAppSecretArn: secretArn('fb'),
      authDomainPrefix: 'hearth-auth',
    });
    expect(config.social).toEqual({
      facebook: { clientId: '123', clientSecretArn: secretArn('fb') },
      domainPrefix: 'hearth-auth',
      callbackUrl: 'https://app.hearth.example/api/v1/auth/social/callback',
    });
  });

  it('reads the Turnstile site key and secret ARN together', () => {
    expect(parse({ captchaSiteKey: '0x4AAAAAAAexample', captchaSecretArn: secretArn('turnstile') })).toEqual({
      captcha: { siteKey: '0x4AAAAAAAexample', secretArn: secretArn('turnstile') },
    });
  });
});

describe('mailFromDomain', () => {
  it.each([
    ['Hearth <no-reply@hearth.example>', 'hearth.example'],
    ['team@Mail.Hearth.Example', 'mail.hearth.example'],
    ['Hearth', undefined],
  ])('%s → %s', (from, domain) => {
    expect(mailFromDomain(from)).toBe(domain);
  });
});
