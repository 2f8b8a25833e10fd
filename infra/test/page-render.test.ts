// The render Lambda's deployment: with the server render built, CloudFront's default behaviour sends page
// requests to a function URL only CloudFront can call, cached per viewer host and URL; built files stay on S3.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { forwardViewerHostCode } from '../lib/edge-functions.ts';
import { synthHearth } from './synth.ts';

// CloudFormation JSON, read loosely: each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Resource = { Type: string; Properties: Json };

let synth: ReturnType<typeof synthHearth>;
beforeAll(() => {
  synth = synthHearth({ withSpaBuild: true, withServerRender: true });
});

const resources = (type: string) => Object.entries(synth.templates.web.findResources(type)) as [string, Resource][];
const distribution = () => resources('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as Json;

describe('the render Lambda', () => {
  it('is an arm64 Node 24 function behind an IAM-authorised URL, reaching the API with its origin secret', () => {
    const [logicalId, fn] = resources('AWS::Lambda::Function').find(([id]) => id.startsWith('PageRender'))!;
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler' });
    expect(JSON.stringify(fn.Properties.Environment.Variables.API_ORIGIN)).toContain('ApiEndpoint');
    expect(fn.Properties.Environment.Variables.ORIGIN_SECRET).toBeDefined();
    const [, url] = resources('AWS::Lambda::Url')[0]!;
    expect(url.Properties).toMatchObject({
      AuthType: 'AWS_IAM',
      TargetFunctionArn: { 'Fn::GetAtt': [logicalId, 'Arn'] },
    });
    // Only CloudFront may invoke the URL: this distribution, and this account's distributions of custom domains
    // (copies of this one, created at run time).
    const permissions = resources('AWS::Lambda::Permission').filter(
      ([, p]) =>
        p.Properties.Action === 'lambda:InvokeFunctionUrl' &&
        JSON.stringify(p.Properties.FunctionName).includes('PageRenderFunction'),
    );
    expect(permissions).toHaveLength(2);
    for (const [, permission] of permissions) {
      expect(permission.Properties.Principal).toBe('cloudfront.amazonaws.com');
    }
    const sources = permissions.map(([, p]) => JSON.stringify(p.Properties.SourceArn));
    expect(sources.filter((arn) => arn.includes('Distribution'))).toHaveLength(1);
    expect(sources.filter((arn) => arn.includes(':distribution/*'))).toHaveLength(1);
  });

  it('packages the handler, the server render and its chunks as ES modules, the template and the manifest', async () => {
    const [, fn] = resources('AWS::Lambda::Function').find(([id]) => id.startsWith('PageRender'))!;
    // The staged package sits in the cloud assembly as asset.<hash>, the hash its S3 key names.
    const dir = join(synth.assembly.directory, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    for (const file of [
      'index.mjs',
      'render.js',
      'assets/common-abc.js',
      'index.html',
      'manifest.json',
      'package.json',
    ]) {
      expect(existsSync(join(dir, file)), file).toBe(true);
    }
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toEqual({ type: 'module' });
    // The packaged render loads as the Lambda runtime would load it.
    const render = (await import(pathToFileURL(join(dir, 'render.js')).href)) as {
      renderCommunityPage: () => Promise<unknown>;
    };
    await expect(render.renderCommunityPage()).resolves.toMatchObject({ status: 200, html: '<h1>Demo</h1>' });
    // And the bundled handler answers with it: a community page rendered, the owner app's shell from index.html.
    const { handler } = (await import(pathToFileURL(join(dir, 'index.mjs')).href)) as {
      handler: (event: unknown) => Promise<{ statusCode: number; body: string }>;
    };
    const request = (host: string) => ({
      rawPath: '/',
      headers: { 'x-forwarded-host': host },
      requestContext: { http: { method: 'GET' } },
    });
    await expect(handler(request('demo.hearth.example'))).resolves.toMatchObject({
      statusCode: 200,
      body: '<h1>Demo</h1>',
    });
    const shell = await handler(request('app.hearth.example'));
    expect(shell.body).toBe(readFileSync(join(dir, 'index.html'), 'utf8'));
  });

  it('fronts every page: the default behaviour goes to the function URL through OAC, with the viewer host in the cache key', () => {
    const config = distribution();
    const origin = config.Origins.find((o: Json) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('PageRenderFunctionFunctionUrl');
    expect(origin.OriginAccessControlId).toBeDefined();
    const [fnId] = resources('AWS::CloudFront::Function').find(
      ([, f]) => f.Properties.FunctionCode === forwardViewerHostCode,
    )!;
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } },
    ]);
    expect(config.DefaultCacheBehavior.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
    const [policyId, policy] = resources('AWS::CloudFront::CachePolicy')[0]!;
    expect(config.DefaultCacheBehavior.CachePolicyId).toEqual({ Ref: policyId });
    const params = policy.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin;
    expect(params).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['x-forwarded-host'] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      CookiesConfig: { CookieBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
    expect(policy.Properties.CachePolicyConfig).toMatchObject({ DefaultTTL: 0, MinTTL: 0 });
  });

  it('serves the build’s files from the SPA bucket, cached as built files', () => {
    const config = distribution();
    const spaBucket = synth.web.getLogicalId(synth.web.spaBucket.node.defaultChild as never);
    for (const pattern of ['/assets/*', '/favicon.svg']) {
      const behavior = config.CacheBehaviors.find((b: Json) => b.PathPattern === pattern);
      expect(behavior, pattern).toMatchObject({
        CachePolicyId: cloudfront.CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      });
      const origin = config.Origins.find((o: Json) => o.Id === behavior.TargetOriginId);
      expect(JSON.stringify(origin.DomainName)).toContain(spaBucket);
    }
    expect(config.CacheBehaviors.find((b: Json) => b.PathPattern === '/index.html')).toBeUndefined();
  });
});
