// The event backbone in AWS (docs/events.md): the table's stream → an event source mapping filtered to event items
// (partial batch response, bisect on error, retries, the events dead-letter queue on failure) → the dispatcher Lambda
// → the EventBridge bus → one rule and one consumer Lambda per consuming domain (asynchronous retries, then the same
// dead-letter queue), an alarm on that queue, and EventBridge Scheduler running the scheduled jobs.
import { join } from 'node:path';
import { EVENT_SK } from '@hearth/functions/platform/db/keys';
import { CfnOutput, Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as sources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { functionCode } from '../bundling.ts';
import { wildcardResourceFinding } from '../nag.ts';
import { repoRoot } from '../paths.ts';

export interface ConsumerDomainDef {
  domain: string;
  /** The event types its consumers handle, or 'all'. */
  types: string[] | 'all';
}

export interface JobDef {
  name: string;
  /** The domain the job belongs to (the one whose items it writes). */
  domain: string;
  /** EventBridge Scheduler expression, e.g. `rate(5 minutes)`. */
  schedule: string;
}

export interface EventBackboneProps {
  table: dynamodb.ITable;
  bus: events.IEventBus;
  consumerDomains: ConsumerDomainDef[];
  jobs: JobDef[];
  /**
   * Domains whose jobs run on a Lambda of their own rather than the shared jobs Lambda, because they need grants the
   * other jobs must not have (custom domains: ACM and CloudFront).
   */
  ownJobDomains?: ReadonlySet<string>;
  environment: Record<string, string>;
  /** Grants a function's role what the domains may do with the table. */
  grantTable: (role: iam.Role) => void;
}

const runtime = lambda.Runtime.NODEJS_24_X;
const entry = (...path: string[]) => join(repoRoot, 'functions', 'src', ...path);
const pascal = (name: string) => name.replace(/(^|[-_.])([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** The longest a jobs run may take: five minutes, or less for a job scheduled more often. */
const JOB_TIMEOUT = Duration.minutes(5);

/**
 * A domain's jobs Lambda stops before its most frequent job's next run, so two runs of that job never overlap (a run
 * that did not finish resumes in the next); `rate(1 minute)` → 60 s.
 */
export function jobTimeout(jobs: JobDef[]): Duration {
  const seconds = jobs.map((job) => {
    const rate = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(job.schedule);
    if (!rate) return JOB_TIMEOUT.toSeconds();
    const unit = rate[2]!.startsWith('minute') ? 60 : rate[2]!.startsWith('hour') ? 3600 : 86_400;
    return Number(rate[1]) * unit;
  });
  return Duration.seconds(Math.min(JOB_TIMEOUT.toSeconds(), ...seconds));
}

/** A Lambda with its own log group and a role that may write only there (as the API domains). */
function eventFunction(
  scope: Construct,
  id: string,
  props: { entry: string; description: string; timeout: Duration; environment: Record<string, string> },
) {
  const logGroup = new logs.LogGroup(scope, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH });
  const role = new iam.Role(scope, `${id}Role`, {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: props.description,
  });
  role.addToPolicy(
    new iam.PolicyStatement({
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroup.logGroupArn],
    }),
  );
  const fn = new lambda.Function(scope, id, {
    code: functionCode(props.entry),
    handler: 'index.handler',
    runtime,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 512,
    timeout: props.timeout,
    role,
    logGroup,
    description: props.description,
    environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
  });
  return { fn, role };
}

export class EventBackbone extends Construct {
  readonly deadLetterQueue: sqs.Queue;
  readonly dispatcher: lambda.Function;
  readonly consumers: Record<string, lambda.Function> = {};
  readonly jobsFunction: lambda.Function;
  /** The jobs Lambdas of the domains in `ownJobDomains`, by domain. */
  readonly domainJobFunctions: Record<string, lambda.Function> = {};
  readonly alarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: EventBackboneProps) {
    super(scope, id);

    // Everything that could not be delivered: stream batches that ran out of retries (their metadata), malformed
    // event items, and events a consumer failed after its retries. Kept 14 days, the most SQS keeps.
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is the dead-letter queue of the events backbone (the stream mapping, the consumer Lambdas, the bus rules and the schedules send to it); cdk-nag recognises only queue-to-queue redrive as DLQ use.',
    });
    this.alarm = new cloudwatch.Alarm(this, 'DeadLettersAlarm', {
      alarmDescription: 'Hearth events were dead-lettered: see docs/events.md (replay) and the dispatcher logs.',
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    const environment = { ...props.environment, EVENTS_DLQ_URL: this.deadLetterQueue.queueUrl };

    // The dispatcher: the stream's event items to the bus.
    const dispatcher = eventFunction(this, 'Dispatcher', {
      entry: entry('async', 'dispatcher-lambda.ts'),
      description: 'Hearth events dispatcher: table stream event items to the EventBridge bus',
      timeout: Duration.seconds(60),
      environment,
    });
    this.dispatcher = dispatcher.fn;
    props.bus.grantPutEventsTo(dispatcher.role);
    Validations.of(dispatcher.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, granted by the DynamoDB event source with the stream read, has no resource-level permissions; the other stream actions name this table stream only.',
    });
    this.deadLetterQueue.grantSendMessages(dispatcher.role);
    this.dispatcher.addEventSource(
      new sources.DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 10,
        maxRecordAge: Duration.hours(24),
        onFailure: new sources.SqsDlq(this.deadLetterQueue),
        // Only new event items reach the dispatcher (not every write of the table, nor their TTL deletions).
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { SK: { S: lambda.FilterRule.isEqual(EVENT_SK) } } },
          }),
        ],
      }),
    );

    // One consumer Lambda per consuming domain, invoked by one rule on the bus.
    for (const def of props.consumerDomains) {
      const name = pascal(def.domain);
      const consumer = eventFunction(this, `${name}Consumer`, {
        entry: entry('async', 'consumer-lambda.ts'),
        description: `Hearth ${def.domain} event consumers`,
        timeout: Duration.seconds(30),
        environment: { ...environment, CONSUMER_DOMAIN: def.domain },
      });
      props.grantTable(consumer.role);
      // A failing event is retried twice by Lambda, then kept in the dead-letter queue.
      consumer.fn.configureAsyncInvoke({
        retryAttempts: 2,
        maxEventAge: Duration.hours(6),
        onFailure: new destinations.SqsDestination(this.deadLetterQueue),
      });
      new events.Rule(this, `${name}Rule`, {
        eventBus: props.bus,
        description: `Hearth events for the ${def.domain} consumers`,
        eventPattern: {
          source: ['hearth'],
          ...(def.types === 'all' ? {} : { detailType: def.types }),
        },
        targets: [
          new targets.LambdaFunction(consumer.fn, {
            deadLetterQueue: this.deadLetterQueue,
            retryAttempts: 8,
            maxEventAge: Duration.hours(6),
          }),
        ],
      });
      this.consumers[def.domain] = consumer.fn;
    }

    // Scheduled jobs: one shared Lambda (and one per domain in `ownJobDomains`), one schedule per job.
    const jobs = eventFunction(this, 'Jobs', {
      entry: entry('async', 'job-lambda.ts'),
      description: 'Hearth scheduled jobs (ban expiry, digest, backfills)',
      timeout: Duration.minutes(5),
      environment,
    });
    this.jobsFunction = jobs.fn;
    props.grantTable(jobs.role);
    // The author index backfill pages through the table with a Scan; the jobs Lambda alone may (no request path).
    jobs.role.addToPolicy(
      new iam.PolicyStatement({ sid: 'BackfillScan', actions: ['dynamodb:Scan'], resources: [props.table.tableArn] }),
    );
    for (const domain of new Set(props.jobs.map((j) => j.domain))) {
      if (!props.ownJobDomains?.has(domain)) continue;
      const own = eventFunction(this, `${pascal(domain)}Jobs`, {
        entry: entry('async', 'job-lambda.ts'),
        description: `Hearth ${domain} scheduled jobs`,
        timeout: jobTimeout(props.jobs.filter((j) => j.domain === domain)),
        environment,
      });
      props.grantTable(own.role);
      this.domainJobFunctions[domain] = own.fn;
    }
    const jobFunctionOf = (job: JobDef) => this.domainJobFunctions[job.domain] ?? jobs.fn;
    // The role EventBridge Scheduler invokes the jobs Lambdas with.
    const schedulerRole = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
      description: 'Hearth schedules: invoke the jobs Lambdas',
    });
    for (const fn of [jobs.fn, ...Object.values(this.domainJobFunctions)]) {
      Validations.of(schedulerRole).acknowledge({
        id: wildcardResourceFinding(this, `${fn.functionArn}:*`),
        reason:
          "The invoke grant covers a jobs function and its versions (CDK's Lambda grant adds `<arn>:*`); nothing else.",
      });
    }
    for (const job of props.jobs) {
      new scheduler.Schedule(this, `${pascal(job.name)}Schedule`, {
        description: `Hearth job ${job.name}`,
        schedule: scheduler.ScheduleExpression.expression(job.schedule),
        target: new schedulerTargets.LambdaInvoke(jobFunctionOf(job), {
          input: scheduler.ScheduleTargetInput.fromObject({ job: job.name }),
          retryAttempts: 2,
          deadLetterQueue: this.deadLetterQueue,
          role: schedulerRole,
        }),
      });
    }

    const stack = Stack.of(this);
    new CfnOutput(stack, 'EventsDeadLetterQueueUrl', { value: this.deadLetterQueue.queueUrl });
    new CfnOutput(stack, 'EventsRedrive', {
      description: 'How to replay dead-lettered events (docs/events.md, "Dead letters and replay")',
      value: `aws sqs receive-message --queue-url ${this.deadLetterQueue.queueUrl} --attribute-names All; re-invoke the consumer each message names with its requestPayload (aws lambda invoke --invocation-type Event), or fix and re-put a malformed item`,
    });
  }
}
