// Latency and throughput through the local gateway (autocannon), next to the raw DynamoDB Local time of the same read.
import { createServer } from 'node:http';
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
  headers?: Record<string, string>;
  /** Every request a URL of its own (`?v=<n>` appended): what an edge cache keyed on the URL never has. */
  uniqueUrls?: boolean;
}

function uniqueUrl(path: string) {
  let n = 0;
  const separator = path.includes('?') ? '&' : '?';
  return <R extends { path?: string }>(request: R): R => ({ ...request, path: `${path}${separator}v=${++n}` });
}

export async function runAutocannon(port: number, target: Target): Promise<HttpResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    headers: { host: `${target.host}:${port}`, ...target.headers },
    connections: target.connections,
    duration: target.seconds,
    ...(target.rate ? { overallRate: target.rate } : {}),
    ...(target.uniqueUrls ? { requests: [{ setupRequest: uniqueUrl(target.path) }] } : {}),
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

/**
 * The site read through the gateway and the same item read straight from DynamoDB Local, interleaved request by
 * request so both see the same JVM warmth and machine load (measured one after the other, the later one wins).
 */
export async function siteVersusRaw(
  port: number,
  host: string,
  dynamoEndpoint: string,
  communityId: string,
  count: number,
): Promise<{ gateway: { p50: number; p99: number }; raw: { p50: number; p99: number } }> {
  const { hostClient } = await import('../../test/support/http.ts');
  const send = hostClient(port, host);
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: dynamoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  );
  const viaGateway = async () => {
    const res = await send('/api/v1/site');
    if (res.status !== 200) throw new Error(`/api/v1/site answered ${res.status}`);
  };
  const raw = () => db.send(new GetCommand({ TableName: 'hearth', Key: keys.community(communityId) }));
  // Warm the JVM, the JIT and both connection pools.
  for (let i = 0; i < 2000; i++) await Promise.all([viaGateway(), raw()]);
  const g: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < count; i++) {
    g.push(...(await timeSequential(1, viaGateway)));
    r.push(...(await timeSequential(1, raw)));
  }
  db.destroy();
  return {
    gateway: { p50: percentile(g, 50), p99: percentile(g, 99) },
    raw: { p50: percentile(r, 50), p99: percentile(r, 99) },
  };
}

/** A bare Node HTTP server answering a constant, loaded like the gateway: what the machine and load generator add. */
export async function bareServerTail(rate: number, connections: number, seconds: number): Promise<HttpResult> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  try {
    return await runAutocannon(port, { name: 'bare', host: 'localhost', path: '/', connections, rate, seconds });
  } finally {
    server.close();
  }
}
