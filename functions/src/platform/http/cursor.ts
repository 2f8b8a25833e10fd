// Opaque list cursors: a Query's LastEvaluatedKey, base64url-encoded. A cursor is accepted only for the partition it
// came from (its partition-key attributes must equal the ones the request queries), so a crafted cursor cannot
// read another tenant's or another list's items.
import { badRequest } from './errors.ts';

const INVALID = 'This list position is no longer valid. Please reload.';

export const encodeCursor = (lastKey: Record<string, unknown> | undefined): string | null =>
  lastKey ? Buffer.from(JSON.stringify(lastKey)).toString('base64url') : null;

/** The start key a cursor holds, checked against the partition(s) the request reads. */
export function decodeCursor(
  cursor: string | undefined,
  expected: Record<string, string>,
): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID, { cursor: INVALID });
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw badRequest(INVALID, { cursor: INVALID });
  const record = key as Record<string, unknown>;
  const values = Object.values(record);
  const matches = Object.entries(expected).every(([name, value]) => record[name] === value);
  if (!matches || values.some((v) => typeof v !== 'string' || v.length > 400) || values.length > 6) {
    throw badRequest(INVALID, { cursor: INVALID });
  }
  return record;
}
