// The codes import in AWS (on demand, not scheduled): the operator puts the marketplace's CSV in the media bucket
// under `imports/codes/` and invokes the jobs Lambda with `{"job":"codes-import","s3Key":"imports/codes/<file>.csv"}`
// (docs/architecture/billing.md, Lifetime codes). The same import as `npm run codes:import` locally.
import { s3 } from '../../platform/aws/s3.ts';
import { config } from '../../platform/config.ts';
import { importCodesCsv } from '../codes/import.ts';

/** Where import files must be: the jobs Lambda reads nothing else of the bucket for this job. */
export const CODES_IMPORT_PREFIX = 'imports/codes/';

export async function codesImportJob(s3Key: string) {
  if (!s3Key.startsWith(CODES_IMPORT_PREFIX) || s3Key.includes('..')) {
    throw new Error(`The codes import reads files under ${CODES_IMPORT_PREFIX} only.`);
  }
  const { client, commands } = await s3();
  const object = await client.send(new commands.GetObjectCommand({ Bucket: config().mediaBucket, Key: s3Key }));
  const text = (await object.Body?.transformToString('utf8')) ?? '';
  return importCodesCsv(text, s3Key.slice(CODES_IMPORT_PREFIX.length));
}
