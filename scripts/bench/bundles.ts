// Lambda bundle sizes (minified and gzip) and cold import time in a fresh Node process, per domain.
// Bundled with the same esbuild options the CDK app uses (infra/lib/bundling.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogue, type DomainName, domainNames } from '@hearth/shared/contracts/catalogue';
import { type AnyEndpoint, routeKeyOf } from '@hearth/shared/contracts/endpoint';
import { bundleFunction, bundleSizes, coldOutputs } from '@hearth/infra/lib/bundling';
import { percentile } from './stats.ts';

export interface BundleResult {
  domain: string;
  /** What a cold start loads: the entry and its static imports, minified (the budget's figure). */
  minifiedBytes: number;
  /** The same, each file gzipped. */
  gzipBytes: number;
  /** The whole bundle, with the chunks loaded on first use (the sanitizer, the link-preview fetcher). */
  totalMinifiedBytes: number;
  coldImportMsP50: number;
  coldImportMsP99: number;
  /** Import plus the first invocation of a real route against the running platform: the whole cold path (null for a
   * domain with no parameterless GET route to invoke). */
  coldFirstResponseMsP50: number | null;
}

/** The first GET route of each domain without path parameters, invoked once in the fresh process. */
function sampleEvent(domain: DomainName, host: string) {
  const endpoint = Object.values(catalogue[domain] as Record<string, AnyEndpoint>).find(
    (e) => e.method === 'GET' && !e.path.includes('{'),
  );
  if (!endpoint) return null;
  return {
    version: '2.0',
    routeKey: routeKeyOf(endpoint),
    rawPath: endpoint.path,
    rawQueryString: '',
    headers: { host },
    requestContext: { http: { method: 'GET', path: endpoint.path }, requestId: 'bench' },
    isBase64Encoded: false,
  };
}

const COLD_RUNS = 15;

/** `env` points the functions at a running local platform for the first-response measurement. */
export async function benchBundles(root: string, env: Record<string, string>, host: string): Promise<BundleResult[]> {
  // Inside the repo so externals (the AWS SDK, provided by the Lambda runtime) resolve from node_modules.
  const outDir = mkdtempSync(join(root, '.data', 'bench-bundles-'));
  const results: BundleResult[] = [];
  for (const domain of domainNames) {
    const metafile = bundleFunction(join(root, 'functions/src', domain, 'index.ts'), join(outDir, domain));
    const outfile = join(outDir, domain, 'index.mjs');
    const cold = coldOutputs(metafile).filter((file) => !file.endsWith('.map'));
    const sizes = bundleSizes(metafile);
    // Output paths in the metafile are relative to the working directory.
    const coldGzip = cold.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
    const probe = join(outDir, `probe-${domain}.mjs`);
    // In a fresh Node process: the import (what the bundle costs before any request), then one real invocation.
    const sample = sampleEvent(domain, host);
    writeFileSync(
      probe,
      [
        'const t = performance.now();',
        `const { handler } = await import(${JSON.stringify(outfile)});`,
        'const imported = performance.now() - t;',
        `const event = ${JSON.stringify(sample)};`,
        "if (event) { const res = await handler(event, { awsRequestId: 'bench', getRemainingTimeInMillis: () => 10000 });",
        '  if (res.statusCode >= 500) throw new Error(res.body); }',
        'console.log(JSON.stringify({ imported, responded: performance.now() - t }));',
      ].join('\n'),
    );
    const times: number[] = [];
    const firstResponses: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      const run = spawnSync(process.execPath, [probe], { encoding: 'utf8', env: { ...process.env, ...env } });
      if (run.status !== 0) throw new Error(`cold start of ${domain} failed: ${run.stderr}`);
      const { imported, responded } = JSON.parse(run.stdout.trim()) as { imported: number; responded: number };
      times.push(imported);
      firstResponses.push(responded);
    }
    results.push({
      domain,
      minifiedBytes: sizes.coldBytes,
      gzipBytes: coldGzip,
      totalMinifiedBytes: sizes.totalBytes,
      coldImportMsP50: percentile(times, 50),
      coldImportMsP99: percentile(times, 99),
      coldFirstResponseMsP50: sample ? percentile(firstResponses, 50) : null,
    });
  }
  return results;
}
