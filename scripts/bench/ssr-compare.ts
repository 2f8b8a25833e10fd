// The server render of two builds on the same data, alternately: `npm run bench -- --only ssr`'s rows for an old and a
// new checkout (each with its web/ built), each on a platform started from its own checkout over one data folder that
// holds the forum seed (10,000 posts; seeded once, on the first platform). Rounds alternate old, new, old, new… so a
// machine whose load drifts treats both alike. Prints each round's rows and writes them to
// .data/bench/ssr-compare.json.
//   npx tsx scripts/bench/ssr-compare.ts --old /tmp/old-checkout [--new .] [--rounds 2] [--data-dir DIR]
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ChildPlatform } from '../../test/support/platform.ts';
import { hostClient } from '../../test/support/http.ts';
import { seedVolume } from './feed.ts';
import { functionsEnvFor } from './functions-env.ts';
import { benchSsr, type SsrBench } from './ssr.ts';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    old: { type: 'string' },
    new: { type: 'string', default: root },
    rounds: { type: 'string', default: '2' },
    'data-dir': { type: 'string' },
  },
});
if (!values.old) throw new Error('--old <checkout> is required');
const checkouts = { old: resolve(values.old), new: resolve(values.new) };
const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'hearth-ssr-compare-'));

/** A platform from `checkout`'s own code over the shared data folder. */
async function platformOf(checkout: string): Promise<ChildPlatform> {
  const { startChildPlatform } = (await import(pathToFileURL(join(checkout, 'test/support/platform.ts')).href)) as {
    startChildPlatform: (o: { dataDir: string; keepData: boolean }) => Promise<ChildPlatform>;
  };
  return startChildPlatform({ dataDir, keepData: true });
}

const results: Array<{ build: string; round: number; at: string; rows: Record<string, number> }> = [];
let seeded = false;
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const build of ['old', 'new'] as const) {
    const p = await platformOf(checkouts[build]);
    try {
      if (!seeded) {
        Object.assign(process.env, functionsEnvFor(p));
        const started = performance.now();
        await seedVolume();
        await hostClient(p.port, 'app.localhost')('/_dev/events/drain', { method: 'POST' });
        console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s (${dataDir})`);
        seeded = true;
      }
      const s: SsrBench = await benchSsr(checkouts[build], p.port);
      const rows = {
        renderOnlyP50: s.homeRenderOnly.p50,
        renderOnlyP99: s.homeRenderOnly.p99,
        uncachedHomeP50: s.uncachedVsFeed.home.p50,
        uncachedHomeP99: s.uncachedVsFeed.home.p99,
        feedP50: s.uncachedVsFeed.feed.p50,
        feedP99: s.uncachedVsFeed.feed.p99,
        ratio: s.uncachedVsFeed.home.p50 / s.uncachedVsFeed.feed.p50,
        homeRender1connP50: s.homeRender.p50,
        postRender10connReqPerSec: s.postRenderLoad.reqPerSec,
        postRender10connP50: s.postRenderLoad.p50,
        homeEdge10connReqPerSec: s.homeLoad.reqPerSec,
        fcpMs: s.firstPaint.fcpMs,
      };
      const at = new Date().toISOString();
      results.push({ build, round, at, rows });
      console.log(`${build} round ${round} (${at}):`, JSON.stringify(rows));
    } finally {
      await p.stop();
    }
  }
}
mkdirSync(join(root, '.data', 'bench'), { recursive: true });
writeFileSync(join(root, '.data', 'bench', 'ssr-compare.json'), JSON.stringify(results, null, 2));
process.exit(0);
