// `npm run capacity:measure`: runs each operation of scripts/capacity/operations.ts once through its domain's Lambda
// entry in this process, against a fresh local platform (its own data folder, removed afterwards), recording every
// DynamoDB command the functions send (recorder.ts), and writes scripts/capacity/access-patterns.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BODY_HASH_HEADER, CSRF_HEADER, CSRF_HEADER_VALUE } from '@hearth/shared/constants/http';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import { createHash } from 'node:crypto';
import * as prettier from 'prettier';
import { browser } from '../../test/support/http.ts';
import { startChildPlatform } from '../../test/support/platform.ts';
import { functionsEnvFor } from '../bench/functions-env.ts';
import { invokeInProcess } from '../bench/in-process.ts';
import { DEMO_PASSWORD } from '../local/seed.ts';
import type { AccessPattern, AccessPatternsFile, Downstream, PartitionAccess } from './access-patterns.ts';
import { type Operation, type OperationContext, operations } from './operations.ts';
import { type Recording, recordingClient } from './recorder.ts';

const OUT = join(import.meta.dirname, 'access-patterns.json');
const HOST = 'demo.localhost';
/** The demo seed's member (member@hearth.local), who runs the member operations. */
const DEMO_MEMBER_ID = 'mb-member';

function endpointOf(key: string): AnyEndpoint {
  const [domain, name] = key.split('.') as [keyof typeof catalogue, string];
  const e = (catalogue[domain] as Record<string, AnyEndpoint>)[name];
  if (!e) throw new Error(`${key} is not in the catalogue`);
  return e;
}

/** The recording as partition rows: one per (index, partition template, read or write). */
function summarize(recording: Recording): Pick<AccessPattern, 'requests' | 'partitions' | 'events'> {
  const rows = new Map<string, PartitionAccess>();
  for (const c of recording.commands) {
    for (const t of c.touches) {
      const id = `${t.index} ${t.partition} ${t.kind}`;
      const row = rows.get(id) ?? {
        index: t.index,
        partition: t.partition,
        kind: t.kind,
        items: 0,
        units: 0,
        bytes: 0,
      };
      row.items += 1;
      row.units += t.units;
      row.bytes += t.bytes;
      rows.set(id, row);
    }
  }
  // Concurrent commands finish in any order: rows sorted, so a re-run writes the same file when nothing changed.
  const partitions = [...rows.values()].sort((a, b) =>
    `${a.index} ${a.partition} ${a.kind}`.localeCompare(`${b.index} ${b.partition} ${b.kind}`),
  );
  const requests: Record<string, number> = {};
  for (const c of recording.commands) requests[c.command] = (requests[c.command] ?? 0) + 1;
  const sortedRequests = Object.fromEntries(Object.entries(requests).sort(([a], [b]) => a.localeCompare(b)));
  return { requests: sortedRequests, partitions, events: [...recording.events].sort() };
}

/**
 * Each event the operation committed, delivered to each consumer that handles it, one at a time in this process (the
 * platform's own delivery is paused), recorded as the operation was.
 */
async function downstreamOf(recording: Recording, recorder: Awaited<ReturnType<typeof recordingClient>>) {
  const [{ consumers }, { localSink }, { handles }] = await Promise.all([
    import('@hearth/functions/async/consumers'),
    import('@hearth/functions/platform/events/local-sink'),
    import('@hearth/functions/platform/events/consumer'),
  ]);
  const out: Downstream[] = [];
  for (const event of [...recording.eventItems]) {
    const type = String(event.type);
    for (const consumer of consumers.filter((c) => handles(c, type))) {
      recorder.reset();
      const deadLetter = async () => {
        throw new Error(`${consumer.name} failed on ${type}`);
      };
      await localSink({ consumers: [consumer], deadLetter, attempts: 1 }).publish([event as never]);
      const { requests, partitions } = summarize(recorder.recording);
      out.push({ consumer: consumer.name, event: type, requests, partitions });
    }
  }
  return out.sort((a, b) => `${a.event} ${a.consumer}`.localeCompare(`${b.event} ${b.consumer}`));
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-capacity-'));
  // The platform delivers no events: the measurement delivers them in its own process, to record what they cost.
  const p = await startChildPlatform({ dataDir: dir, env: { HEARTH_EVENTS_PAUSED: '1' } });
  try {
    // The platform's data folder: e-mails a sign-up sends are written there, as the local platform's own are.
    Object.assign(process.env, functionsEnvFor(p), { HEARTH_DATA_DIR: dir });
    const member = browser(p.port, HOST);
    const signedIn = await member('/api/v1/auth/sign-in', {
      body: { email: 'member@hearth.local', password: DEMO_PASSWORD },
    });
    if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}`);
    const cookies = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');

    const feed = await member<{
      items: Array<{ id: string; slug: string; commentCount?: number; author: { memberId: string | null } }>;
    }>('/api/v1/feed?sort=new');
    const withComments = feed.json.items.find((i) => (i.commentCount ?? 0) > 0) ?? feed.json.items[0]!;
    const comments = await member<{ items: Array<{ id: string }> }>(`/api/v1/posts/${withComments.id}/comments`);
    const categories = await member<{ items: Array<{ id: string }> }>('/api/v1/categories');
    const site = await member<{ community?: { id: string } }>('/api/v1/site');
    const context: OperationContext = {
      postId: withComments.id,
      postSlug: withComments.slug,
      commentId: comments.json.items[0]?.id ?? '',
      otherPostId: feed.json.items.find((i) => i.author.memberId && i.author.memberId !== DEMO_MEMBER_ID)!.id,
      communityId: site.json.community?.id ?? 'cm-demo',
      categoryId: categories.json.items[0]!.id,
      email: `capacity-${Date.now().toString(36)}@example.com`,
    };

    const recorder = await recordingClient('capacityRecorder');
    const call = async (op: Operation, e: AnyEndpoint) => {
      const body = op.body ? JSON.stringify(op.body(context)) : undefined;
      const headers: Record<string, string> = {
        host: `${HOST}:${p.port}`,
        accept: 'application/json',
        ...(op.as === 'member' ? { cookie: cookies } : {}),
        ...(body !== undefined
          ? {
              'content-type': 'application/json',
              [BODY_HASH_HEADER]: createHash('sha256').update(body).digest('hex'),
            }
          : {}),
        ...(e.method !== 'GET' ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}),
      };
      return invokeInProcess({
        entry: `@hearth/functions/${op.endpoint.split('.')[0]}/index`,
        method: e.method as 'GET' | 'POST',
        path: op.path(context),
        routeKey: `${e.method} ${e.path}`,
        params: op.params?.(context) ?? {},
        headers,
        ...(body !== undefined ? { body } : {}),
        remoteAddress: `127.0.9.${1 + Math.floor(Math.random() * 250)}`,
      });
    };

    const patterns: AccessPattern[] = [];
    for (const op of operations) {
      const e = endpointOf(op.endpoint);
      if (!op.write) await call(op, e);
      recorder.reset();
      const result = await call(op, e);
      const status = result.statusCode ?? 0;
      if (status >= 400) throw new Error(`${op.endpoint} answered ${status}: ${result.body}`);
      const responseBytes = Buffer.byteLength(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
      const own = summarize(recorder.recording);
      const downstream = await downstreamOf(recorder.recording, recorder);
      patterns.push({
        endpoint: op.endpoint,
        route: `${e.method} ${e.path}`,
        as: op.as,
        status,
        responseBytes,
        ...own,
        downstream,
      });
      console.log(`  ${op.endpoint}: ${status}, ${own.events.length} events, ${downstream.length} deliveries`);
    }
    const file: AccessPatternsFile = {
      generatedBy: 'npm run capacity:measure',
      note: 'One call per operation through its Lambda entry in process against a fresh local platform (the demo seed); reads warm (second call), writes once. Units by DynamoDB on-demand rules from the recorded item sizes.',
      patterns,
    };
    // Written as the repository's formatter writes JSON, so `prettier --check` passes on the generated file.
    const options = (await prettier.resolveConfig(OUT)) ?? {};
    writeFileSync(OUT, await prettier.format(JSON.stringify(file), { ...options, filepath: OUT }));
    console.log(`wrote ${OUT} (${patterns.length} operations)`);
  } finally {
    await p.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
