// The demo's lifetime codes (owner-dashboard §2 /appsumo): ten unused codes HEARTH-LTD-0001…0010 and one refunded,
// imported by the billing domain's import (put if absent), so a second start adds nothing. README names a few; sign
// up on the marketplace route or stack one on /appsumo to try them.
export const LOCAL_CODES_SECRET = 'codes_hearth_local';

export const demoCodes = Array.from({ length: 10 }, (_, i) => `HEARTH-LTD-${String(i + 1).padStart(4, '0')}`);
export const demoRefundedCode = 'HEARTH-LTD-REFUNDED';

/** Returns how many codes it created (0 on a second run). */
export async function seedCodes(): Promise<number> {
  const { importCodes } = await import('@hearth/functions/billing/codes/import');
  const rows = [...demoCodes.map((code) => ({ code, refunded: false })), { code: demoRefundedCode, refunded: true }];
  const { created } = await importCodes(rows, 'seed');
  return created;
}
