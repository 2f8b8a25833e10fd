// What the CDK app deploys for the async work, as plain data: each consumer's name, consuming domain and event types,
// each job's name, domain and schedule. manifest.json holds it so the app loads none of the consumers' or jobs' code;
// manifest.test.ts fails when the file and the registries disagree, and `npm run async:manifest` writes it again.
import { consumers } from './consumers.ts';
import { jobs } from './jobs.ts';

export interface AsyncManifest {
  $comment: string;
  consumers: Array<{ name: string; domain: string; types: string[] | 'all' }>;
  jobs: Array<{ name: string; domain: string; schedule: string }>;
}

/** The manifest as the registries say it should be (what `npm run async:manifest` writes). */
export function asyncManifest(): AsyncManifest {
  return {
    $comment:
      'Written by `npm run async:manifest` from functions/src/async/consumers.ts and jobs.ts; read by the CDK app (infra/lib/async-manifest.ts). Do not edit: manifest.test.ts fails when it and the registries disagree.',
    consumers: consumers.map((c) => ({
      name: c.name,
      domain: c.domain,
      types: c.types === 'all' ? 'all' : [...c.types],
    })),
    jobs: jobs.map((j) => ({ name: j.name, domain: j.domain, schedule: j.schedule })),
  };
}
