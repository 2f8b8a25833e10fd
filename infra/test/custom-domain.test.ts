// Template assertions for a full production configuration: own domain with DNS, Stripe secret, social sign-in.
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthHearth } from './synth.ts';

const account = '111111111111';
const secret = (name: string) => `arn:aws:secretsmanager:eu-central-1:${account}:secret:hearth/${name}-AbCdEf`;
const context = {
  domainName: 'hearth.example',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  certificateArn: `arn:aws:acm:us-east-1:${account}:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0`,
  stripeSecretArn: secret('stripe'),
  googleClientId: 'google-client.apps.googleusercontent.com',
  googleClientSecretArn: secret('google'),
  facebookAppId: '1234567890',
  facebookAppSecretArn: secret('facebook'),
  authDomainPrefix: 'hearth-example',
};

type Synth = ReturnType<typeof synthHearth>;
let synth: Synth;
beforeAll(() => {
  synth = synthHearth({ context, env: { account, region: 'eu-central-1' } });
});

describe('with a domain', () => {
  it('answers for app.<domain> and *.<domain> with the us-east-1 certificate and TLS 1.2 minimum', () => {
    synth.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.hearth.example', '*.hearth.example'],
        ViewerCertificate: {
          AcmCertificateArn: context.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it("creates A and AAAA alias records for both host names and custom domains' CNAME target in the given zone", () => {
    const { web } = synth.templates;
    web.resourceCountIs('AWS::Route53::RecordSet', 6);
    for (const name of ['app.hearth.example.', '*.hearth.example.', 'my.hearth.example.']) {
      for (const type of ['A', 'AAAA']) {
        web.hasResourceProperties('AWS::Route53::RecordSet', {
          Name: name,
          Type: type,
          HostedZoneId: context.hostedZoneId,
          AliasTarget: Match.objectLike({
            DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Distribution'), 'DomainName'] },
          }),
        });
      }
    }
  });

  it('lets pages on any https host POST uploads to the media bucket (communities run on their own domains too)', () => {
    synth.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['POST'],
            AllowedOrigins: ['https://*'],
          }),
        ],
      },
    });
  });

  it('tells the Lambdas their base domain and sender, and lets them send only as that domain', () => {
    const { api } = synth.templates;
    api.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          BASE_DOMAIN: 'hearth.example',
          MAIL_FROM: 'Hearth <no-reply@hearth.example>',
          STRIPE_SECRET_ARN: context.stripeSecretArn,
          SOCIAL_PROVIDERS: 'google,facebook',
        }),
      },
    });
    // The API domains' policies (the event backbone's functions send no mail and read no Stripe secret yet).
    const domainRoles = Object.values(synth.api.domains).map((d) =>
      synth.api.getLogicalId(d.role.node.defaultChild as CfnRole),
    );
    // Each domain's role sends only as the domain, and reads the Stripe secret only where Stripe's API is called
    // (billing, and communities for a new community's paid subscription). CDK folds grants of the same actions into
    // one statement (the notifications role also reads the web-push keys), so a resource may be one of several.
    const resources = (r: unknown) => (Array.isArray(r) ? r : [r]);
    const stripeRoles = ['billing', 'communities'].map((d) =>
      synth.api.getLogicalId(synth.api.domains[d]!.role.node.defaultChild as CfnRole),
    );
    for (const role of domainRoles) {
      const statements = Object.values(
        api.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: role }] } }),
      ).flatMap(
        (p) =>
          (p as { Properties: { PolicyDocument: { Statement: Array<Record<string, unknown>> } } }).Properties
            .PolicyDocument.Statement,
      );
      const readsStripe = statements.some(
        (st) =>
          JSON.stringify(st.Action) ===
            JSON.stringify(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']) &&
          resources(st.Resource).includes(context.stripeSecretArn),
      );
      const sends = statements.filter((st) => st.Action === 'ses:SendEmail').flatMap((st) => resources(st.Resource));
      expect(readsStripe, role).toBe(stripeRoles.includes(role));
      expect(sends, role).toEqual([`arn:aws:ses:eu-central-1:${account}:identity/hearth.example`]);
    }
  });
});

describe('with social sign-in', () => {
  it('creates the Google and Facebook providers with secrets resolved by CloudFormation, not stored in the template', () => {
    const { auth } = synth.templates;
    auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 2);
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: context.googleClientId,
        client_secret: `{{resolve:secretsmanager:${context.googleClientSecretArn}:SecretString:::}}`,
      }),
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Facebook',
      ProviderDetails: Match.objectLike({
        client_id: context.facebookAppId,
        client_secret: `{{resolve:secretsmanager:${context.facebookAppSecretArn}:SecretString:::}}`,
      }),
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: context.authDomainPrefix });
  });

  it('lets the web client use them through the authorization-code flow only', () => {
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: [
        'COGNITO',
        { Ref: Match.stringLikeRegexp('^Google') },
        { Ref: Match.stringLikeRegexp('^Facebook') },
      ],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      CallbackURLs: ['https://app.hearth.example/api/v1/auth/social/callback'],
    });
  });
});

describe('without a SPA build', () => {
  it('deploys no BucketDeployment (synth works before `npm run build:web`)', () => {
    synth.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
    expect(Object.keys(synth.templates.web.findResources('AWS::Lambda::Function'))).toEqual([]);
  });
});
