// Template assertions for the default deployment (no domain, no secrets): what `cdk synth` produces on a fresh account.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { userPoolDef } from '@hearth/functions/platform/auth/pool';
import { tableDef } from '@hearth/functions/platform/db/table';
import { catalogue, domainNames } from '@hearth/shared/contracts/catalogue';
import { type AnyEndpoint, routeKeyOf } from '@hearth/shared/contracts/endpoint';
import { Match } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '@hearth/functions/platform/http/edge-headers';
import { MEDIA_SECURITY_HEADERS } from '@hearth/functions/platform/storage/media';
import { tableActions } from '../lib/stacks/api-stack.ts';
import { API_ORIGIN_REQUEST_POLICY } from '../lib/stacks/web-stack.ts';
import { LIVE_PATH } from '@hearth/shared/constants/http';
import { LIVE_STAGE } from '../lib/constructs/live-api.ts';
import { forwardViewerHostCode, liveSocketCode, mediaPathCode, spaFallbackCode } from '../lib/edge-functions.ts';
import { synthHearth } from './synth.ts';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type Synth = ReturnType<typeof synthHearth>;

let synth: Synth;
beforeAll(() => {
  synth = synthHearth({ withSpaBuild: true });
});

/** The HTTP API's routes: every catalogue endpoint but the streamed ones (a function URL's, streamed-api.test.ts). */
const expectedRouteKeys = () =>
  domainNames.flatMap((domain) =>
    (Object.values(catalogue[domain]) as AnyEndpoint[])
      .filter((endpoint) => endpoint.contentType !== 'text/event-stream')
      .map((endpoint) => ({ domain, key: routeKeyOf(endpoint) })),
  );

describe('data stack', () => {
  it('creates the single table from tableDef: keys, GSIs, TTL, on-demand, PITR', () => {
    const { data } = synth.templates;
    const attributeNames = [
      tableDef.partitionKey,
      tableDef.sortKey,
      ...tableDef.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDef.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDef.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith(
        attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
      GlobalSecondaryIndexes: tableDef.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: tableDef.ttlAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });

  it('retains the table and both buckets when the stack goes', () => {
    const { data } = synth.templates;
    data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    const buckets = Object.values(data.findResources('AWS::S3::Bucket')) as Resource[];
    expect(buckets).toHaveLength(2);
    for (const bucket of buckets) expect(bucket.DeletionPolicy).toBe('Retain');
  });

  it('keeps the media bucket private, encrypted, TLS-only, logged, and open to presigned POST uploads', () => {
    const { data } = synth.templates;
    data.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'media-bucket/' }),
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['*'] })] },
    });
    const mediaId = synth.data.getLogicalId(synth.data.mediaBucket.node.defaultChild as never);
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: mediaId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
          }),
        ]),
      },
    });
  });
});

describe('auth stack', () => {
  it('creates the user pool from userPoolDef: pipe usernames, immutable custom attributes, no self sign-up, no Cognito mail', () => {
    const { auth } = synth.templates;
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: Match.absent(),
      AliasAttributes: Match.absent(),
      AutoVerifiedAttributes: [],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
      Schema: Object.entries(userPoolDef.customAttributes).map(([name, attr]) => ({
        Name: name,
        AttributeDataType: attr.type,
        Mutable: false,
        StringAttributeConstraints: { MinLength: String(attr.minLength), MaxLength: String(attr.maxLength) },
      })),
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: userPoolDef.passwordPolicy.minimumLength }) },
    });
    auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });

  it('creates the web client from the def: no secret, its flows, token validity, revocation, no OAuth', () => {
    const { auth } = synth.templates;
    const { client } = userPoolDef;
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: client.name,
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(client.authFlows.map((flow) => `ALLOW_${flow}`)),
      AccessTokenValidity: client.accessTokenValidityMinutes,
      IdTokenValidity: client.idTokenValidityMinutes,
      RefreshTokenValidity: client.refreshTokenValidityDays * 24 * 60,
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
      SupportedIdentityProviders: ['COGNITO'],
    });
  });

  it('has no social providers or OAuth domain unless configured', () => {
    const { auth } = synth.templates;
    auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    auth.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });
});

describe('api stack', () => {
  /** The API domains' Lambdas (the event backbone's are asserted below). */
  const functions = () =>
    Object.fromEntries(
      Object.entries(synth.templates.api.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter(
        ([id]) => domainOfFunction().has(id),
      ),
    );
  const domainOfFunction = () =>
    new Map(
      Object.entries(synth.api.domains).map(([domain, api]) => [
        synth.api.getLogicalId(api.function.node.defaultChild as lambda.CfnFunction),
        domain,
      ]),
    );

  it('has one arm64 Node 22+ Lambda per catalogue domain, bundled from functions/src/<domain>/index.ts', () => {
    const fns = functions();
    expect(Object.keys(fns).sort()).toEqual([...domainOfFunction().keys()].sort());
    expect([...domainOfFunction().values()].sort()).toEqual([...domainNames].sort());
    for (const fn of Object.values(fns)) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      const runtime = String(fn.Properties.Runtime);
      expect(runtime).toMatch(/^nodejs\d+\.x$/);
      expect(Number(/\d+/.exec(runtime)?.[0])).toBeGreaterThanOrEqual(22);
      expect(fn.Properties.Handler).toBe('index.handler');
    }
  });

  it('bundles each domain as minified ESM that defines require', () => {
    for (const [logicalId, fn] of Object.entries(functions())) {
      const key = String((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      const bundle = join(synth.assembly.directory, `asset.${key}`, 'index.mjs');
      expect(existsSync(bundle), `${logicalId} bundle`).toBe(true);
      const code = readFileSync(bundle, 'utf8');
      expect(code.startsWith('import { createRequire as __createRequire }')).toBe(true);
      expect(code).toContain('//# sourceMappingURL=index.mjs.map');
      expect(code).toMatch(/export\s*\{[^}]*as handler\b/);
    }
  });

  it('gives every Lambda the environment the functions read', () => {
    for (const fn of Object.values(functions())) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables).toMatchObject({
        HEARTH_STAGE: 'aws',
        MEDIA_BASE_URL: '/media',
        NODE_OPTIONS: '--enable-source-maps',
      });
      for (const name of [
        'TABLE_NAME',
        'MEDIA_BUCKET',
        'USER_POOL_ID',
        'USER_POOL_CLIENT_ID',
        'BASE_DOMAIN',
        'EVENT_BUS_NAME',
      ]) {
        expect(variables[name], name).toBeDefined();
      }
      expect(variables.STRIPE_SECRET_ARN).toBeUndefined();
      // No identity providers configured: the sign-in forms offer no social buttons.
      expect(variables.SOCIAL_PROVIDERS).toBe('');
      // Push services must be public in AWS: the local platform's exception is never deployed.
      expect(variables.PUSH_ALLOW_PRIVATE_ENDPOINTS).toBeUndefined();
      // Webhooks reach public addresses only in AWS: the local platform's loopback allowance is never deployed.
      expect(variables.WEBHOOKS_ALLOW_LOOPBACK).toBeUndefined();
    }
  });

  it('gives every Lambda the generated origin secret, so requests that bypass CloudFront are refused', () => {
    const secrets = synth.templates.api.findResources('AWS::SecretsManager::Secret') as Record<string, Resource>;
    const [secretId, secret] = Object.entries(secrets).find(([id]) => id.startsWith('OriginSecret')) ?? [];
    expect(secret?.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    for (const fn of Object.values(functions())) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      const value = JSON.stringify(variables.ORIGIN_SECRET);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(secretId);
    }
  });

  it('routes every catalogue endpoint to its own domain Lambda, and nothing else', () => {
    const { api } = synth.templates;
    // The live-updates WebSocket API's routes (logical ids `Live…`) are checked in live-api.test.ts.
    const routes = Object.entries(api.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([id]) => !id.startsWith('Live'))
      .map(([, r]) => r) as Resource[];
    const integrations = api.findResources('AWS::ApiGatewayV2::Integration') as Record<string, Resource>;
    const functionDomain = domainOfFunction();
    const actual = routes.map((route) => {
      const target = route.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      const integration = integrations[target['Fn::Join'][1][1].Ref];
      const uri = integration?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
      expect(integration?.Properties.IntegrationType).toBe('AWS_PROXY');
      expect(route.Properties.AuthorizationType).toBe('NONE');
      return { domain: functionDomain.get(uri['Fn::GetAtt'][0]), key: String(route.Properties.RouteKey) };
    });
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(actual.sort(byKey)).toEqual(expectedRouteKeys().sort(byKey));
  });

  it('lets each Lambda be invoked by the API with one permission, not one per route', () => {
    // The live-updates WebSocket API's own permissions (logical ids `Live…`) are not the HTTP API's.
    const permissions = Object.entries(synth.templates.api.findResources('AWS::Lambda::Permission'))
      .filter(([id]) => !id.startsWith('Live'))
      .map(([, r]) => r) as Resource[];
    const byApi = permissions.filter((p) => p.Properties.Principal === 'apigateway.amazonaws.com');
    expect(byApi).toHaveLength(domainNames.length);
  });

  it('logs API access as JSON', () => {
    synth.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"'),
      },
    });
  });

  it('grants least privilege: table items and named indexes (no Scan), the pool admin APIs; no PutEvents (the outbox)', () => {
    const { api } = synth.templates;
    const domainRoles = new Set(
      Object.values(synth.api.domains).map((d) => synth.api.getLogicalId(d.role.node.defaultChild as iam.CfnRole)),
    );
    const policies = (Object.values(api.findResources('AWS::IAM::Policy')) as Resource[]).filter((p) =>
      (p.Properties.Roles as Array<{ Ref: string }>).some((r) => domainRoles.has(r.Ref)),
    );
    expect(policies).toHaveLength(domainNames.length);
    for (const policy of policies) {
      const statements = (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
      const table = statements.find((s) => s.Sid === 'Table');
      expect([...(table?.Action as string[])].sort()).toEqual([...tableActions].sort());
      expect(table?.Action).not.toContain('dynamodb:Scan');
      expect(JSON.stringify(table?.Resource)).not.toContain('index/*');
      for (const index of tableDef.globalSecondaryIndexes) {
        expect(JSON.stringify(table?.Resource)).toContain(`/index/${index.indexName}`);
      }
      const userPool = statements.find((s) => s.Sid === 'UserPool');
      expect(JSON.stringify(userPool?.Resource)).toContain('UserPool');
      expect(userPool?.Action).toContain('cognito-idp:AdminInitiateAuth');
      // Services write their events into the table with their change; only the dispatcher puts them on the bus.
      expect(statements.find((s) => s.Action === 'events:PutEvents')).toBeUndefined();
      // Only acm:RequestCertificate (custom domains), which takes no resource: the certificate does not exist yet.
      for (const statement of statements.filter((s) => s.Action !== 'acm:RequestCertificate')) {
        expect(statement.Resource).not.toBe('*');
      }
    }
    api.resourceCountIs('AWS::Events::EventBus', 1);
    for (const [id, role] of Object.entries(api.findResources('AWS::IAM::Role')) as Array<[string, Resource]>) {
      if (!domainRoles.has(id)) continue;
      expect(JSON.stringify(role.Properties.ManagedPolicyArns)).not.toContain(':iam::aws:policy');
      expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain('MediaAccess');
    }
  });
});

describe('event backbone', () => {
  const ref = (construct: { node: { defaultChild?: unknown } }) =>
    synth.api.getLogicalId(construct.node.defaultChild as lambda.CfnFunction);
  const dlq = () => ref(synth.api.events.deadLetterQueue);

  it('streams new images of the table', () => {
    synth.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
  });

  it('maps the stream to the dispatcher filtered to new event items, with partial batch response, bisect and a DLQ', () => {
    const { api } = synth.templates;
    api.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: ref(synth.api.events.dispatcher) },
      EventSourceArn: Match.anyValue(),
      StartingPosition: 'TRIM_HORIZON',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlq(), 'Arn'] } } },
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { NewImage: { SK: { S: ['EVENT'] } } } }) },
        ],
      },
    });
  });

  it('alarms as soon as anything is dead-lettered', () => {
    synth.templates.api.resourceCountIs('AWS::SQS::Queue', 1);
    synth.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq(), 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('subscribes one consumer Lambda per consuming domain by a bus rule, retried then dead-lettered', () => {
    const { api } = synth.templates;
    const consumers = Object.entries(synth.api.events.consumers);
    expect(consumers.map(([domain]) => domain)).toEqual([
      'analytics',
      'posts',
      'members',
      'notifications',
      'gatekeeping',
      'gamification',
      'billing',
      'webhooks',
    ]);
    for (const [domain, fn] of consumers) {
      api.hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ CONSUMER_DOMAIN: domain, TABLE_NAME: Match.anyValue() }) },
      });
      api.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: { source: ['hearth'] },
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [ref(fn), 'Arn'] },
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlq(), 'Arn'] } },
          }),
        ],
      });
      api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: ref(fn) },
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlq(), 'Arn'] } } },
      });
    }
  });

  it('runs each scheduled job from EventBridge Scheduler on the jobs Lambda', () => {
    synth.templates.api.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(5 minutes)',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [ref(synth.api.events.jobsFunction), 'Arn'] },
        Input: JSON.stringify({ job: 'ban-expiry' }),
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlq(), 'Arn'] } },
      }),
    });
  });

  it('outputs the dead-letter queue and how to redrive it', () => {
    const outputs = synth.templates.api.findOutputs('*');
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['EventsDeadLetterQueueUrl', 'EventsRedrive']));
  });
});

describe('web stack', () => {
  const distribution = () => {
    const [resource] = Object.values(synth.templates.web.findResources('AWS::CloudFront::Distribution')) as Resource[];
    return (resource?.Properties.DistributionConfig ?? {}) as Record<string, unknown> & {
      CacheBehaviors: Record<string, unknown>[];
      DefaultCacheBehavior: Record<string, unknown>;
      Origins: Record<string, unknown>[];
    };
  };
  const functionArnOf = (code: string) => {
    const [logicalId] = Object.entries(synth.templates.web.findResources('AWS::CloudFront::Function')).find(
      ([, fn]) => (fn as Resource).Properties.FunctionCode === code,
    ) ?? [undefined];
    expect(logicalId, 'CloudFront function deployed').toBeDefined();
    return [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [logicalId, 'FunctionARN'] } }];
  };

  it('serves the SPA from a private bucket through OAC, with the SPA fallback as a function, not error pages', () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: functionArnOf(spaFallbackCode),
    });
    const spaOrigin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(spaOrigin?.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(spaOrigin?.DomainName)).toContain(
      synth.web.getLogicalId(synth.web.spaBucket.node.defaultChild as never),
    );
  });

  it('sends /api/* to the HTTP API uncached with every method, viewer headers but Host, and the host function', () => {
    const config = distribution();
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(behavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
      FunctionAssociations: functionArnOf(forwardViewerHostCode),
    });
    const origin = config.Origins.find((o) => o.Id === behavior?.TargetOriginId);
    expect(origin?.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(origin?.DomainName)).toContain('ApiEndpoint');
  });

  it('forwards CloudFront-Viewer-Country to the API origin: the beacon endpoint reads the viewer country from it', () => {
    const behavior = distribution().CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    // The managed AllViewerExceptHostHeader policy: every viewer header but Host and every CloudFront header.
    expect(API_ORIGIN_REQUEST_POLICY.originRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    expect(behavior?.OriginRequestPolicyId).toBe(API_ORIGIN_REQUEST_POLICY.originRequestPolicyId);
  });

  it("sends the live socket to the WebSocket API's stage, before /api/* and uncached, with the viewer's host", () => {
    const config = distribution();
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf(LIVE_PATH)).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf(LIVE_PATH)).toBeLessThan(patterns.indexOf('/api/*'));
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === LIVE_PATH);
    expect(behavior).toMatchObject({
      CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
      FunctionAssociations: functionArnOf(liveSocketCode(`/${LIVE_STAGE}`)),
    });
    const origin = config.Origins.find((o) => o.Id === behavior?.TargetOriginId);
    expect(origin?.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    // The WebSocket stage's host, exported by the api stack.
    expect(JSON.stringify(origin?.DomainName)).toMatch(/Live/);
  });

  it('adds the origin secret to every request it sends the API (a viewer-sent copy is overwritten)', () => {
    const config = distribution();
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    const origin = config.Origins.find((o) => o.Id === behavior?.TargetOriginId) as {
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    };
    const header = origin.OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_SECRET_HEADER);
    const value = JSON.stringify(header?.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toMatch(/OriginSecret/);
  });

  it('answers /media/* with the sandbox CSP and nosniff, overriding whatever the bucket says', () => {
    const config = distribution();
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/media/*') as {
      ResponseHeadersPolicyId?: { Ref: string };
    };
    const policies = synth.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Record<
      string,
      Resource
    >;
    const policy = policies[behavior.ResponseHeadersPolicyId?.Ref ?? '']?.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    };
    expect(policy?.SecurityHeadersConfig).toMatchObject({
      ContentSecurityPolicy: {
        ContentSecurityPolicy: MEDIA_SECURITY_HEADERS['content-security-policy'],
        Override: true,
      },
      ContentTypeOptions: { Override: true },
    });
    expect(MEDIA_SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
  });

  it('serves /media/* read-only from the media bucket through OAC, with the prefix-stripping function', () => {
    const config = distribution();
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/media/*');
    expect(behavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      FunctionAssociations: functionArnOf(mediaPathCode),
    });
    const origin = config.Origins.find((o) => o.Id === behavior?.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(origin?.DomainName)).toMatch(/Media[A-Z0-9]*RegionalDomainName/);
  });

  it('logs to the access-log bucket and uses the CloudFront domain when no domain is configured', () => {
    const config = distribution();
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(config.Aliases).toBeUndefined();
    synth.templates.web.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('uploads the SPA build: hashed assets cached for a year, then the shell with no-cache and an invalidation', () => {
    const deployments = Object.values(synth.templates.web.findResources('Custom::CDKBucketDeployment')) as Resource[];
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => JSON.stringify(d.Properties.Include) === '["assets/*"]');
    const shell = deployments.find((d) => JSON.stringify(d.Properties.Exclude) === '["assets/*"]');
    expect(assets?.Properties).toMatchObject({ Exclude: ['*'], Prune: false });
    expect(JSON.stringify(assets?.Properties.SystemMetadata)).toContain('immutable');
    expect(shell?.Properties).toMatchObject({ Prune: false, DistributionPaths: ['/*'] });
    expect(JSON.stringify(shell?.Properties.SystemMetadata)).toContain('no-cache');
  });
});
