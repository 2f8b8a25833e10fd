// Template assertions for custom domains: the domains Lambda and the custom-domain worker may do exactly what a
// custom domain needs in ACM, CloudFront and SSM; the web stack publishes the wildcard distribution's id, points
// `my.<domain>` at it, and lets its copies reach the same origins.
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnLogGroup } from 'aws-cdk-lib/aws-logs';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_PARAMETER_ENV } from '@hearth/functions/domains/aws-provider';
import {
  certificateActions,
  distributionActions,
  logBucketAclActions,
  QUOTA_ERRORS,
  TEMPLATE_DISTRIBUTION_PARAMETER,
  TEMPLATE_DISTRIBUTION_PARAMETER_ENV,
} from '../lib/custom-domains.ts';
import { jobTimeout } from '../lib/constructs/events.ts';
import { synthHearth } from './synth.ts';

const account = '111111111111';
const context = {
  domainName: 'hearth.example',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  certificateArn: `arn:aws:acm:us-east-1:${account}:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0`,
};

type Synth = ReturnType<typeof synthHearth>;
type Statement = { Sid?: string; Action: string | string[]; Resource: unknown; Effect: string };
let synth: Synth;
beforeAll(() => {
  synth = synthHearth({
    context,
    env: { account, region: 'eu-central-1' },
    withSpaBuild: true,
    withServerRender: true,
  });
});

const roleOf = (fn: lambda.Function) => synth.api.getLogicalId(fn.role!.node.defaultChild as CfnRole);

/** Every statement of the policies attached to a role. */
function statementsOf(template: Template, role: string): Statement[] {
  return Object.values(template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: role }] } })).flatMap(
    (p) => (p as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument.Statement,
  );
}

const actionsOf = (statements: Statement[], service: string) =>
  statements
    .flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]))
    .filter((a) => a.startsWith(`${service}:`))
    .sort();

const resourcesOf = (statements: Statement[], action: string) =>
  statements
    .filter((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]).includes(action))
    .flatMap((st) => (Array.isArray(st.Resource) ? st.Resource : [st.Resource]));

const customDomainFunctions = () => ({
  api: synth.api.domains['domains']!.function,
  worker: synth.api.events.domainJobFunctions['domains']!,
});

describe('the domains Lambda and the custom-domain worker', () => {
  it('both exist, the worker apart from the shared jobs Lambda', () => {
    const { api, worker } = customDomainFunctions();
    expect(api).toBeDefined();
    expect(worker).toBeDefined();
    expect(worker).not.toBe(synth.api.events.jobsFunction);
  });

  it('may use exactly the certificate, distribution and parameter actions custom domains need', () => {
    for (const fn of Object.values(customDomainFunctions())) {
      const statements = statementsOf(synth.templates.api, roleOf(fn));
      expect(actionsOf(statements, 'acm')).toEqual([...certificateActions].sort());
      expect(actionsOf(statements, 'cloudfront')).toEqual([...distributionActions].sort());
      expect(actionsOf(statements, 'ssm')).toEqual(['ssm:GetParameter']);
      expect(actionsOf(statements, 's3').filter((a) => a.includes('Acl'))).toEqual([...logBucketAclActions].sort());
    }
  });

  it('reads only the one parameter, touches only us-east-1 certificates and this account’s distributions', () => {
    const statements = statementsOf(synth.templates.api, roleOf(customDomainFunctions().worker));
    expect(JSON.stringify(resourcesOf(statements, 'ssm:GetParameter'))).toContain(
      `:ssm:eu-central-1:${account}:parameter${TEMPLATE_DISTRIBUTION_PARAMETER}`,
    );
    expect(JSON.stringify(resourcesOf(statements, 'acm:DescribeCertificate'))).toContain(
      `:acm:us-east-1:${account}:certificate/*`,
    );
    expect(resourcesOf(statements, 'acm:RequestCertificate')).toEqual(['*']);
    expect(JSON.stringify(resourcesOf(statements, 'cloudfront:CreateDistribution'))).toContain(
      `:cloudfront::${account}:distribution/*`,
    );
  });

  it('lets no other Lambda touch certificates or distributions', () => {
    const { api, worker } = customDomainFunctions();
    const others = Object.values(synth.api.domains)
      .map((d) => d.function)
      .concat([
        synth.api.events.jobsFunction,
        synth.api.events.dispatcher,
        ...Object.values(synth.api.events.consumers),
      ])
      .filter((fn) => fn !== api && fn !== worker);
    expect(others.length).toBeGreaterThan(10);
    for (const fn of others) {
      const statements = statementsOf(synth.templates.api, roleOf(fn));
      expect([...actionsOf(statements, 'acm'), ...actionsOf(statements, 'cloudfront')], fn.node.path).toEqual([]);
    }
  });

  it('tells both the parameter’s name, under the name the adapter reads', () => {
    expect(TEMPLATE_DISTRIBUTION_PARAMETER_ENV).toBe(TEMPLATE_PARAMETER_ENV);
    for (const fn of Object.values(customDomainFunctions())) {
      synth.templates.api.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: Match.absent(),
        Role: { 'Fn::GetAtt': [roleOf(fn), 'Arn'] },
        Environment: {
          Variables: Match.objectLike({ [TEMPLATE_DISTRIBUTION_PARAMETER_ENV]: TEMPLATE_DISTRIBUTION_PARAMETER }),
        },
      });
    }
  });

  it('lets the worker e-mail owners as the platform sender only', () => {
    const statements = statementsOf(synth.templates.api, roleOf(customDomainFunctions().worker));
    expect(resourcesOf(statements, 'ses:SendEmail')).toEqual([
      `arn:aws:ses:eu-central-1:${account}:identity/hearth.example`,
    ]);
  });

  it('gives the worker a minute at most, so one run ends before the next starts', () => {
    const worker = customDomainFunctions().worker;
    synth.templates.api.hasResourceProperties('AWS::Lambda::Function', {
      Role: { 'Fn::GetAtt': [roleOf(worker), 'Arn'] },
      Timeout: 60,
    });
    expect(jobTimeout([{ name: 'a', domain: 'd', schedule: 'rate(1 minute)' }]).toSeconds()).toBe(60);
    expect(jobTimeout([{ name: 'a', domain: 'd', schedule: 'rate(2 hours)' }]).toSeconds()).toBe(300);
    expect(jobTimeout([{ name: 'a', domain: 'd', schedule: 'cron(0 9 ? * MON *)' }]).toSeconds()).toBe(300);
  });

  it('runs the domain-progress job every minute on the worker', () => {
    synth.templates.api.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 minute)',
      Target: Match.objectLike({
        Arn: {
          'Fn::GetAtt': [
            synth.api.getLogicalId(customDomainFunctions().worker.node.defaultChild as lambda.CfnFunction),
            'Arn',
          ],
        },
        Input: JSON.stringify({ job: 'domain-progress' }),
      }),
    });
  });
});

describe('the quotas', () => {
  it("count the worker's quota errors and raise an alarm at the first", () => {
    const { api } = synth.templates;
    const worker = customDomainFunctions().worker;
    const logGroup = synth.api.getLogicalId(worker.logGroup.node.defaultChild as CfnLogGroup);
    api.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: logGroup },
      FilterPattern: QUOTA_ERRORS.map((name) => `?"${name}"`).join(' '),
      MetricTransformations: [Match.objectLike({ MetricNamespace: 'Hearth', MetricName: 'CustomDomainQuotaErrors' })],
    });
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'Hearth',
      MetricName: 'CustomDomainQuotaErrors',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });
});

describe('the web stack', () => {
  it("writes the wildcard distribution's id to the parameter", () => {
    synth.templates.web.hasResourceProperties('AWS::SSM::Parameter', {
      Name: TEMPLATE_DISTRIBUTION_PARAMETER,
      Type: 'String',
      Value: { Ref: Match.stringLikeRegexp('^Distribution') },
    });
  });

  it('points my.<domain>, the target of owners’ CNAMEs, at the wildcard distribution', () => {
    for (const type of ['A', 'AAAA']) {
      synth.templates.web.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'my.hearth.example.',
        Type: type,
        HostedZoneId: context.hostedZoneId,
        AliasTarget: Match.objectLike({
          DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Distribution'), 'DomainName'] },
        }),
      });
    }
  });

  it("lets this account's distributions read the SPA bucket and invoke the render, as the wildcard one may", () => {
    const accountDistributions = `arn:aws:cloudfront::${account}:distribution/*`;
    synth.templates.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { ArnLike: { 'AWS:SourceArn': accountDistributions }, StringEquals: Match.anyValue() },
          }),
        ]),
      },
    });
    for (const action of ['lambda:InvokeFunctionUrl', 'lambda:InvokeFunction']) {
      synth.templates.web.hasResourceProperties('AWS::Lambda::Permission', {
        Action: action,
        Principal: 'cloudfront.amazonaws.com',
        SourceArn: accountDistributions,
      });
    }
  });
});
