// Importing lifetime codes from the marketplace's CSV (`code[,refunded]`, the header optional): each new code is
// written only if absent, a few at a time; a code already there is left as it is, except that `refunded` true
// refunds it (refund.ts). Importing the same file again changes nothing. `npm run codes:import <file.csv>` runs it
// locally; in AWS the jobs Lambda runs it on a file in the media bucket (`{"job":"codes-import","s3Key":…}`).
import { isWellFormedCode, normaliseCode } from '@hearth/shared/rules/lifetime-codes';
import { eachLimited } from '../../platform/each-limited.ts';
import { refundCode } from './refund.ts';
import * as store from './store.ts';

export interface CodeRow {
  code: string;
  refunded: boolean;
}

export interface ImportReport {
  created: number;
  refunded: number;
  unchanged: number;
  /** Lines whose code is not of the codes' form (1-based line numbers), skipped. */
  invalidLines: number[];
}

const TRUE = new Set(['true', '1', 'yes', 'y', 'refunded']);
/** Conditional puts in flight at once: enough to import 1,000 codes in a few seconds without flooding the table. */
const IMPORT_CONCURRENCY = 16;

/** The rows of a CSV file: one code per line, an optional `refunded` column; a header line and blank lines skipped. */
export function parseCodesCsv(text: string): { rows: CodeRow[]; invalidLines: number[] } {
  const rows: CodeRow[] = [];
  const invalidLines: number[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((line, i) => {
    const [first = '', second = ''] = line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    if (!first || (i === 0 && first.toLowerCase() === 'code')) return;
    const code = normaliseCode(first);
    if (!isWellFormedCode(code)) {
      invalidLines.push(i + 1);
      return;
    }
    if (seen.has(code)) return;
    seen.add(code);
    rows.push({ code, refunded: TRUE.has(second.toLowerCase()) });
  });
  return { rows, invalidLines };
}

/** Writes the rows: new codes put if absent, `refunded` rows of existing codes refunded; counts each outcome. */
export async function importCodes(
  rows: readonly CodeRow[],
  batch: string,
): Promise<Omit<ImportReport, 'invalidLines'>> {
  const report = { created: 0, refunded: 0, unchanged: 0 };
  await eachLimited(
    rows,
    async ({ code, refunded }) => {
      if (await store.putNewCode(code, batch, refunded)) report.created += 1;
      else if (refunded && (await refundCode(code))) report.refunded += 1;
      else report.unchanged += 1;
    },
    IMPORT_CONCURRENCY,
  );
  return report;
}

/** Parses and imports a CSV file's text. */
export async function importCodesCsv(text: string, batch: string): Promise<ImportReport> {
  const { rows, invalidLines } = parseCodesCsv(text);
  return { ...(await importCodes(rows, batch)), invalidLines };
}
