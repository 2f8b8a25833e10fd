// The API: one Lambda per catalogue domain behind one HTTP API, and the EventBridge bus services publish to.
import { tableDef } from '@hearth/functions/platform/db/table';
import { catalogue, type DomainName, domainNames } from '@hearth/shared/contracts/catalogue';
import { routeKeyOf, type AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import { CfnOutput, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { consumerDomainsOf, jobsOf, readAsyncManifest } from '../async-manifest.ts';
import { type DeployConfig, mailFromDomain } from '../config.ts';
import {
  CUSTOM_DOMAIN_DOMAINS,
  grantCustomDomains,
  TEMPLATE_DISTRIBUTION_PARAMETER,
  watchCustomDomainQuotas,
  TEMPLATE_DISTRIBUTION_PARAMETER_ENV,
} from '../custom-domains.ts';
import { DomainApi } from '../constructs/domain-api.ts';
import { EventBackbone } from '../constructs/events.ts';
import { LiveApi } from '../constructs/live-api.ts';
import type { SocialEndpoints } from './auth-stack.ts';

export interface ApiStackProps extends StackProps {
  config: DeployConfig;
  table: dynamodb.ITable;
  mediaBucket: s3.IBucket;
  mediaAccessPolicy: iam.IManagedPolicy;
  /** CloudFront's access-log bucket: a custom domain's distribution logs there as the wildcard distribution does. */
  logsBucket: s3.IBucket;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** Social sign-in's hosted UI and callback, when configured (the auth stack's). */
  social?: SocialEndpoints;
}

/** What the domains do with the table: item and query access, no Scan (no request path scans) and no admin calls. */
export const tableActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];

/** The Cognito admin APIs behind sign-up, sign-in, refresh, sign-out, e-mail and password changes, and the health probe. */
export const userPoolActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminRespondToAuthChallenge',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminLinkProviderForUser',
  'cognito-idp:DescribeUserPool',
];

/**
 * The domain whose routes check a captcha (sign-up, sign-in, recovery) and run social sign-in; only its Lambda gets
 * the captcha secret and the hosted UI settings.
 */
const captchaDomain: DomainName = 'auth';

/** Every catalogue endpoint with its domain; fails on two endpoints claiming one route key. */
export function catalogueRoutes(): { domain: string; endpoint: AnyEndpoint }[] {
  const seen = new Map<string, string>();
  const routes: { domain: string; endpoint: AnyEndpoint }[] = [];
  for (const domain of domainNames) {
    for (const endpoint of Object.values(catalogue[domain]) as AnyEndpoint[]) {
      const key = routeKeyOf(endpoint);
      const owner = seen.get(key);
      if (owner) throw new Error(`Route "${key}" is claimed by both ${owner} and ${domain}.`);
      seen.set(key, domain);
      routes.push({ domain, endpoint });
    }
  }
  return routes;
}

/** The domain Lambdas that call Stripe's API with the platform key. */
const STRIPE_DOMAINS = new Set(['billing', 'communities']);

export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly bus: events.EventBus;
  readonly domains: Record<string, DomainApi> = {};
  readonly events: EventBackbone;
  readonly live: LiveApi;
  /** The API's execute-api host name, for the CloudFront origin. */
  readonly apiDomainName: string;
  /** The WebSocket API's execute-api host name, for the CloudFront behaviour of the live socket. */
  readonly liveDomainName: string;
  /** What CloudFront sends as an origin custom header and the Lambdas require (functions platform/http/edge-headers.ts). */
  readonly originSecret: secretsmanager.Secret;
  /** Web push's VAPID key pair, put in once by the operator (README.md, Deploying to AWS); a placeholder until then. */
  readonly vapidSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.bus = new events.EventBus(this, 'Bus', { description: 'Hearth domain events (post.created, vote.cast, …)' });

    // No CORS configuration: the SPA calls the API same-origin through CloudFront on every host.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Hearth API; reached through CloudFront at /api/*',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });
    new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigwAccessLogFormat(),
      },
    });
    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        "No gateway authorizer by design: public pages use the same routes anonymously, and sessions are httpOnly cookies, which API Gateway's JWT authorizer cannot read. Each route's auth rule is enforced in the Lambda's middy chain, which verifies the Cognito access token from the cookie against the pool's JWKS.",
    });
    this.apiDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    // The execute-api endpoint stays public (it is CloudFront's origin; a custom API domain would be needed to turn it
    // off), so a caller could skip CloudFront and send its own x-hearth-viewer-ip. The Lambdas refuse any
    // request without this secret, which only CloudFront adds.
    this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description:
        'Hearth: the origin custom header CloudFront adds to /api/* requests; the API refuses requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating it needs CloudFront and every Lambda to change together (both read it at deploy time); rotate by redeploying after `aws secretsmanager put-secret-value`. It proves only that a request came through CloudFront.',
    });

    // Web push: CloudFormation cannot make an EC P-256 key pair, so the secret starts as a placeholder (push answers
    // "not set up" meanwhile) and the operator puts the pair in once: `npx web-push generate-vapid-keys --json`, then
    // `aws secretsmanager put-secret-value` (README.md, Deploying to AWS). Kept when the stack goes: a new pair orphans every
    // browser's subscription.
    this.vapidSecret = new secretsmanager.Secret(this, 'VapidKeys', {
      description:
        'Hearth web push: the VAPID key pair as {"publicKey","privateKey"} (npx web-push generate-vapid-keys --json)',
      generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'placeholder' },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.vapidSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A VAPID key pair is not rotated on a schedule: every browser subscribed with the old public key, so a new pair ends every push subscription (members turn Push on again). Replace it by hand only if it leaks.',
    });
    const vapidEnvironment = { VAPID_SECRET_ARN: this.vapidSecret.secretArn };

    const stripeSecret = config.stripeSecretArn
      ? secretsmanager.Secret.fromSecretCompleteArn(this, 'StripeSecret', config.stripeSecretArn)
      : undefined;

    // The webhook's signing secret: only the billing Lambda verifies deliveries.
    const stripeWebhookSecret = config.stripeWebhookSecretArn
      ? secretsmanager.Secret.fromSecretCompleteArn(this, 'StripeWebhookSecret', config.stripeWebhookSecretArn)
      : undefined;
    // The Connect endpoint (members' supporter subscriptions, payout accounts) signs with a secret of its own.
    const stripeConnectWebhookSecret = config.stripeConnectWebhookSecretArn
      ? secretsmanager.Secret.fromSecretCompleteArn(
          this,
          'StripeConnectWebhookSecret',
          config.stripeConnectWebhookSecretArn,
        )
      : undefined;
    // The lifetime codes' operator secret (refunds): only the billing Lambda compares it; unset, refunds are refused.
    const codesSecret = config.codesSecretArn
      ? secretsmanager.Secret.fromSecretCompleteArn(this, 'CodesSecret', config.codesSecretArn)
      : undefined;
    const billingEnvironment: Record<string, string> = {
      ...(codesSecret ? { CODES_SECRET_ARN: codesSecret.secretArn } : {}),
      ...(stripeWebhookSecret ? { STRIPE_WEBHOOK_SECRET_ARN: stripeWebhookSecret.secretArn } : {}),
      ...(stripeConnectWebhookSecret
        ? { STRIPE_CONNECT_WEBHOOK_SECRET_ARN: stripeConnectWebhookSecret.secretArn }
        : {}),
    };

    const captchaSecret = config.captcha
      ? secretsmanager.Secret.fromSecretCompleteArn(this, 'CaptchaSecret', config.captcha.secretArn)
      : undefined;
    // The secret stays in Secrets Manager: the Lambda gets its ARN and reads the value on the first captcha check.
    const captchaEnvironment: Record<string, string> = config.captcha
      ? { CAPTCHA_SITE_KEY: config.captcha.siteKey, CAPTCHA_SECRET_ARN: config.captcha.secretArn }
      : {};

    const socialEnvironment: Record<string, string> = props.social
      ? { SOCIAL_AUTH_DOMAIN: props.social.authDomainUrl, SOCIAL_CALLBACK_URL: props.social.callbackUrl }
      : {};

    const environment: Record<string, string> = {
      HEARTH_STAGE: 'aws',
      TABLE_NAME: props.table.tableName,
      MEDIA_BUCKET: props.mediaBucket.bucketName,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      // Without a domain only host-agnostic endpoints (health, OpenAPI) answer: tenants are named by sub-domains.
      BASE_DOMAIN: config.domain?.name ?? 'cloudfront.net',
      // Same-origin on every host: CloudFront serves /media/* from the media bucket.
      MEDIA_BASE_URL: '/media',
      EVENT_BUS_NAME: this.bus.eventBusName,
      // Resolved by CloudFormation at deploy time (a dynamic reference), so the value never enters the template.
      ORIGIN_SECRET: this.originSecret.secretValue.unsafeUnwrap(),
      ...(config.mailFrom ? { MAIL_FROM: config.mailFrom } : {}),
      ...(stripeSecret ? { STRIPE_SECRET_ARN: stripeSecret.secretArn } : {}),
      ...(config.stripeTrialCoupon ? { STRIPE_TRIAL_COUPON: config.stripeTrialCoupon } : {}),
      // Which sign-in buttons the SPA enables (GET /api/v1/auth/options).
      SOCIAL_PROVIDERS: (['google', 'facebook'] as const).filter((p) => config.social?.[p]).join(','),
    };

    // Custom domains copy the wildcard distribution, whose id the web stack writes to this parameter.
    const customDomainEnvironment = { [TEMPLATE_DISTRIBUTION_PARAMETER_ENV]: TEMPLATE_DISTRIBUTION_PARAMETER };

    const byDomain = new Map<string, AnyEndpoint[]>();
    for (const { domain, endpoint } of catalogueRoutes())
      byDomain.set(domain, [...(byDomain.get(domain) ?? []), endpoint]);

    for (const [domain, endpoints] of byDomain) {
      const api = new DomainApi(this, pascal(domain), {
        domain,
        endpoints,
        httpApi: this.httpApi,
        environment:
          domain === captchaDomain
            ? { ...environment, ...captchaEnvironment, ...socialEnvironment }
            : domain === 'notifications'
              ? { ...environment, ...vapidEnvironment }
              : domain === 'billing'
                ? { ...environment, ...billingEnvironment }
                : CUSTOM_DOMAIN_DOMAINS.has(domain)
                  ? { ...environment, ...customDomainEnvironment }
                  : environment,
      });
      this.domains[domain] = api;
      // Every domain gets the same data-plane grants for now: the catalogue does not yet say which domain needs what.
      this.grantDomain(api.role, props);
      // The Stripe key only where Stripe's API is called: billing, and communities (a new community takes over the
      // owner's paid subscription). The ARN in the environment is not the key; reading it needs this grant.
      if (STRIPE_DOMAINS.has(domain)) stripeSecret?.grantRead(api.role);
      if (domain === captchaDomain) captchaSecret?.grantRead(api.role);
      // The push-subscription routes hand out the public key.
      if (domain === 'notifications') this.vapidSecret.grantRead(api.role);
      if (domain === 'billing') stripeWebhookSecret?.grantRead(api.role);
      if (domain === 'billing') stripeConnectWebhookSecret?.grantRead(api.role);
      if (domain === 'billing') codesSecret?.grantRead(api.role);
      if (CUSTOM_DOMAIN_DOMAINS.has(domain)) grantCustomDomains(api.role, props);
    }

    // Delivery of the outbox's events and the scheduled jobs (docs/events.md), as the async manifest lists them.
    const asyncWork = readAsyncManifest();
    this.events = new EventBackbone(this, 'Events', {
      table: props.table,
      bus: this.bus,
      consumerDomains: consumerDomainsOf(asyncWork),
      jobs: jobsOf(asyncWork),
      ownJobDomains: CUSTOM_DOMAIN_DOMAINS,
      environment,
      grantTable: (role) => this.grantTable(role, props.table),
    });
    // The custom-domain worker: the same grants as the domains Lambda, and it e-mails the owner (connected, failed,
    // about to lapse).
    for (const domain of CUSTOM_DOMAIN_DOMAINS) {
      const worker = this.events.domainJobFunctions[domain];
      if (!worker?.role) continue;
      worker.addEnvironment(TEMPLATE_DISTRIBUTION_PARAMETER_ENV, TEMPLATE_DISTRIBUTION_PARAMETER);
      grantCustomDomains(worker.role as iam.Role, props);
      watchCustomDomainQuotas(this, worker);
      const sender = config.mailFrom ? mailFromDomain(config.mailFrom) : undefined;
      if (sender) {
        worker.addToRolePolicy(
          new iam.PolicyStatement({
            sid: 'SendDomainMail',
            actions: ['ses:SendEmail'],
            resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: sender })],
          }),
        );
      }
    }
    // The consumers that send e-mail (SES, as the configured sender only): notifications, gatekeeping's invitations,
    // and billing's payment-failed e-mail (which also opens a customer-portal session with the Stripe key).
    const notifierSender = config.mailFrom ? mailFromDomain(config.mailFrom) : undefined;
    const billingConsumer = this.events.consumers['billing'];
    if (billingConsumer) stripeSecret?.grantRead(billingConsumer);
    for (const domain of ['notifications', 'gatekeeping', 'billing']) {
      const role = this.events.consumers[domain]?.role;
      if (!role || !notifierSender) continue;
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          sid: 'SendNotificationMail',
          actions: ['ses:SendEmail'],
          resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: notifierSender })],
        }),
      );
    }

    // Live updates (the WebSocket API), posted to by the notifications consumer.
    this.live = new LiveApi(this, 'Live', { environment, grantTable: (role) => this.grantTable(role, props.table) });
    const notifier = this.events.consumers['notifications'];
    if (notifier) this.live.grantPost(notifier);
    // The notifications consumer signs each push with the VAPID private key.
    if (notifier) {
      notifier.addEnvironment('VAPID_SECRET_ARN', this.vapidSecret.secretArn);
      this.vapidSecret.grantRead(notifier);
    }
    new CfnOutput(this, 'VapidSecretArn', {
      value: this.vapidSecret.secretArn,
      description: 'Put the web push key pair here once (README.md, Deploying to AWS)',
    });
    new CfnOutput(this, 'LiveEndpoint', { value: this.live.stage.url });
    // wss://<id>.execute-api.<region>.amazonaws.com/live → the host.
    this.liveDomainName = Fn.select(2, Fn.split('/', this.live.stage.url));
    // The weekly digest job pages through the communities with a Scan filtered to community items
    // (once a week, checkpointed; no request path scans). Only the jobs Lambda may Scan, and only the table.
    this.events.jobsFunction.addToRolePolicy(
      new iam.PolicyStatement({
        sid: 'DigestCommunityScan',
        actions: ['dynamodb:Scan'],
        resources: [props.table.tableArn],
      }),
    );

    // The on-demand codes import (billing) reads the marketplace's CSV from the media bucket (imports/codes/).
    this.events.jobsFunction.role?.addManagedPolicy(props.mediaAccessPolicy);

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
  }

  private grantTable(role: iam.Role, table: dynamodb.ITable): void {
    role.addToPolicy(
      new iam.PolicyStatement({
        sid: 'Table',
        actions: tableActions,
        // The table and each named index, rather than the usual `index/*` wildcard.
        resources: [
          table.tableArn,
          ...tableDef.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
        ],
      }),
    );
  }

  private grantDomain(role: iam.Role, props: ApiStackProps): void {
    const { table, mediaAccessPolicy, userPool, config } = props;
    this.grantTable(role, table);
    role.addManagedPolicy(mediaAccessPolicy);
    role.addToPolicy(
      new iam.PolicyStatement({ sid: 'UserPool', actions: userPoolActions, resources: [userPool.userPoolArn] }),
    );
    const senderDomain = config.mailFrom ? mailFromDomain(config.mailFrom) : undefined;
    if (senderDomain) {
      role.addToPolicy(
        new iam.PolicyStatement({
          sid: 'SendMail',
          // Only as the configured sender's SES domain identity (verified outside this app).
          actions: ['ses:SendEmail'],
          resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: senderDomain })],
        }),
      );
    }
  }
}

function apigwAccessLogFormat() {
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      time: '$context.requestTime',
      method: '$context.httpMethod',
      path: '$context.path',
      routeKey: '$context.routeKey',
      status: '$context.status',
      responseLength: '$context.responseLength',
      latencyMs: '$context.responseLatency',
      integrationLatencyMs: '$context.integrationLatency',
      integrationError: '$context.integrationErrorMessage',
    }),
  );
}

const pascal = (name: string) => name.replace(/(^|[-_])([a-z])/g, (_, __, c: string) => c.toUpperCase());
