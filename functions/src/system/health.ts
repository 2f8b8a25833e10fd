// Probes the table, user pool and media bucket; one probe at a time, its answer reused for a few seconds.
import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { HealthResponse } from '@hearth/shared/schemas/system';
import { cognito, dynamo, s3 } from '../platform/aws.ts';
import { config } from '../platform/config.ts';

type Services = HealthResponse['services'];

const PROBE_TTL_MS = 5_000;
const PROBE_TIMEOUT_MS = 1_500;

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  try {
    await check();
    return 'up';
  } catch {
    return 'down';
  }
}

async function probeAll(): Promise<Services> {
  const c = config();
  const signal = () => ({ abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  const [table, userPool, mediaBucket] = await Promise.all([
    probe(() => dynamo().send(new DescribeTableCommand({ TableName: c.tableName }), signal())),
    probe(() => cognito().send(new DescribeUserPoolCommand({ UserPoolId: c.userPoolId }), signal())),
    probe(() => s3().send(new HeadBucketCommand({ Bucket: c.mediaBucket }), signal())),
  ]);
  return { table, userPool, mediaBucket };
}

let last: { at: number; services: Promise<Services> } | undefined;

export function serviceStates(): Promise<Services> {
  const now = Date.now();
  if (!last || now - last.at > PROBE_TTL_MS) last = { at: now, services: probeAll() };
  return last.services;
}
