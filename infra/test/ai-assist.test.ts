// The AI writing assist's and the support chat's deploy settings: with aiModelId only the posts Lambda learns the
// model and may invoke it (that model only); with supportHashSecretArn only the auth Lambda learns the secret's ARN
// and may read it; without them neither is configured anywhere.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthHearth } from './synth.ts';

const account = '111111111111';
const region = 'eu-west-1';
const supportHashSecretArn = `arn:aws:secretsmanager:${region}:${account}:secret:hearth/support-chat-AbCdEf`;

type Template = ReturnType<typeof synthHearth>['templates']['api'];
type Resource = { Properties: Record<string, unknown> };

function lambdaEnvironments(api: Template): Record<string, Record<string, unknown>> {
  const functions = api.findResources('AWS::Lambda::Function') as Record<string, Resource>;
  return Object.fromEntries(
    Object.entries(functions).map(([id, fn]) => [
      id,
      (fn.Properties.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables ?? {},
    ]),
  );
}

/** The policies (by logical id) with a statement that lets a role invoke a Bedrock model. */
function bedrockPolicies(api: Template): Record<string, unknown[]> {
  const policies = api.findResources('AWS::IAM::Policy') as Record<string, Resource>;
  return Object.fromEntries(
    Object.entries(policies).flatMap(([id, policy]) => {
      const statements = (policy.Properties.PolicyDocument as { Statement: Array<{ Action: unknown }> }).Statement;
      const invoking = statements.filter((s) => JSON.stringify(s.Action).includes('bedrock:'));
      return invoking.length > 0 ? [[id, invoking]] : [];
    }),
  );
}

const withVariable = (api: Template, name: string) =>
  Object.entries(lambdaEnvironments(api))
    .filter(([, variables]) => name in variables)
    .map(([id, variables]) => [id.replace(/[0-9A-F]{8}$/, ''), variables[name]]);

describe('with an AI model id', () => {
  it('gives only the posts Lambdas (its API entry and its streaming entry) the model id and the grant to invoke that model', () => {
    const { api } = synthHearth({
      context: { aiModelId: 'amazon.nova-lite-v1:0' },
      env: { account, region },
    }).templates;
    expect(withVariable(api, 'AI_MODEL_ID')).toEqual([
      ['PostsFunction', 'amazon.nova-lite-v1:0'],
      ['PostsStreamFunction', 'amazon.nova-lite-v1:0'],
    ]);
    const policies = bedrockPolicies(api);
    expect(Object.keys(policies)).toEqual([expect.stringMatching(/^PostsRoleDefaultPolicy/)]);
    expect(Object.values(policies)[0]).toEqual([
      {
        Sid: 'InvokeAiModel',
        Effect: 'Allow',
        Action: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
        Resource: `arn:aws:bedrock:${region}::foundation-model/amazon.nova-lite-v1:0`,
      },
    ]);
  });

  it('grants a cross-region inference profile and its model in the regions the profile may route to', () => {
    const { api } = synthHearth({
      context: { aiModelId: 'eu.anthropic.claude-3-5-haiku-20241022-v1:0' },
      env: { account, region },
    }).templates;
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: 'InvokeAiModel',
            Resource: [
              'arn:aws:bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0',
              `arn:aws:bedrock:${region}:${account}:inference-profile/eu.anthropic.claude-3-5-haiku-20241022-v1:0`,
            ],
          }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^PostsRole') }],
    });
  });

  it('refuses a model id that is not one', () => {
    expect(() => synthHearth({ context: { aiModelId: 'not a model id' } })).toThrow(/"aiModelId" must be/);
  });
});

describe('with the support chat secret', () => {
  it('gives only the auth Lambda its ARN and the grant to read it', () => {
    const { api } = synthHearth({ context: { supportHashSecretArn }, env: { account, region } }).templates;
    expect(withVariable(api, 'SUPPORT_HASH_SECRET_ARN')).toEqual([['AuthFunction', supportHashSecretArn]]);
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
            Resource: supportHashSecretArn,
          }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^AuthRole') }],
    });
  });
});

describe('without them', () => {
  it('configures no AI model, no Bedrock grant and no support chat secret', () => {
    const { api } = synthHearth().templates;
    expect(withVariable(api, 'AI_MODEL_ID')).toEqual([]);
    expect(withVariable(api, 'SUPPORT_HASH_SECRET_ARN')).toEqual([]);
    expect(bedrockPolicies(api)).toEqual({});
  });
});
