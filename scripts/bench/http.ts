// Latency and throughput through the local gateway (autocannon), next to the raw DynamoDB Local time of the same read.
import autocannon from 'autocannon';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@hearth/functions/platform/db/keys';
import { percentile, timeSequential } from './stats.ts';

export interface HttpResult {
  name: string;
  host: string;
  path: string;
  connections: number;
  rate: number | null;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

interface Target {
  name: string;
  host: string;
  path: string;
  connections: number;
  /** Fixed request rate (req/s) or null for as fast as it goes. */
  rate: number | null;
  seconds: number;
}

export async function runAutocannon(port: number, target: Target): Promise<HttpResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    headers: { host: `${target.host}:${port}` },
    connections: target.connections,
    duration: target.seconds,
    ...(target.rate ? { overallRate: target.rate } : {}),
  });
  return {
    name: target.name,
    host: target.host,
    path: target.path,
    connections: target.connections,
    rate: target.rate,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The gateway's per-request latency for one connection, measured from Node with sub-millisecond resolution. */
export async function sequentialLatency(port: number, host: string, path: string, count: number): Promise<{ p50: number; p99: number }> {
  const { hostClient } = await import('../../test/support/http.ts');
  const send = hostClient(port, host);
  await timeSequential(50, () => send(path));
  const times = await timeSequential(count, async () => {
    const res = await send(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  });
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** The same items the site read fetches (the community item), read straight from DynamoDB Local. */
export async function rawSiteRead(endpoint: string, communityId: string, count: number): Promise<{ p50: number; p99: number }> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
  );
  const read = () => db.send(new GetCommand({ TableName: 'hearth', Key: keys.community(communityId) }));
  await timeSequential(50, read);
  const times = await timeSequential(count, read);
  db.destroy();
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}
