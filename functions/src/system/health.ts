// Probes the table, user pool and media bucket. The last answer is served at once while a newer one is fetched
// in the background (one probe at a time), so health stays a sub-millisecond call under load.
import type { HealthResponse } from '@hearth/shared/schemas/system';
import { cognito } from '../platform/aws/cognito.ts';
import { dynamodb } from '../platform/aws/dynamodb.ts';
import { s3 } from '../platform/aws/s3.ts';
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
  const options = () => ({ abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  const [table, userPool, mediaBucket] = await Promise.all([
    probe(async () => {
      const { client, raw } = await dynamodb();
      return client.send(new raw.DescribeTableCommand({ TableName: c.tableName }), options());
    }),
    probe(async () => {
      const { client, commands } = await cognito();
      return client.send(new commands.DescribeUserPoolCommand({ UserPoolId: c.userPoolId }), options());
    }),
    probe(async () => {
      const { client, commands } = await s3();
      return client.send(new commands.HeadBucketCommand({ Bucket: c.mediaBucket }), options());
    }),
  ]);
  return { table, userPool, mediaBucket };
}

let last: { at: number; services: Services } | undefined;
let inFlight: Promise<Services> | undefined;

function refresh(): Promise<Services> {
  inFlight ??= probeAll()
    .then((services) => {
      last = { at: Date.now(), services };
      return services;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

export async function serviceStates(): Promise<Services> {
  if (!last) return refresh();
  if (Date.now() - last.at > PROBE_TTL_MS) void refresh();
  return last.services;
}
