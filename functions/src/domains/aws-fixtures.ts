// Test data for the AWS provider's tests: the wildcard distribution's configuration as CloudFront's
// GetDistributionConfig answers it (the shape the web stack deploys: the render, the API with its origin secret, the
// guests' cached reads, media).
import type { CacheBehavior, DistributionConfig } from '@aws-sdk/client-cloudfront';

const viewerHost = {
  Quantity: 1,
  Items: [
    {
      EventType: 'viewer-request' as const,
      FunctionARN: 'arn:aws:cloudfront::111111111111:function/ForwardViewerHost',
    },
  ],
};

const apiBehavior = (PathPattern: string, CachePolicyId: string): CacheBehavior => ({
  PathPattern,
  TargetOriginId: 'api',
  ViewerProtocolPolicy: 'https-only' as const,
  AllowedMethods: {
    Quantity: 7,
    Items: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    CachedMethods: { Quantity: 2, Items: ['GET', 'HEAD'] },
  },
  Compress: false,
  CachePolicyId,
  OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
  FunctionAssociations: viewerHost,
});

export const templateConfig: DistributionConfig = {
  CallerReference: 'cdk-hearth-web-distribution',
  Aliases: { Quantity: 2, Items: ['app.hearth.example', '*.hearth.example'] },
  DefaultRootObject: 'index.html',
  Origins: {
    Quantity: 2,
    Items: [
      {
        Id: 'render',
        DomainName: 'abc.lambda-url.eu-central-1.on.aws',
        OriginAccessControlId: 'E2OAC',
        CustomOriginConfig: { HTTPPort: 80, HTTPSPort: 443, OriginProtocolPolicy: 'https-only' },
      },
      {
        Id: 'api',
        DomainName: 'xyz.execute-api.eu-central-1.amazonaws.com',
        CustomHeaders: { Quantity: 1, Items: [{ HeaderName: 'x-hearth-origin-secret', HeaderValue: 'secret' }] },
        CustomOriginConfig: {
          HTTPPort: 80,
          HTTPSPort: 443,
          OriginProtocolPolicy: 'https-only',
          OriginSslProtocols: { Quantity: 1, Items: ['TLSv1.2'] },
        },
      },
    ],
  },
  DefaultCacheBehavior: {
    TargetOriginId: 'render',
    ViewerProtocolPolicy: 'redirect-to-https',
    CachePolicyId: 'render-cache-policy',
    ResponseHeadersPolicyId: '67f7725c-6f97-4210-82d7-5512b31e9d03',
    FunctionAssociations: viewerHost,
  },
  CacheBehaviors: {
    Quantity: 2,
    Items: [apiBehavior('/api/v1/communities/*/feed', 'guest-api-cache'), apiBehavior('/api/*', 'caching-disabled')],
  },
  Comment: 'Hearth: SPA, /api/*, /media/*',
  Logging: { Enabled: true, IncludeCookies: false, Bucket: 'hearth-logs.s3.amazonaws.com', Prefix: 'cloudfront/' },
  PriceClass: 'PriceClass_All',
  Enabled: true,
  ViewerCertificate: {
    ACMCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/wildcard',
    SSLSupportMethod: 'sni-only',
    MinimumProtocolVersion: 'TLSv1.2_2021',
    CloudFrontDefaultCertificate: false,
  },
  Restrictions: { GeoRestriction: { RestrictionType: 'none', Quantity: 0 } },
  HttpVersion: 'http2and3',
  IsIPV6Enabled: true,
};
