// Importing lifetime codes from the marketplace's CSV (`code[,refunded]`, the header optional): each new code is
// written only if absent, 100 to a transaction; a code already there is left as it is, except that `refunded` true
// refunds it (refund.ts). Importing the same file again changes nothing. `npm run codes:import <file.csv>` runs it
// locally; in AWS the jobs Lambda runs it on a file in the media bucket (`{"job":"codes-import","s3Key":…}`).
import { isWellFormedCode, normaliseCode } from '@hearth/shared/rules/lifetime-codes';
import { TransactionConditionFailed, transactWrite } from '../../platform/db/transact.ts';
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
/** Codes read and written per round: a BatchGet (100 keys) and one transaction of put-if-absent (100 items). */
const CHUNK = 100;
/** Refunds of existing codes in flight at once. */
const REFUND_CONCURRENCY = 8;
/** Rounds a chunk's transaction is retried, each without the codes another import wrote meanwhile. */
const PUT_ATTEMPTS = 5;

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

/** Puts the rows that are not there yet (one transaction); answers the codes written. */
async function putAbsent(rows: readonly CodeRow[], batch: string): Promise<Set<string>> {
  let pending = [...rows];
  for (let attempt = 1; pending.length > 0; attempt++) {
    const importedAt = new Date().toISOString();
    try {
      await transactWrite(pending.map((r) => store.newCodeWrite(r.code, batch, r.refunded, importedAt)));
      return new Set(pending.map((r) => r.code));
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed) || attempt >= PUT_ATTEMPTS) throw error;
      // Another import wrote these codes since they were read: they are existing codes now.
      const taken = new Set(error.failedIndexes);
      pending = pending.filter((_, i) => !taken.has(i));
    }
  }
  return new Set();
}

/**
 * Writes the rows a chunk at a time: the chunk's codes are read (BatchGet), the absent ones put in one transaction
 * (each only if still absent), and existing codes whose row says `refunded` are refunded; counts each outcome.
 */
export async function importCodes(
  rows: readonly CodeRow[],
  batch: string,
): Promise<Omit<ImportReport, 'invalidLines'>> {
  const report = { created: 0, refunded: 0, unchanged: 0 };
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const existing = await store.getCodes(chunk.map((r) => r.code));
    const created = await putAbsent(
      chunk.filter((r) => !existing.has(r.code)),
      batch,
    );
    report.created += created.size;
    const others = chunk.filter((r) => !created.has(r.code));
    await eachLimited(
      others,
      async ({ code, refunded }) => {
        if (refunded && (await refundCode(code))) report.refunded += 1;
        else report.unchanged += 1;
      },
      REFUND_CONCURRENCY,
    );
  }
  return report;
}

/** Parses and imports a CSV file's text. */
export async function importCodesCsv(text: string, batch: string): Promise<ImportReport> {
  const { rows, invalidLines } = parseCodesCsv(text);
  return { ...(await importCodes(rows, batch)), invalidLines };
}
