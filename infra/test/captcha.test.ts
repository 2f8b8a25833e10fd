// The captcha contexts: with them only the auth Lambda learns the Turnstile site key and secret ARN and may read the
// secret; without them no Lambda gets either.
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthHearth } from './synth.ts';

const account = '111111111111';
const context = {
  captchaSiteKey: '0x4AAAAAAAexample',
  captchaSecretArn: `arn:aws:secretsmanager:eu-central-1:${account}:secret:hearth/turnstile-AbCdEf`,
};

type Template = ReturnType<typeof synthHearth>['templates']['api'];
type Resource = { Properties: Record<string, unknown> };

/** Each domain Lambda's environment variables, by logical id (`AuthFunction…`, `SystemFunction…`, …). */
function lambdaEnvironments(api: Template): Record<string, Record<string, unknown>> {
  const functions = api.findResources('AWS::Lambda::Function') as Record<string, Resource>;
  return Object.fromEntries(
    Object.entries(functions).map(([id, fn]) => [
      id,
      (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables,
    ]),
  );
}

/** The IAM policies (by logical id) whose statements name the captcha secret. */
function policiesNamingSecret(api: Template): string[] {
  const policies = api.findResources('AWS::IAM::Policy') as Record<string, Resource>;
  return Object.entries(policies)
    .filter(([, policy]) => JSON.stringify(policy.Properties.PolicyDocument).includes(context.captchaSecretArn))
    .map(([id]) => id);
}

describe('with captchaSiteKey and captchaSecretArn', () => {
  let api: Template;
  beforeAll(() => {
    api = synthHearth({ context, env: { account, region: 'eu-central-1' } }).templates.api;
  });

  it('gives the auth Lambda the site key and the secret ARN (never the secret value)', () => {
    const environments = lambdaEnvironments(api);
    const auth = Object.entries(environments).filter(([id]) => id.startsWith('AuthFunction'));
    expect(auth).toHaveLength(1);
    expect(auth[0]![1]).toMatchObject({
      CAPTCHA_SITE_KEY: context.captchaSiteKey,
      CAPTCHA_SECRET_ARN: context.captchaSecretArn,
    });
    expect(auth[0]![1]).not.toHaveProperty('CAPTCHA_SECRET');
    for (const [id, variables] of Object.entries(environments)) {
      if (id.startsWith('AuthFunction')) continue;
      expect(
        Object.keys(variables).filter((name) => name.startsWith('CAPTCHA_')),
        id,
      ).toEqual([]);
    }
  });

  it('lets only the auth Lambda read the secret', () => {
    expect(policiesNamingSecret(api)).toEqual([expect.stringMatching(/^AuthRoleDefaultPolicy/)]);
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
            Effect: 'Allow',
            Resource: context.captchaSecretArn,
          }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^AuthRole') }],
    });
  });
});

describe('without them', () => {
  it('adds no captcha variable and no secret grant', () => {
    const { api } = synthHearth().templates;
    for (const [id, variables] of Object.entries(lambdaEnvironments(api))) {
      expect(
        Object.keys(variables).filter((name) => name.startsWith('CAPTCHA_')),
        id,
      ).toEqual([]);
    }
    // The origin secret reaches the Lambdas as a deploy-time value; no role may read a secret at run time but web
    // push's key pair (infra/test/push.test.ts holds that to the notifications Lambdas).
    const policies = api.findResources('AWS::IAM::Policy') as Record<string, Resource>;
    const secretReads = Object.values(policies)
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement)
      .filter((s) => JSON.stringify(s.Action).includes('secretsmanager:'));
    for (const statement of secretReads) {
      expect(JSON.stringify(statement.Resource)).toMatch(/^\{"Ref":"VapidKeys[0-9A-F]+"\}$/);
    }
  });
});
