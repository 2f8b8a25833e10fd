// The user pool's CUSTOM_AUTH triggers for social sign-in (docs/auth.md): define, create and verify auth challenge,
// bundled from functions/src/auth/social/. Only verify touches data: it uses up the one-time proof in the table.
import { Duration } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { functionCode } from '../bundling.ts';
import { socialTriggerEntry } from '../paths.ts';

export interface AuthChallengeTriggersProps {
  userPool: cognito.UserPool;
  /** The table holding the proofs (`SOCIALPROOF#<hash>` items). */
  table: dynamodb.ITable;
}

const triggers = [
  {
    id: 'DefineAuthChallenge',
    entry: 'define-auth-challenge',
    operation: cognito.UserPoolOperation.DEFINE_AUTH_CHALLENGE,
  },
  {
    id: 'CreateAuthChallenge',
    entry: 'create-auth-challenge',
    operation: cognito.UserPoolOperation.CREATE_AUTH_CHALLENGE,
  },
  {
    id: 'VerifyAuthChallenge',
    entry: 'verify-auth-challenge',
    operation: cognito.UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE,
  },
] as const;

export class AuthChallengeTriggers extends Construct {
  readonly functions: Record<(typeof triggers)[number]['id'], lambda.Function>;

  constructor(scope: Construct, id: string, props: AuthChallengeTriggersProps) {
    super(scope, id);
    const made: Partial<Record<(typeof triggers)[number]['id'], lambda.Function>> = {};
    for (const trigger of triggers) {
      const logGroup = new logs.LogGroup(this, `${trigger.id}Logs`, { retention: logs.RetentionDays.ONE_MONTH });
      // Like the domain Lambdas: its own log group only, not the AWSLambdaBasicExecutionRole managed policy.
      const role = new iam.Role(this, `${trigger.id}Role`, {
        assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
        description: `Hearth social sign-in ${trigger.entry} trigger`,
      });
      role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [logGroup.logGroupArn],
        }),
      );
      const fn = new lambda.Function(this, trigger.id, {
        code: functionCode(socialTriggerEntry(trigger.entry)),
        handler: 'index.handler',
        runtime: lambda.Runtime.NODEJS_24_X,
        architecture: lambda.Architecture.ARM_64,
        memorySize: 256,
        // Cognito waits at most 5 s for a trigger.
        timeout: Duration.seconds(5),
        role,
        logGroup,
        environment: {
          NODE_OPTIONS: '--enable-source-maps',
          ...(trigger.id === 'VerifyAuthChallenge' ? { TABLE_NAME: props.table.tableName } : {}),
        },
      });
      props.userPool.addTrigger(trigger.operation, fn);
      made[trigger.id] = fn;
    }
    // The proof is used up by one conditional DeleteItem; the trigger reads or writes nothing else.
    made.VerifyAuthChallenge!.role!.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:DeleteItem'], resources: [props.table.tableArn] }),
    );
    this.functions = made as AuthChallengeTriggers['functions'];
  }
}
