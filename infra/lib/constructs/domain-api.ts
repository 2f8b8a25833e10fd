// One domain of the API: its Lambda (bundled from functions/src/<domain>/index.ts) and an HTTP API route for every
// endpoint the catalogue lists for that domain.
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import { Duration } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { functionCode } from '../bundling.ts';
import { functionEntry } from '../paths.ts';

export interface DomainApiProps {
  /** The catalogue's domain name; also the folder of the Lambda entry. */
  domain: string;
  endpoints: readonly AnyEndpoint[];
  httpApi: apigwv2.HttpApi;
  environment: Record<string, string>;
}

/** The newest Node runtime (the architecture asks for 22+; cdk-nag's L1 asks for the latest). */
const domainRuntime = lambda.Runtime.NODEJS_24_X;

export class DomainApi extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: DomainApiProps) {
    super(scope, id);

    // Kept after a stack deletion for post-mortems; the retention empties it.
    const logGroup = new logs.LogGroup(this, 'Logs', { retention: logs.RetentionDays.ONE_MONTH });
    // An explicit role that may write only to its own log group, instead of the AWSLambdaBasicExecutionRole managed
    // policy (which allows creating and writing any log group in the account).
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Hearth ${props.domain} API Lambda`,
    });
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );

    this.function = new lambda.Function(this, 'Function', {
      code: functionCode(functionEntry(props.domain)),
      handler: 'index.handler',
      runtime: domainRuntime,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 1024,
      // Below the HTTP API's 29 s integration limit, so a slow call ends with the function's own error and log line.
      timeout: Duration.seconds(28),
      role: this.role,
      logGroup,
      // sourceMap is only read back into stack traces with this flag.
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    });

    // One invoke permission for the whole API instead of one per route: a domain with many routes would otherwise
    // outgrow the Lambda resource policy's 20 KB limit.
    const integration = new HttpLambdaIntegration(`${id}Integration`, this.function, { scopePermissionToRoute: false });
    for (const endpoint of props.endpoints) {
      props.httpApi.addRoutes({ path: endpoint.path, methods: [apigwv2.HttpMethod[endpoint.method]], integration });
    }
  }
}
