// Social sign-in in the templates: with its contexts the pool has the three CUSTOM_AUTH triggers and the web client
// the OAuth code flow with its one callback on the owner app host; without them the pool and client stay as they are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthHearth } from './synth.ts';

const account = '111111111111';
const region = 'eu-central-1';
const secret = (name: string) => `arn:aws:secretsmanager:${region}:${account}:secret:hearth/${name}-AbCdEf`;
const context = {
  domainName: 'hearth.example',
  certificateArn: `arn:aws:acm:us-east-1:${account}:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0`,
  googleClientId: 'google-client.apps.googleusercontent.com',
  googleClientSecretArn: secret('google'),
  facebookAppId: '1234567890',
  facebookAppSecretArn: secret('facebook'),
  authDomainPrefix: 'hearth-example',
};
const callbackUrl = 'https://app.hearth.example/api/v1/auth/social/callback';

type Synth = ReturnType<typeof synthHearth>;
type Resource = { Properties: Record<string, unknown> };
const triggerNames = ['DefineAuthChallenge', 'CreateAuthChallenge', 'VerifyAuthChallengeResponse'];

/** Each domain Lambda's environment variables, by logical id. */
function environments(template: Synth['templates']['api']): Record<string, Record<string, unknown>> {
  const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
  return Object.fromEntries(
    Object.entries(functions).map(([id, fn]) => [
      id,
      (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
    ]),
  );
}

describe('with social sign-in', () => {
  let synth: Synth;
  beforeAll(() => {
    synth = synthHearth({ context, env: { account, region } });
  });

  it('wires the define, create and verify auth challenge triggers to the pool', () => {
    const { auth } = synth.templates;
    const fns = synth.auth.authChallengeTriggers!.functions;
    const arnOf = (fn: (typeof fns)[keyof typeof fns]) => ({
      'Fn::GetAtt': [synth.auth.getLogicalId(fn.node.defaultChild as never), 'Arn'],
    });
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        DefineAuthChallenge: arnOf(fns.DefineAuthChallenge),
        CreateAuthChallenge: arnOf(fns.CreateAuthChallenge),
        VerifyAuthChallengeResponse: arnOf(fns.VerifyAuthChallenge),
      },
    });
    auth.resourcePropertiesCountIs(
      'AWS::Lambda::Permission',
      { Principal: 'cognito-idp.amazonaws.com', Action: 'lambda:InvokeFunction' },
      3,
    );
    const functions = Object.values(auth.findResources('AWS::Lambda::Function')) as Resource[];
    expect(functions).toHaveLength(3);
    // The three share a source folder; each still gets its own bundle.
    expect(new Set(functions.map((fn) => (fn.Properties.Code as { S3Key: string }).S3Key)).size).toBe(3);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({ Architectures: ['arm64'], Handler: 'index.handler', Timeout: 5 });
      // Bundled from functions/src/auth/social/<trigger>.ts like the domain Lambdas.
      const key = String((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      const code = readFileSync(join(synth.assembly.directory, `asset.${key}`, 'index.mjs'), 'utf8');
      expect(code).toMatch(/export\s*\{[^}]*as handler\b/);
    }
  });

  it('lets only the verify trigger touch the table, and only to delete a proof', () => {
    const { auth } = synth.templates;
    const policies = Object.entries(auth.findResources('AWS::IAM::Policy') as Record<string, Resource>);
    const naming = policies.filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('dynamodb:'));
    expect(naming).toHaveLength(1);
    expect(naming[0]![0]).toMatch(/VerifyAuthChallengeRole/);
    const statements = (naming[0]![1].Properties.PolicyDocument as { Statement: { Action: unknown }[] }).Statement;
    expect(statements.map((s) => s.Action)).toEqual([
      ['logs:CreateLogStream', 'logs:PutLogEvents'],
      'dynamodb:DeleteItem',
    ]);
    const env = Object.entries(environments(auth));
    expect(env.filter(([, vars]) => 'TABLE_NAME' in vars).map(([id]) => id)).toEqual([
      expect.stringMatching(/VerifyAuthChallenge/),
    ]);
  });

  it('gives the web client CUSTOM_AUTH and the OAuth code flow with the one callback on the owner app host', () => {
    const client = Object.values(synth.templates.auth.findResources('AWS::Cognito::UserPoolClient'))[0] as Resource;
    expect(client.Properties.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_CUSTOM_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    expect(client.Properties).toMatchObject({
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: expect.arrayContaining(['openid', 'email', 'profile']),
      CallbackURLs: [callbackUrl],
    });
  });

  it("maps Google's email_verified, which the API requires, and the names", () => {
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      AttributeMapping: {
        email: 'email',
        email_verified: 'email_verified',
        given_name: 'given_name',
        family_name: 'family_name',
      },
    });
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Facebook',
      AttributeMapping: { email: 'email', given_name: 'first_name', family_name: 'last_name' },
    });
  });

  it('tells only the auth Lambda the hosted UI domain and the callback URL', () => {
    const env = environments(synth.templates.api);
    const auth = Object.entries(env).filter(([id]) => id.startsWith('AuthFunction'));
    expect(auth).toHaveLength(1);
    expect(auth[0]![1]).toMatchObject({ SOCIAL_CALLBACK_URL: callbackUrl, SOCIAL_PROVIDERS: 'google,facebook' });
    // The hosted UI domain's base URL, from the auth stack's user pool domain.
    const domain = JSON.stringify(auth[0]![1].SOCIAL_AUTH_DOMAIN);
    expect(domain).toContain('OAuthDomain');
    expect(domain).toContain(`.auth.${region}.amazoncognito.com`);
    for (const [id, vars] of Object.entries(env)) {
      if (id.startsWith('AuthFunction')) continue;
      expect(
        Object.keys(vars).filter((name) => name === 'SOCIAL_AUTH_DOMAIN' || name === 'SOCIAL_CALLBACK_URL'),
        id,
      ).toEqual([]);
    }
  });
});

describe('without social sign-in', () => {
  it('leaves the pool without triggers, the client without CUSTOM_AUTH or OAuth, and the auth stack without Lambdas', () => {
    const { templates } = synthHearth({ context: { 'aws:cdk:bundling-stacks': [] } });
    const pool = Object.values(templates.auth.findResources('AWS::Cognito::UserPool'))[0] as Resource;
    expect(pool.Properties.LambdaConfig).toBeUndefined();
    const client = Object.values(templates.auth.findResources('AWS::Cognito::UserPoolClient'))[0] as Resource;
    expect(client.Properties.ExplicitAuthFlows).not.toContain('ALLOW_CUSTOM_AUTH');
    expect(client.Properties).toMatchObject({
      AllowedOAuthFlowsUserPoolClient: false,
      SupportedIdentityProviders: ['COGNITO'],
    });
    expect(client.Properties.CallbackURLs).toBeUndefined();
    templates.auth.resourceCountIs('AWS::Lambda::Function', 0);
    // Nothing ties the auth stack to the data stack.
    expect(JSON.stringify(templates.auth.toJSON())).not.toMatch(/Fn::ImportValue|Fn::GetStackOutput/);
    expect(JSON.stringify(templates.api.toJSON())).not.toMatch(/SOCIAL_AUTH_DOMAIN|SOCIAL_CALLBACK_URL/);
    expect(triggerNames.some((name) => JSON.stringify(templates.auth.toJSON()).includes(name))).toBe(false);
  });
});
