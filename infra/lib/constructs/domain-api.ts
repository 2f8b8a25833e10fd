// One domain of the API: its Lambda (bundled from functions/src/<domain>/index.ts) and an HTTP API route for every
// endpoint the catalogue lists for that domain. A domain with `text/event-stream` endpoints also gets its streaming
// entry (`index.streamHandler`, the same bundle and role) behind a function URL in response-streaming mode: the HTTP
// API buffers a Lambda's answer, so those endpoints are not routed through it; CloudFront sends them to the URL.
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

/** Whether an endpoint answers as a stream (served by the streaming entry, not the HTTP API). */
export const isStreamed = (endpoint: AnyEndpoint) => endpoint.contentType === 'text/event-stream';

export class DomainApi extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  /** The streaming entry and its URL (IAM auth: only CloudFront's origin access control reaches it); null if none. */
  readonly stream: { function: lambda.Function; url: lambda.FunctionUrl; endpoints: AnyEndpoint[] } | null;

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

    const code = functionCode(functionEntry(props.domain));
    this.function = new lambda.Function(this, 'Function', {
      code,
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
    for (const endpoint of props.endpoints.filter((e) => !isStreamed(e))) {
      props.httpApi.addRoutes({ path: endpoint.path, methods: [apigwv2.HttpMethod[endpoint.method]], integration });
    }

    const streamed = props.endpoints.filter(isStreamed);
    if (streamed.length === 0) {
      this.stream = null;
      return;
    }
    const streamFunction = new lambda.Function(this, 'StreamFunction', {
      code,
      handler: 'index.streamHandler',
      runtime: domainRuntime,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 1024,
      // A model writing 800 tokens takes seconds; CloudFront waits up to its origin timeout between bytes.
      timeout: Duration.seconds(60),
      role: this.role,
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    });
    const url = streamFunction.addFunctionUrl({
      authType: lambda.FunctionUrlAuthType.AWS_IAM,
      invokeMode: lambda.InvokeMode.RESPONSE_STREAM,
    });
    this.stream = { function: streamFunction, url, endpoints: streamed };
  }
}
