// The front door: one CloudFront distribution for every host (app.<domain>, *.<domain>) serving the SPA from a
// private bucket, /api/* from the HTTP API and /media/* from the media bucket, all same-origin.
import { API_PREFIX, LIVE_PATH, SESSION_COOKIE, VIEWER_HOST_HEADER } from '@hearth/shared/constants/http';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import { GUEST_EDGE_SECONDS, edgePathPattern, guestCachePathPatterns } from '@hearth/shared/contracts/guest-cache';
import { Annotations, CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3assets from 'aws-cdk-lib/aws-s3-assets';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_SECRET_HEADER } from '@hearth/functions/platform/http/edge-headers';
import { MEDIA_SECURITY_HEADERS } from '@hearth/functions/platform/storage/media';
import type { Construct } from 'constructs';
import { readdirSync } from 'node:fs';
import type { DeployConfig, SiteDomain } from '../config.ts';
import { TEMPLATE_DISTRIBUTION_PARAMETER } from '../custom-domains.ts';
import { hasServerRender, PageRender } from '../constructs/page-render.ts';
import { forwardViewerHostCode, liveSocketCode, mediaPathCode, spaFallbackCode } from '../edge-functions.ts';
import { LIVE_STAGE } from '../constructs/live-api.ts';
import { wildcardResourceFinding } from '../nag.ts';

export interface WebStackProps extends StackProps {
  config: DeployConfig;
  /** The HTTP API's execute-api host name. */
  apiDomainName: string;
  /** The WebSocket API's execute-api host name (the live socket, `/api/v1/live`). */
  liveDomainName?: string;
  /** Sent to the API as an origin custom header; the API refuses requests without it (the api stack's). */
  originSecret: secretsmanager.ISecret;
  mediaBucket: s3.IBucket;
  logsBucket: s3.IBucket;
  /**
   * The built SPA (web/dist) to upload. Left out when there is no build yet: the stack still synthesizes and deploys
   * with an empty SPA bucket, and the next deploy after `npm run build:web` uploads it.
   */
  spaAssetsDir?: string;
  /**
   * The server render's build (web/dist-ssr). With it (and the SPA build) page requests go to the render Lambda,
   * which renders community pages and answers every other page with the SPA shell; without it the SPA bucket answers
   * them with the shell, as before server rendering.
   */
  serverRenderDir?: string;
  /**
   * The API's streamed endpoints (text/event-stream) and the function URL of the streaming entry that serves each
   * group (DomainApi.stream): CloudFront sends them there instead of to the HTTP API, which buffers.
   */
  streamedApis?: { url: lambda.IFunctionUrl; functionArn: string; paths: string[] }[];
}

export const API_PATH_PATTERN = `${API_PREFIX}/*`;
export const MEDIA_PATH_PATTERN = '/media/*';

/** The host names the distribution answers for: the owner app and every community sub-domain. */
export const siteAliases = (domain: SiteDomain): string[] => [`app.${domain.name}`, `*.${domain.name}`];

/** The host an owner's custom domain points its CNAME at (shared CUSTOM_DOMAIN_CNAME_LABEL): `my.<domain>`. */
export const customDomainTarget = (domain: SiteDomain): string => `my.${domain.name}`;

/**
 * The API behaviors' origin request policy (managed AllViewerExceptHostHeader): all viewer headers except Host (the
 * HTTP API answers on its own domain) plus all CloudFront headers, CloudFront-Viewer-Country among them.
 */
export const API_ORIGIN_REQUEST_POLICY = cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER;

export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly spaBucket: s3.Bucket;
  readonly render: PageRender | null;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.spaBucket = new s3.Bucket(this, 'Spa', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    });
    Validations.of(this.spaBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The SPA bucket holds only the public build output, is written only by the deployment and read only by CloudFront (OAC), whose access logs record every read; the log bucket lives in the data stack, and S3 access logging into it from here would make the two stacks depend on each other.',
    });

    const viewerRequest = (name: string, code: string, comment: string): cloudfront.FunctionAssociation => ({
      eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
      function: new cloudfront.Function(this, name, {
        code: cloudfront.FunctionCode.fromInline(code),
        runtime: cloudfront.FunctionRuntime.JS_2_0,
        comment,
      }),
    });

    // The data stack owns the media bucket and its policy (which admits this account's distributions); a reference by
    // attributes keeps CloudFront from writing a distribution-specific statement back into that stack (a cycle).
    const mediaBucket = s3.Bucket.fromBucketAttributes(this, 'MediaBucket', {
      bucketArn: props.mediaBucket.bucketArn,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });

    const mediaHeaders = new cloudfront.ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: 'User uploads are served same-origin: never sniffed, never run as a document',
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        // The same values the local gateway sends on /media (never weaker locally).
        contentSecurityPolicy: {
          contentSecurityPolicy: MEDIA_SECURITY_HEADERS['content-security-policy'],
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: false },
      },
    });

    const forwardViewerHost = viewerRequest(
      'ForwardViewerHost',
      forwardViewerHostCode,
      'Pass the viewer host to the API and the render as x-forwarded-host',
    );
    const spaOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.spaBucket);
    const serverRender =
      props.spaAssetsDir && props.serverRenderDir && hasServerRender(props.spaAssetsDir, props.serverRenderDir)
        ? { spaDir: props.spaAssetsDir, serverDir: props.serverRenderDir }
        : null;
    this.render = serverRender
      ? new PageRender(this, 'PageRender', {
          ...serverRender,
          apiOrigin: `https://${props.apiDomainName}`,
          originSecret: props.originSecret.secretValue.unsafeUnwrap(),
        })
      : null;

    const api: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(props.apiDomainName, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        // CloudFront overwrites a viewer-sent header of the same name.
        customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Every viewer header but Host, and every CloudFront header: CloudFront-Viewer-Country is the analytics
      // beacon's country (docs/architecture/analytics.md); CloudFront sets it, a viewer's copy never gets through.
      originRequestPolicy: API_ORIGIN_REQUEST_POLICY,
      functionAssociations: [forwardViewerHost],
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Hearth: SPA, /api/*, /media/*',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(config.domain
        ? {
            domainNames: siteAliases(config.domain),
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', config.domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: this.render
        ? {
            origin: origins.FunctionUrlOrigin.withOriginAccessControl(this.render.url),
            viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
            cachePolicy: this.renderCachePolicy(),
            responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
            functionAssociations: [forwardViewerHost],
          }
        : {
            origin: spaOrigin,
            viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
            cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
            responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
            functionAssociations: [
              viewerRequest('SpaFallback', spaFallbackCode, 'Client-side routes get the SPA shell'),
            ],
          },
      additionalBehaviors: {
        // With the render in front, the build's files still come straight from the SPA bucket.
        ...(this.render && props.spaAssetsDir ? this.builtFileBehaviors(props.spaAssetsDir, spaOrigin) : {}),
        // Before /api/*: the live socket on the viewer's own host goes to the WebSocket API's stage (CloudFront
        // passes the upgrade through), with the viewer's host as for the API; never cached.
        ...(props.liveDomainName
          ? {
              [LIVE_PATH]: {
                origin: new origins.HttpOrigin(props.liveDomainName, {
                  protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
                  originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
                }),
                viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
                allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
                cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
                originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
                functionAssociations: [
                  viewerRequest(
                    'LiveSocket',
                    liveSocketCode(`/${LIVE_STAGE}`),
                    'The live socket to the WebSocket stage',
                  ),
                ],
              },
            }
          : {}),
        // First among the API's: the streamed answers, which the HTTP API would buffer.
        ...this.streamedBehaviors(props.streamedApis ?? [], forwardViewerHost, props.originSecret),
        // Before /api/*: the guests' public reads, cached as their answers say (GuestApiCache).
        ...this.guestReadBehaviors(api),
        [API_PATH_PATTERN]: api,
        [MEDIA_PATH_PATTERN]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(mediaBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: mediaHeaders,
          functionAssociations: [viewerRequest('MediaPath', mediaPathCode, 'Map /media/<key> to the object key')],
        },
      },
    });
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The media bucket's policy in the data stack already grants s3:GetObject to this account's CloudFront distributions.",
    );
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Communities are open to members anywhere; the product has no geographic restriction.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL: it is billed per ACL, rule and request, and the abuse-prone calls (sign-up, sign-in) are captcha-checked in the API. Attach one (webAclId) when traffic warrants it.',
      },
    );
    if (!config.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No domainName/certificateArn given, so the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes. With a domain the distribution requires TLSv1.2_2021.',
      });
    }

    if (props.spaAssetsDir) this.deploySpa(props.spaAssetsDir);
    if (config.domain?.hostedZoneId) this.addDnsRecords(config.domain, config.domain.hostedZoneId);
    this.shareWithCustomDomains(props.streamedApis ?? []);

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }

  /**
   * Rendered pages are cached per viewer host (x-forwarded-host, set by the viewer-request function; a render is the
   * same for every viewer of a host) and full URL, for as long as the render's Cache-Control says (a minute, served
   * stale while refreshed); compressed at the edge. No cookie reaches the render.
   */
  private renderCachePolicy(): cloudfront.CachePolicy {
    return new cloudfront.CachePolicy(this, 'RenderCache', {
      comment: 'Server-rendered pages: per host and URL, as long as the render says',
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('x-forwarded-host'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }

  /**
   * The guestCache endpoints' paths (shared/src/contracts/guest-cache.ts): the API behaviour with a cache policy keyed
   * on the viewer host, the whole query and the session cookie. CloudFront cannot skip its cache for a cookie's
   * presence, so the cookie is in the key instead: a member's request has a key of its own and never meets a guest's
   * answer, and the function answers members `private, no-store`, so nothing is kept under it. Guests (no cookie)
   * share one key per host, path and query, kept for the answer's s-maxage, at most GUEST_EDGE_SECONDS. Only GET and
   * HEAD are cached; the writes under these paths pass through. The Lambda compresses, so CloudFront does not.
   */
  private guestReadBehaviors(api: cloudfront.BehaviorOptions): Record<string, cloudfront.BehaviorOptions> {
    const cachePolicy = new cloudfront.CachePolicy(this, 'GuestApiCache', {
      comment: "Guests' public API reads: per host, path and query; the session cookie keys members apart",
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(VIEWER_HOST_HEADER),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.allowList(SESSION_COOKIE),
      // Only what the function marks cacheable is kept, and never longer than the guests' TTL.
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(GUEST_EDGE_SECONDS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const behavior: cloudfront.BehaviorOptions = {
      ...api,
      cachePolicy,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      compress: false,
    };
    return Object.fromEntries(guestCachePathPatterns(catalogue).map((pattern) => [pattern, behavior]));
  }

  /**
   * The streamed endpoints' behaviours: the streaming entry's function URL behind origin access control (a POST's
   * viewer sends its body's SHA-256 in x-amz-content-sha256, which the signature covers), never cached, with the
   * viewer's host, cookies and the origin secret as the API gets them, and nothing compressed in between.
   */
  private streamedBehaviors(
    streamed: NonNullable<WebStackProps['streamedApis']>,
    forwardViewerHost: cloudfront.FunctionAssociation,
    originSecret: secretsmanager.ISecret,
  ): Record<string, cloudfront.BehaviorOptions> {
    const behaviors: Record<string, cloudfront.BehaviorOptions> = {};
    for (const { url, paths } of streamed) {
      const behavior: cloudfront.BehaviorOptions = {
        origin: origins.FunctionUrlOrigin.withOriginAccessControl(url, {
          customHeaders: { [ORIGIN_SECRET_HEADER]: originSecret.secretValue.unsafeUnwrap() },
          readTimeout: Duration.seconds(60),
        }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        originRequestPolicy: API_ORIGIN_REQUEST_POLICY,
        compress: false,
        functionAssociations: [forwardViewerHost],
      };
      for (const path of paths) behaviors[edgePathPattern(path)] = behavior;
    }
    return behaviors;
  }

  /** `/assets/*` and each file at the build's root (favicon, …) from the SPA bucket, cached as built files are. */
  private builtFileBehaviors(dir: string, origin: cloudfront.IOrigin): Record<string, cloudfront.BehaviorOptions> {
    const behavior: cloudfront.BehaviorOptions = {
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
    };
    const rootFiles = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'index.html')
      .map((entry) => `/${entry.name}`);
    return Object.fromEntries(['/assets/*', ...rootFiles].map((pattern) => [pattern, behavior]));
  }

  /**
   * Two uploads of the same build: hashed files under assets/ first, cached for a year, then everything else (the
   * index.html shell) with no-cache and an invalidation. Old assets are kept (no prune) so a page loaded before a
   * deploy can still fetch its lazy chunks.
   */
  private deploySpa(dir: string): void {
    const build = new s3assets.Asset(this, 'SpaBuild', { path: dir });
    const source = s3deploy.Source.bucket(build.bucket, build.s3ObjectKey);
    const assets = new s3deploy.BucketDeployment(this, 'SpaAssets', {
      sources: [source],
      destinationBucket: this.spaBucket,
      exclude: ['*'],
      include: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
      memoryLimit: 512,
    });
    const shell = new s3deploy.BucketDeployment(this, 'SpaShell', {
      sources: [source],
      destinationBucket: this.spaBucket,
      exclude: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    shell.node.addDependency(assets);
    this.acknowledgeDeploymentHelper(build);
  }

  /** BucketDeployment runs a CDK-owned singleton Lambda (per memory size) whose runtime and grants CDK chooses. */
  private acknowledgeDeploymentHelper(build: s3assets.Asset): void {
    const helper = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!helper) throw new Error('BucketDeployment no longer creates its Custom::CDKBucketDeployment helper here.');
    const ack = (id: string, reason: string) => Validations.of(helper).acknowledge({ id, reason });
    const owned = 'CDK BucketDeployment helper, invoked only during deployments';
    ack('AwsSolutions-L1', `${owned}: CDK pins its Python runtime together with the bundled AWS CLI layer.`);
    ack(
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      `${owned}: CDK attaches the basic execution policy so the helper can write its own logs.`,
    );
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*']) {
      ack(
        `AwsSolutions-IAM5[Action::${action}]`,
        `${owned}: read access to the SPA build asset and the SPA bucket (aws s3 sync).`,
      );
    }
    for (const action of ['s3:Abort*', 's3:DeleteObject*']) {
      ack(`AwsSolutions-IAM5[Action::${action}]`, `${owned}: write access to the SPA bucket only (aws s3 sync).`);
    }
    ack(
      wildcardResourceFinding(this, build.bucket.arnForObjects('*')),
      `${owned}: reads the SPA build from the CDK asset bucket.`,
    );
    ack(
      wildcardResourceFinding(this, this.spaBucket.arnForObjects('*')),
      `${owned}: writes the SPA build into the SPA bucket.`,
    );
    ack(
      'AwsSolutions-IAM5[Resource::*]',
      `${owned}: cloudfront:CreateInvalidation/GetInvalidation, which CDK grants on "*", to refresh index.html after upload.`,
    );
  }

  private addDnsRecords(domain: SiteDomain, hostedZoneId: string): void {
    const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId, zoneName: domain.name });
    const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(this.distribution));
    siteAliases(domain).forEach((recordName, i) => {
      const id = i === 0 ? 'App' : 'Communities';
      new route53.ARecord(this, `${id}A`, { zone, recordName, target });
      new route53.AaaaRecord(this, `${id}Aaaa`, { zone, recordName, target });
    });
    // Owners point their custom domain's CNAME here. The wildcard record covers it too; this one keeps it in place
    // should the wildcard ever change, since every connected custom domain depends on it.
    const recordName = customDomainTarget(domain);
    new route53.ARecord(this, 'CustomDomainTargetA', { zone, recordName, target });
    new route53.AaaaRecord(this, 'CustomDomainTargetAaaa', { zone, recordName, target });
  }

  /**
   * Custom domains (docs/architecture/aws.md): each is served by a distribution the domains Lambda copies from this
   * one at run time. It reads this distribution's id from an SSM parameter (named by convention: the api stack cannot
   * reference this stack, which depends on it), and its copies must reach the same origins, whose resource policies
   * CDK wrote for this distribution alone: the SPA bucket, the render's function URL and the streamed API's also
   * admit this account's other distributions, as the media bucket (data stack) does.
   */
  private shareWithCustomDomains(streamed: NonNullable<WebStackProps['streamedApis']>): void {
    new ssm.StringParameter(this, 'WildcardDistributionId', {
      parameterName: TEMPLATE_DISTRIBUTION_PARAMETER,
      stringValue: this.distribution.distributionId,
      description: "Hearth: the wildcard distribution's id; custom domains' distributions copy its configuration",
    });
    const accountDistributions = `arn:${this.partition}:cloudfront::${this.account}:distribution/*`;
    this.spaBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CustomDomainDistributionsRead',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.spaBucket.arnForObjects('*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': accountDistributions },
        },
      }),
    );
    const urlFunctions = [
      ...(this.render ? [{ id: 'Render', functionArn: this.render.function.functionArn }] : []),
      ...streamed.map(({ functionArn }, i) => ({ id: `Stream${i}`, functionArn })),
    ];
    const principal = 'cloudfront.amazonaws.com';
    for (const { id, functionArn: functionName } of urlFunctions) {
      new lambda.CfnPermission(this, `CustomDomain${id}Url`, {
        principal,
        action: 'lambda:InvokeFunctionUrl',
        functionName,
        sourceArn: accountDistributions,
        sourceAccount: this.account,
        functionUrlAuthType: 'AWS_IAM',
      });
      new lambda.CfnPermission(this, `CustomDomain${id}Invoke`, {
        principal,
        action: 'lambda:InvokeFunction',
        functionName,
        sourceArn: accountDistributions,
        sourceAccount: this.account,
        invokedViaFunctionUrl: true,
      });
    }
  }
}
