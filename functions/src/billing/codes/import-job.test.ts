// The codes import as the jobs Lambda runs it in AWS: the CSV read from the media bucket under imports/codes/ and
// handed to the import with the file's name as its batch; a key elsewhere is refused before anything is read.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const imported = vi.hoisted(() => [] as Array<{ text: string; batch: string }>);
vi.mock('./import.ts', () => ({
  importCodesCsv: async (text: string, batch: string) => {
    imported.push({ text, batch });
    return { created: 2, refunded: 0, unchanged: 0, invalidLines: [] };
  },
}));

const { handler } = await import('../../async/job-lambda.ts');
const context = { getRemainingTimeInMillis: () => 60_000 } as Context;
const s3 = mockClient(S3Client);

beforeEach(() => {
  s3.reset();
  imported.length = 0;
});

describe('the codes-import job', () => {
  it('imports the CSV the operator put under imports/codes/, named by its file', async () => {
    const body = { transformToString: async () => 'code\nHEARTH-AAA-1\nHEARTH-AAA-2\n' };
    s3.on(GetObjectCommand).resolves({ Body: body as never });
    const answer = await handler({ job: 'codes-import', s3Key: 'imports/codes/deal-1.csv' }, context);
    expect(answer).toEqual({ created: 2, refunded: 0, unchanged: 0, invalidLines: [] });
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input).toMatchObject({ Key: 'imports/codes/deal-1.csv' });
    expect(imported).toEqual([{ text: 'code\nHEARTH-AAA-1\nHEARTH-AAA-2\n', batch: 'deal-1.csv' }]);
  });

  it.each(['c/cm-1/posts/m-1/01J.png', 'imports/codes/../../c/x.csv', 'imports/other.csv'])(
    'refuses the key %s before reading anything',
    async (s3Key) => {
      await expect(handler({ job: 'codes-import', s3Key }, context)).rejects.toThrow('imports/codes/');
      expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
      expect(imported).toEqual([]);
    },
  );
});
