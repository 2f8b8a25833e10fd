// Live updates in AWS: an API Gateway WebSocket API whose $connect and $disconnect routes run the
// notifications domain's live Lambda (functions/src/notifications/live-lambda.ts: the session cookie of an active
// member of the viewer's host, the connection stored per member with a TTL). The consumers post to the connections
// through the stage's callback URL (LIVE_ENDPOINT) with execute-api:ManageConnections on this API only.
import { join } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { functionCode } from '../bundling.ts';
import { wildcardResourceFinding } from '../nag.ts';
import { repoRoot } from '../paths.ts';

export interface LiveApiProps {
  environment: Record<string, string>;
  grantTable: (role: iam.Role) => void;
}

/** The stage name: the SPA opens `/api/v1/live` on its own host, which CloudFront maps to this stage. */
export const LIVE_STAGE = 'live';

export class LiveApi extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;
  readonly fn: lambda.Function;

  constructor(scope: Construct, id: string, props: LiveApiProps) {
    super(scope, id);
    const logGroup = new logs.LogGroup(this, 'Logs', { retention: logs.RetentionDays.ONE_MONTH });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Hearth live updates: WebSocket connect',
    });
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    props.grantTable(role);
    this.fn = new lambda.Function(this, 'Connect', {
      code: functionCode(join(repoRoot, 'functions', 'src', 'notifications', 'live-lambda.ts')),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      description: 'Hearth live updates: WebSocket $connect / $disconnect',
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    });
    const integration = (name: string) => new WebSocketLambdaIntegration(name, this.fn);
    this.api = new apigwv2.WebSocketApi(this, 'Api', {
      description: 'Hearth live updates (the bell, the new-posts pill)',
      connectRouteOptions: { integration: integration('ConnectIntegration') },
      disconnectRouteOptions: { integration: integration('DisconnectIntegration') },
    });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: LIVE_STAGE,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });
    const cfnStage = this.stage.node.defaultChild as apigwv2.CfnStage;
    cfnStage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        time: '$context.requestTime',
        routeKey: '$context.routeKey',
        status: '$context.status',
        connectionId: '$context.connectionId',
      }),
    };
    for (const route of [
      this.api.node.tryFindChild('$connect-Route'),
      this.api.node.tryFindChild('$disconnect-Route'),
    ]) {
      if (!route) continue;
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          "No gateway authorizer: the session is an httpOnly cookie, which the $connect Lambda verifies against the pool's JWKS and the member item (the membership gate) before it stores the connection; $disconnect only ends one.",
      });
    }
  }

  /** Lets a consumer post to the connections: the callback URL and ManageConnections on this API's stage. */
  grantPost(fn: lambda.Function) {
    fn.addEnvironment('LIVE_ENDPOINT', this.stage.callbackUrl);
    this.api.grantManageConnections(fn);
    const stack = Stack.of(this);
    const connections = stack.formatArn({
      service: 'execute-api',
      resource: this.api.apiId,
      resourceName: '*/*/@connections/*',
    });
    Validations.of(fn.role!).acknowledge({
      id: wildcardResourceFinding(fn, connections),
      reason:
        "Connection ids are made at run time: ManageConnections covers this WebSocket API's @connections only (grantManageConnections).",
    });
  }
}
