// Stateful resources: the single DynamoDB table (shape from functions' tableDef), the media bucket and the access-log
// bucket. All are retained when the stack is deleted.
import { tableDef } from '@hearth/functions/platform/db/table';
import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { DeployConfig } from '../config.ts';
import { wildcardResourceFinding } from '../nag.ts';

export interface DataStackProps extends StackProps {
  config: DeployConfig;
}

const ACCESS_LOG_RETENTION = Duration.days(90);

/** Browsers POST uploads straight to the bucket, so it answers CORS for the hosts the SPA runs on. */
export function mediaUploadOrigins(config: DeployConfig): string[] {
  // Without a domain the SPA runs on the distribution's generated *.cloudfront.net name, which this stack cannot know
  // (the web stack depends on it). Allowing any origin is safe for presigned POST: the signed policy, not the origin,
  // authorises an upload, and S3 never sees the app's cookies.
  // With a domain the SPA also runs on every community's custom domain, which no deploy can list: any https origin.
  return config.domain ? ['https://*'] : ['*'];
}

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly mediaBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;
  /** What the API Lambdas may do with media; attached to their roles by the api stack. */
  readonly mediaAccessPolicy: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    const string = dynamodb.AttributeType.STRING;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableDef.partitionKey, type: string },
      sortKey: { name: tableDef.sortKey, type: string },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDef.ttlAttribute,
      // The events dispatcher reads the outbox's event items from the stream (docs/events.md).
      stream: dynamodb.StreamViewType[tableDef.streamView],
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDef.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: string },
        sortKey: { name: index.sortKey, type: string },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.logsBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with an ACL grant, so ACLs stay enabled (owner-preferred) here only.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: ACCESS_LOG_RETENTION }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.mediaBucket = new s3.Bucket(this, 'Media', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'media-bucket/',
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST],
          allowedOrigins: mediaUploadOrigins(props.config),
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // CloudFront reads media through Origin Access Control. The grant names "any distribution of this account" rather
    // than one distribution id: the web stack's distribution depends on this bucket (naming it here would be a cycle),
    // and the per-community distributions for custom domains are created at run time by the domains Lambda.
    this.mediaBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontOriginAccessControlRead',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects('*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );

    // Defined here, beside the bucket, so the object-key wildcard below is acknowledged against this stack's own
    // bucket rather than against a cross-stack reference whose printed form changes with the deploy region.
    this.mediaAccessPolicy = new iam.ManagedPolicy(this, 'MediaAccess', {
      description: 'Hearth API Lambdas: presign, verify and delete media uploads',
      statements: [
        new iam.PolicyStatement({
          // Presigned POSTs are signed with the Lambda role, so it needs PutObject; Get and Delete verify or reject.
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [this.mediaBucket.arnForObjects('*')],
        }),
        new iam.PolicyStatement({
          // HeadBucket for the health probe; with ListBucket a missing object is a 404 rather than a 403.
          actions: ['s3:ListBucket'],
          resources: [this.mediaBucket.bucketArn],
        }),
      ],
    });
    Validations.of(this.mediaAccessPolicy).acknowledge({
      id: wildcardResourceFinding(this, this.mediaBucket.arnForObjects('*')),
      reason:
        'Object keys are generated per upload (c/<communityId>/<purpose>/<ulid>.<ext>), so object actions need a key pattern; it covers the media bucket only.',
    });
  }
}
