// Custom domains on a running local platform started with HEARTH_JOB_TIMERS=off, the domain worker run in this
// process against a simulator of its own (so nothing else moves the domains between runs):
// - the demo owner adds a domain to the demo community through the API; its stored item and claim are cloned into
//   1,000 pending domains of their own (the worker only reads and writes them and the provider);
// - the worker (the `domain-progress` job, functions/src/domains/jobs/domain-progress.ts) runs with a time limit:
//   run 1 requests the certificates; then every certificate is validated on the simulator; run 2 sees them issued;
//   run 3 creates the distributions — each run's count of domains advanced, its seconds, and how many runs it took
//   when one stopped on the time limit (the next resumes);
// - the status read (GET …/custom-domain, through the domains Lambda's own entry, in process): its DynamoDB requests,
//   the session's own check of the owner account left out;
// - the demo domain driven to Connected; then a request on its host resolves the community (tenancy, cold cache):
//   its DynamoDB requests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { DomainProvider } from '@hearth/functions/domains/provider';
import type { JobContext } from '@hearth/functions/platform/jobs';
import { browser } from '../../test/support/http.ts';
import { DomainSimulator } from '../local/domains/simulator.ts';
import { DEMO_PASSWORD } from '../local/seed.ts';
import { invokeInProcess } from './in-process.ts';
import { countingClient } from './read-counter.ts';
import { writeAll } from './seed.ts';

const JOB = 'domain-progress';
/** Where the job lives; loaded by a computed name, so this file compiles before the worker is merged. */
const JOB_MODULE = '@hearth/functions/domains/jobs/domain-progress';
const HANDLER_MODULE = '@hearth/functions/domains/index';
const COMMUNITY = 'cm-demo';
const DOMAIN = 'forum.bench-domains.example';
const PENDING = 1_000;
/** A run's time limit: the schedule is a minute, so a run fits in one. */
const RUN_LIMIT_MS = 55_000;

type Item = Record<string, unknown>;
type JobRun = (ctx: JobContext) => Promise<Record<string, unknown>>;

export interface DomainsBench {
  pending: number;
  runs: Array<{ what: string; advanced: number; seconds: number; runs: number }>;
  statusRequests: number;
  tenantRequests: number;
  tenantResolved: boolean;
}

/** The job function: the registry's `domain-progress` entry, which must be one of the job module's exports. */
async function loadJob(): Promise<JobRun> {
  const [{ jobs }, module] = await Promise.all([
    import('@hearth/functions/async/jobs'),
    import(JOB_MODULE) as Promise<Record<string, unknown>>,
  ]);
  const registered = jobs.find((j) => j.name === JOB);
  if (!registered) throw new Error(`No job "${JOB}" in functions/src/async/jobs.ts.`);
  if (!Object.values(module).includes(registered.run)) throw new Error(`"${JOB}" is not ${JOB_MODULE}'s job.`);
  return registered.run;
}

/** The provider the worker uses in this process: the simulator, counting the issued certificates it answers. */
function countedProvider(sim: DomainSimulator) {
  const seen = { issued: 0 };
  const provider: DomainProvider = {
    requestCertificate: (input) => sim.requestCertificate(input),
    describeCertificate: async (arn) => {
      const certificate = await sim.describeCertificate(arn);
      if (certificate?.status === 'ISSUED') seen.issued += 1;
      return certificate;
    },
    deleteCertificate: (arn) => sim.deleteCertificate(arn),
    createDistribution: (input) => sim.createDistribution(input),
    getDistribution: (id) => sim.getDistribution(id),
    disableDistribution: (id) => sim.disableDistribution(id),
    deleteDistribution: (id) => sim.deleteDistribution(id),
    cnameResolves: (domain, target) => sim.cnameResolves(domain, target),
  };
  return { provider, seen };
}

/** The demo domain's stored item and claim, cloned for `count` communities and domains of their own. */
async function clonePending(count: number): Promise<void> {
  const { db, tableName } = await import('@hearth/functions/platform/db/client');
  const { client, commands } = await db();
  const get = async (PK: string, SK: string) =>
    (await client.send(new commands.GetCommand({ TableName: tableName(), Key: { PK, SK } }))).Item;
  const [domainItem, claim] = await Promise.all([
    get(`C#${COMMUNITY}`, 'CUSTOMDOMAIN'),
    get(`DOMAIN#${DOMAIN}`, 'CLAIM'),
  ]);
  if (!domainItem || !claim) throw new Error('The added domain left no CUSTOMDOMAIN item or claim where expected.');
  const template = JSON.stringify([domainItem, claim]);
  const items: Item[] = [];
  for (let i = 0; i < count; i++) {
    const text = template
      .replaceAll(COMMUNITY, `cm-bench-domain-${i}`)
      .replaceAll(DOMAIN, `d${i}.bench-domains.example`);
    items.push(...(JSON.parse(text) as Item[]));
  }
  await writeAll(items);
}

/** Runs the worker with the time limit until `done()` or it advances nothing more; counts the runs. */
async function runUntil(run: JobRun, done: () => boolean, maxRuns = 5) {
  const { tableCheckpoint } = await import('@hearth/functions/platform/jobs');
  const started = performance.now();
  let runs = 0;
  while (runs < maxRuns && !done()) {
    const deadline = Date.now() + RUN_LIMIT_MS;
    const result = await run({
      now: () => new Date(),
      timeLeftMs: () => deadline - Date.now(),
      checkpoint: tableCheckpoint(JOB),
    });
    console.log(`  [domains] run ${runs + 1}: ${JSON.stringify(result)}`);
    runs += 1;
  }
  return { runs, seconds: (performance.now() - started) / 1000 };
}

/** GET …/custom-domain through the domains Lambda's entry in this process, with the owner's session cookies. */
async function statusRead(port: number, cookies: string): Promise<APIGatewayProxyStructuredResultV2> {
  const result = await invokeInProcess({
    entry: HANDLER_MODULE,
    method: 'GET',
    path: `/api/v1/communities/${COMMUNITY}/custom-domain`,
    routeKey: 'GET /api/v1/communities/{communityId}/custom-domain',
    params: { communityId: COMMUNITY },
    headers: { host: `app.localhost:${port}`, cookie: cookies, accept: 'application/json' },
  });
  if (result.statusCode !== 200) throw new Error(`The status read answered ${result.statusCode}: ${result.body}`);
  return result;
}

export async function benchDomains(port: number): Promise<DomainsBench> {
  // The connected e-mail is written where the local mail adapter writes (a folder of the bench's own).
  process.env.HEARTH_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hearth-bench-domains-'));
  const { useDomainProvider } = await import('@hearth/functions/domains/provider');
  const sim = new DomainSimulator({ statePath: null });
  const { provider, seen } = countedProvider(sim);
  useDomainProvider(provider);
  const run = await loadJob();

  const owner = browser(port, 'app.localhost');
  const signIn = await owner('/api/v1/auth/sign-in', {
    body: { email: 'owner@hearth.local', password: DEMO_PASSWORD },
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.text}`);
  const added = await owner(`/api/v1/communities/${COMMUNITY}/custom-domain`, {
    method: 'PUT',
    body: { customDomain: DOMAIN },
  });
  if (added.status !== 200) throw new Error(`adding the domain answered ${added.status}: ${added.text}`);
  await clonePending(PENDING);
  const total = PENDING + 1;

  const runs: DomainsBench['runs'] = [];
  const certificates = () => Object.keys(sim.state.certificates).length;
  const requested = await runUntil(run, () => certificates() >= total);
  runs.push({ what: 'certificate requested', advanced: certificates(), ...requested });

  for (const domain of Object.keys(sim.state.domains)) sim.control(domain, 'validate');
  const issued = await runUntil(run, () => seen.issued >= total);
  runs.push({ what: 'certificate issued', advanced: seen.issued, ...issued });

  const distributions = () => Object.keys(sim.state.distributions).length;
  const created = await runUntil(run, () => distributions() >= total);
  runs.push({ what: 'distribution created', advanced: distributions(), ...created });

  // The status read: warm, then counted (the owner account's own session check, in the app's partition, left out).
  const cookies = [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  await statusRead(port, cookies);
  const statusCounter = await countingClient('domainsBenchStatus', { skipPartition: 'C#app' });
  statusCounter.requests = 0;
  await statusRead(port, cookies);
  const statusRequests = statusCounter.requests;

  // The demo domain to Connected: its DNS record takes effect; the worker deploys and connects it.
  sim.control(DOMAIN, 'resolve-cname');
  const connected = async () =>
    (JSON.parse((await statusRead(port, cookies)).body ?? '{}') as { cnameResolved?: boolean }).cnameResolved === true;
  for (let i = 0; i < 8 && !(await connected()); i++) await runUntil(run, () => false, 1);

  // A request on the custom host: its community resolved with a cold cache in this process.
  const { resolveTenant } = await import('@hearth/functions/platform/tenancy/resolve');
  const tenantCounter = await countingClient('domainsBenchTenant');
  tenantCounter.requests = 0;
  const tenant = await resolveTenant(`${DOMAIN}:${port}`);
  return {
    pending: total,
    runs,
    statusRequests,
    tenantRequests: tenantCounter.requests,
    tenantResolved: tenant?.communityId === COMMUNITY,
  };
}
