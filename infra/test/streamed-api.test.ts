// The API's streamed endpoints (text/event-stream: the AI writer's answer as it is written) in AWS: the HTTP API
// buffers a Lambda's answer, so each is served by its domain's streaming entry behind a function URL in
// response-streaming mode, reached only through CloudFront (IAM auth, origin access control), with the viewer's host,
// cookies and the origin secret as the API gets them, and the account's custom-domain distributions admitted too.
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '@hearth/shared/constants/http';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import { matchesPathPattern } from '@hearth/shared/contracts/guest-cache';
import { synthHearth } from './synth.ts';

// CloudFormation JSON, read loosely: each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let synth: ReturnType<typeof synthHearth>;
beforeAll(() => {
  synth = synthHearth({ withSpaBuild: true });
});

const streamed = Object.values(catalogue)
  .flatMap((endpoints) => Object.values(endpoints) as AnyEndpoint[])
  .filter((e) => e.contentType === 'text/event-stream');
const samplePath = (e: AnyEndpoint) => e.path.replace(/\{\w+\+?\}/g, 'abc123');
const of = (template: 'api' | 'web', type: string) =>
  Object.entries(synth.templates[template].findResources(type)) as [string, Json][];

describe('the streamed endpoints', () => {
  it('exist (the AI writer’s two)', () => {
    expect(streamed.map((e) => `${e.method} ${e.path}`).sort()).toEqual([
      'POST /api/v1/ai/stream',
      'POST /api/v1/communities/{communityId}/ai/stream',
    ]);
  });

  it('are not routes of the HTTP API', () => {
    const routeKeys = of('api', 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
    expect(routeKeys).toContain('POST /api/v1/ai/complete');
    for (const e of streamed) expect(routeKeys).not.toContain(`${e.method} ${e.path}`);
  });

  it('are served by the posts streaming entry: the same bundle, its streamHandler, behind a streaming IAM URL', () => {
    const functions = of('api', 'AWS::Lambda::Function');
    const [streamId, stream] = functions.find(([id]) => id.startsWith('PostsStreamFunction'))!;
    const [, api] = functions.find(([id]) => /^PostsFunction[0-9A-F]{8}$/.test(id))!;
    expect(stream.Properties).toMatchObject({ Handler: 'index.streamHandler', Role: api.Properties.Role });
    expect(stream.Properties.Code).toEqual(api.Properties.Code);
    const urls = of('api', 'AWS::Lambda::Url').filter(([, url]) =>
      JSON.stringify(url.Properties.TargetFunctionArn).includes(streamId),
    );
    expect(urls.map(([, url]) => url.Properties)).toEqual([
      { AuthType: 'AWS_IAM', InvokeMode: 'RESPONSE_STREAM', TargetFunctionArn: expect.anything() },
    ]);
  });

  it('reach that URL from CloudFront before any other API behaviour, uncached, with the host function', () => {
    const config = of('web', 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
    const behaviors = config.CacheBehaviors as Json[];
    const api = behaviors.find((b) => b.PathPattern === '/api/*');
    for (const e of streamed) {
      const behavior = behaviors.find((b) => matchesPathPattern(b.PathPattern, samplePath(e)));
      expect(behavior.TargetOriginId, e.path).not.toBe(api.TargetOriginId);
      expect(behavior).toMatchObject({
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        Compress: false,
        ViewerProtocolPolicy: 'https-only',
        FunctionAssociations: api.FunctionAssociations,
      });
      const origin = (config.Origins as Json[]).find((o) => o.Id === behavior.TargetOriginId);
      expect(JSON.stringify(origin.DomainName)).toContain('PostsStreamFunctionFunctionUrl');
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(origin.OriginCustomHeaders.map((h: Json) => h.HeaderName)).toEqual([ORIGIN_SECRET_HEADER]);
    }
  });

  it('admit the account’s custom-domain distributions to the streaming URL', () => {
    const permissions = of('web', 'AWS::Lambda::Permission')
      .filter(([id]) => id.startsWith('CustomDomainStream'))
      .map(([, p]) => p.Properties);
    expect(permissions.map((p) => p.Action).sort()).toEqual(['lambda:InvokeFunction', 'lambda:InvokeFunctionUrl']);
    for (const p of permissions) expect(JSON.stringify(p.SourceArn)).toContain(':distribution/*');
  });
});
