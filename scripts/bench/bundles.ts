// Lambda bundle sizes (minified and gzip) and cold import time in a fresh Node process, per domain.
// Bundled with the same esbuild options the CDK app uses (infra/lib/bundling.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { domainNames } from '@hearth/shared/contracts/catalogue';
import { lambdaEsbuildOptions } from '@hearth/infra/lib/bundling';
import { percentile } from './stats.ts';

export interface BundleResult {
  domain: string;
  minifiedBytes: number;
  gzipBytes: number;
  coldImportMsP50: number;
  coldImportMsP99: number;
}

const COLD_RUNS = 15;

export async function benchBundles(root: string): Promise<BundleResult[]> {
  // Inside the repo so externals (the AWS SDK, provided by the Lambda runtime) resolve from node_modules.
  const outDir = mkdtempSync(join(root, '.data', 'bench-bundles-'));
  const results: BundleResult[] = [];
  for (const domain of domainNames) {
    const outfile = join(outDir, `${domain}.mjs`);
    await build({ ...lambdaEsbuildOptions, entryPoints: [join(root, 'functions/src', domain, 'index.ts')], outfile, logLevel: 'error' });
    const code = readFileSync(outfile);
    const probe = join(outDir, `probe-${domain}.mjs`);
    // Time from process start to the handler being importable, the part of a cold start the bundle controls.
    writeFileSync(probe, `const t = performance.now(); await import(${JSON.stringify(outfile)}); console.log(performance.now() - t);`);
    const times: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      const run = spawnSync(process.execPath, [probe], { encoding: 'utf8', env: { ...process.env, AWS_REGION: 'us-east-1' } });
      if (run.status !== 0) throw new Error(`cold import of ${domain} failed: ${run.stderr}`);
      times.push(Number(run.stdout.trim()));
    }
    results.push({
      domain,
      minifiedBytes: code.length,
      gzipBytes: gzipSync(code).length,
      coldImportMsP50: percentile(times, 50),
      coldImportMsP99: percentile(times, 99),
    });
  }
  return results;
}
