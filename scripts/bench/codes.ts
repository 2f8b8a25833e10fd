// Lifetime codes: importing the marketplace's CSV through the running local platform, as `npm run codes:import`
// does (POST /_dev/codes/import, the billing domain's import in the platform's process): 1,000 new codes, then the
// same file again, which must change nothing.
import { hostClient } from '../../test/support/http.ts';

interface ImportReport {
  created: number;
  refunded: number;
  unchanged: number;
  invalidLines: number[];
}

export async function benchCodesImport(port: number, count = 1000) {
  const run = `BENCH${Date.now().toString(36).toUpperCase()}`;
  const csv = `code\n${Array.from({ length: count }, (_, i) => `${run}-${String(i).padStart(5, '0')}`).join('\n')}\n`;
  const app = hostClient(port, 'app.localhost');
  const importOnce = async () => {
    const started = performance.now();
    const res = await app<ImportReport>('/_dev/codes/import', { method: 'POST', body: { csv, batch: 'bench' } });
    if (res.status !== 200) throw new Error(`the import answered ${res.status}: ${res.text}`);
    return { seconds: (performance.now() - started) / 1000, report: res.json };
  };
  const first = await importOnce();
  const again = await importOnce();
  return { count, first, again };
}
