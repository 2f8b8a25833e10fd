// `npm run codes:import -- <file.csv> [--port 4321]`: imports lifetime codes from the marketplace's CSV (`code[,refunded]`,
// header optional) into the running local platform: new codes are added, existing ones left as they are, and a
// `refunded` row refunds its code; importing the same file again changes nothing. The billing domain's import
// (functions/src/billing/codes/import.ts) runs in the platform's process; in AWS the same code runs as the jobs
// Lambda's `codes-import` (docs/architecture/billing.md, Lifetime codes).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { hostClient } from '../../test/support/http.ts';

const { values, positionals } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: true });
const fail = (message: string) => {
  console.error(message);
  process.exit(1);
};
const file = positionals[0];
if (!file) fail('Usage: npm run codes:import -- <file.csv> [--port 4321]');
let csv = '';
try {
  csv = readFileSync(file!, 'utf8');
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}
const port = Number(values.port ?? process.env.PORT ?? 4321);
const started = performance.now();
const res = await hostClient(port, 'app.localhost')<{
  created: number;
  refunded: number;
  unchanged: number;
  invalidLines: number[];
}>('/_dev/codes/import', { method: 'POST', body: { csv, batch: basename(file!) } });
const seconds = (performance.now() - started) / 1000;
if (res.status !== 200)
  fail(`Import failed (${res.status}): ${res.text || `is the platform running on port ${port}?`}`);
const { created, refunded, unchanged, invalidLines } = res.json;
console.log(
  `Imported ${basename(file!)} in ${seconds.toFixed(2)} s: ${created} new, ${refunded} refunded, ${unchanged} unchanged` +
    (invalidLines.length ? `; skipped invalid lines ${invalidLines.join(', ')}` : '.'),
);
