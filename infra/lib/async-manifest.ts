// The async work the CDK app deploys, read from functions/src/async/manifest.json: plain data written from the
// consumer and job registries (a unit test there keeps the two equal), so the app loads no consumer, job or service
// code to know the consuming domains, their event types and the schedules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConsumerDomainDef, JobDef } from './constructs/events.ts';
import { repoRoot } from './paths.ts';

export interface AsyncManifest {
  consumers: Array<{ name: string; domain: string; types: string[] | 'all' }>;
  jobs: Array<{ name: string; domain: string; schedule: string }>;
}

export const asyncManifestFile = join(repoRoot, 'functions', 'src', 'async', 'manifest.json');

export function readAsyncManifest(file = asyncManifestFile): AsyncManifest {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<AsyncManifest>;
  if (!Array.isArray(manifest.consumers) || !Array.isArray(manifest.jobs)) {
    throw new Error(`${file} lists no consumers or jobs: run \`npm run async:manifest\``);
  }
  return manifest as AsyncManifest;
}

/**
 * One entry per consuming domain, in the order the manifest first names it: the event types its consumers handle
 * (each once, sorted), or 'all' when one of them takes every event.
 */
export function consumerDomainsOf(manifest: AsyncManifest): ConsumerDomainDef[] {
  const byDomain = new Map<string, Array<string[] | 'all'>>();
  for (const c of manifest.consumers) byDomain.set(c.domain, [...(byDomain.get(c.domain) ?? []), c.types]);
  return [...byDomain].map(([domain, typeLists]) => ({
    domain,
    types: typeLists.includes('all') ? 'all' : [...new Set(typeLists.flat())].sort(),
  }));
}

/** Each job's name, domain and schedule. */
export const jobsOf = (manifest: AsyncManifest): JobDef[] =>
  manifest.jobs.map(({ name, domain, schedule }) => ({ name, domain, schedule }));
