// CloudFront's cache for guests' public API reads: the guestCache endpoints' paths get a cache policy keyed on the
// viewer host, the whole query and the session cookie, kept no longer than the guests' TTL; every other API path
// stays uncached.
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, VIEWER_HOST_HEADER } from '@hearth/shared/constants/http';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import {
  GUEST_EDGE_SECONDS,
  guestCacheEndpoints,
  guestCachePathPatterns,
  matchesPathPattern,
} from '@hearth/shared/contracts/guest-cache';
import { forwardViewerHostCode } from '../lib/edge-functions.ts';
import { synthHearth } from './synth.ts';

// CloudFormation JSON, read loosely: each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let synth: ReturnType<typeof synthHearth>;
beforeAll(() => {
  synth = synthHearth({ withSpaBuild: true });
});

const resources = (type: string) => Object.entries(synth.templates.web.findResources(type)) as [string, Json][];
const distribution = () => resources('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as Json;
const behaviors = () => distribution().CacheBehaviors as Json[];
/** The behaviour CloudFront picks for a path: the first whose pattern matches, in the distribution's order. */
const behaviorFor = (path: string) => behaviors().find((b) => matchesPathPattern(b.PathPattern, path));
const samplePath = (e: AnyEndpoint) => e.path.replace(/\{\w+\+?\}/g, 'abc123');
const guestPolicy = () => {
  const found = resources('AWS::CloudFront::CachePolicy').find(([id]) => id.startsWith('GuestApiCache'));
  expect(found, 'the guests’ cache policy').toBeDefined();
  return found!;
};

describe('the guests’ API cache at CloudFront', () => {
  it('keys on the viewer host, the whole query and the session cookie, and keeps nothing longer than the TTL', () => {
    const [, policy] = guestPolicy();
    const config = policy.Properties.CachePolicyConfig;
    expect(config).toMatchObject({ DefaultTTL: 0, MinTTL: 0, MaxTTL: GUEST_EDGE_SECONDS });
    expect(config.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [VIEWER_HOST_HEADER] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      CookiesConfig: { CookieBehavior: 'whitelist', Cookies: [SESSION_COOKIE] },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
  });

  it('fronts every guestCache endpoint with it, on the API origin, with the host function, caching GET and HEAD', () => {
    const api = behaviors().find((b) => b.PathPattern === '/api/*');
    const [policyId] = guestPolicy();
    const patterns = guestCachePathPatterns(catalogue);
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) {
      expect(behaviors().find((b) => b.PathPattern === pattern)).toMatchObject({
        TargetOriginId: api.TargetOriginId,
        CachePolicyId: { Ref: policyId },
        OriginRequestPolicyId: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachedMethods: ['GET', 'HEAD'],
        Compress: false,
        ViewerProtocolPolicy: 'https-only',
        FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: api.FunctionAssociations[0].FunctionARN }],
      });
    }
    const [hostFunction] = resources('AWS::CloudFront::Function').find(
      ([, fn]) => fn.Properties.FunctionCode === forwardViewerHostCode,
    )!;
    expect(api.FunctionAssociations[0].FunctionARN).toEqual({ 'Fn::GetAtt': [hostFunction, 'FunctionARN'] });
    for (const e of guestCacheEndpoints(catalogue)) {
      expect(behaviorFor(samplePath(e))?.CachePolicyId, e.path).toEqual({ Ref: policyId });
    }
  });

  it('stays within the cache behaviours a distribution may have (CloudFront’s default quota is 25)', () => {
    expect(behaviors().length).toBeLessThanOrEqual(25);
  });

  it('leaves every other API read uncached: they still reach /api/* with caching disabled', () => {
    const others = Object.values(catalogue)
      .flatMap((endpoints) => Object.values(endpoints) as AnyEndpoint[])
      .filter((e) => e.method === 'GET' && !e.guestCache);
    expect(others.length).toBeGreaterThan(10);
    for (const e of others) {
      expect(behaviorFor(samplePath(e))?.CachePolicyId, e.path).toBe(
        cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
      );
    }
  });
});
