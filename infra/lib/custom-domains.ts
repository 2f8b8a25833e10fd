// Custom domains in AWS (docs/architecture/aws.md, Custom domains): what the domains Lambda and its worker may do to
// give a community its own domain — ACM certificates in us-east-1 and CloudFront distributions copied from the
// wildcard distribution, whose id they read from an SSM parameter the web stack writes.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { wildcardResourceFinding } from './nag.ts';

/**
 * The SSM parameter holding the wildcard distribution's id, by convention on both sides: the web stack writes it and
 * the api stack names it without a reference to the web stack (which already depends on the api stack).
 */
export const TEMPLATE_DISTRIBUTION_PARAMETER = '/hearth/web/wildcard-distribution-id';

/** The environment variable telling the domains code the parameter's name (functions/src/domains/aws-provider.ts). */
export const TEMPLATE_DISTRIBUTION_PARAMETER_ENV = 'TEMPLATE_DISTRIBUTION_PARAMETER';

/** ACM: request a certificate, follow its validation and renewal, delete it. */
export const certificateActions = ['acm:RequestCertificate', 'acm:DescribeCertificate', 'acm:DeleteCertificate'];

/** CloudFront: read the template's configuration, create a distribution from it, follow it, disable it, delete it. */
export const distributionActions = [
  'cloudfront:GetDistributionConfig',
  'cloudfront:CreateDistribution',
  'cloudfront:GetDistribution',
  'cloudfront:UpdateDistribution',
  'cloudfront:DeleteDistribution',
];

/**
 * A copy of the wildcard distribution logs where it does (CloudFront standard logging); CloudFront checks that whoever
 * creates a distribution logging to a bucket may read and write that bucket's ACL (it grants its log delivery there).
 */
export const logBucketAclActions = ['s3:GetBucketAcl', 's3:PutBucketAcl'];

/** The domains that give a community its own domain: their API Lambda and their scheduled jobs' Lambda. */
export const CUSTOM_DOMAIN_DOMAINS = new Set(['domains']);

/** Grants a role exactly what custom domains need, with cdk-nag acknowledgments for the ARNs made at run time. */
export function grantCustomDomains(role: iam.Role, props: { logsBucket: s3.IBucket }): void {
  const stack = Stack.of(role);
  const certificates = stack.formatArn({
    service: 'acm',
    region: 'us-east-1',
    resource: 'certificate',
    resourceName: '*',
  });
  const distributions = stack.formatArn({
    service: 'cloudfront',
    region: '',
    resource: 'distribution',
    resourceName: '*',
  });
  const parameter = stack.formatArn({
    service: 'ssm',
    resource: 'parameter',
    resourceName: TEMPLATE_DISTRIBUTION_PARAMETER.slice(1),
  });
  // acm:RequestCertificate takes no resource (the certificate does not exist yet).
  role.addToPolicy(
    new iam.PolicyStatement({ sid: 'RequestCertificate', actions: ['acm:RequestCertificate'], resources: ['*'] }),
  );
  role.addToPolicy(
    new iam.PolicyStatement({
      sid: 'CustomDomainCertificates',
      actions: certificateActions.filter((a) => a !== 'acm:RequestCertificate'),
      resources: [certificates],
    }),
  );
  role.addToPolicy(
    new iam.PolicyStatement({
      sid: 'CustomDomainDistributions',
      actions: distributionActions,
      resources: [distributions],
    }),
  );
  role.addToPolicy(
    new iam.PolicyStatement({ sid: 'TemplateDistributionId', actions: ['ssm:GetParameter'], resources: [parameter] }),
  );
  role.addToPolicy(
    new iam.PolicyStatement({
      sid: 'CustomDomainLogDelivery',
      actions: logBucketAclActions,
      resources: [props.logsBucket.bucketArn],
    }),
  );
  Validations.of(role).acknowledge(
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'acm:RequestCertificate has no resource-level permission: the certificate it makes has no ARN before the call.',
    },
    {
      id: wildcardResourceFinding(role, certificates),
      reason:
        "Each custom domain's certificate is requested at run time, so its id cannot be named ahead; the grant is limited to this account's us-east-1 certificates and to describe and delete.",
    },
    {
      id: wildcardResourceFinding(role, distributions),
      reason:
        "Each custom domain's distribution is created at run time, and the wildcard distribution it is copied from is the web stack's (which depends on this stack, so its id cannot be referenced here); the grant is limited to this account's distributions.",
    },
  );
}

/**
 * The errors CloudFront and ACM answer when a custom domain meets a quota: distributions per account, distributions
 * per cache policy, origin request policy, response headers policy or origin access control, per function; ACM's
 * certificates per account (LimitExceededException, after the SDK's retries).
 */
export const QUOTA_ERRORS = [
  'TooManyDistributions',
  'TooManyDistributionsAssociatedToCachePolicy',
  'TooManyDistributionsAssociatedToOriginRequestPolicy',
  'TooManyDistributionsAssociatedToResponseHeadersPolicy',
  'TooManyDistributionsAssociatedToOriginAccessControl',
  'TooManyDistributionsWithFunctionAssociations',
  'TooManyCertificates',
  'LimitExceededException',
];

/**
 * An alarm when the custom-domain worker logs a quota error: a domain waits (the worker retries it every run) until
 * the quota is raised (docs/architecture/aws.md, Custom domains: quotas).
 */
export function watchCustomDomainQuotas(scope: Construct, worker: lambda.Function): cloudwatch.Alarm {
  const filter = new logs.MetricFilter(scope, 'CustomDomainQuotaErrors', {
    logGroup: worker.logGroup,
    filterPattern: logs.FilterPattern.anyTerm(...QUOTA_ERRORS),
    metricNamespace: 'Hearth',
    metricName: 'CustomDomainQuotaErrors',
    metricValue: '1',
  });
  return new cloudwatch.Alarm(scope, 'CustomDomainQuotaAlarm', {
    alarmDescription:
      'A custom domain met a CloudFront or ACM quota (distributions per account or per policy, certificates): raise it in Service Quotas, or move to multi-tenant distributions (docs/architecture/aws.md).',
    metric: filter.metric({ period: Duration.hours(1), statistic: 'Sum' }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}
